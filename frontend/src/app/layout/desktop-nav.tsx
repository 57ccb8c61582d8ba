import { HStack } from '@chakra-ui/react';
import { NavLinkItem } from '@/app/layout/nav-link-item';
import { visibleNavLinks } from '@/app/layout/nav-links';

interface DesktopNavProps {
  isAdmin: boolean;
}

export const DesktopNav = ({ isAdmin }: DesktopNavProps) => (
  <HStack as="nav" aria-label="Main" gap="1" hideBelow="md">
    {visibleNavLinks(isAdmin).map((link) => (
      <NavLinkItem key={link.path} link={link} layout="bar" />
    ))}
  </HStack>
);
