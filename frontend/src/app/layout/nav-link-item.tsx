import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { isActiveLink, type NavLink } from '@/app/layout/nav-links';

interface NavLinkItemProps {
  link: NavLink;
  /** Drawer links are full-width rows; top-bar links are pills. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

export const NavLinkItem = ({ link, layout, onNavigate }: NavLinkItemProps) => {
  const { pathname } = useLocation();
  const active = isActiveLink(link.path, pathname);
  return (
    <Link
      asChild
      aria-current={active ? 'page' : undefined}
      px={layout === 'bar' ? '3' : '4'}
      py={layout === 'bar' ? '2' : '3'}
      borderRadius="md"
      fontWeight={active ? 'semibold' : 'medium'}
      fontSize={layout === 'bar' ? 'sm' : 'md'}
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'brand.subtle' : 'transparent'}
      width={layout === 'drawer' ? 'full' : undefined}
      textDecoration="none"
      _hover={{
        bg: active ? 'brand.subtle' : 'bg.muted',
        color: active ? 'brand.fg' : 'fg',
        textDecoration: 'none',
      }}
    >
      <RouterLink to={link.path} onClick={onNavigate}>
        {link.label}
      </RouterLink>
    </Link>
  );
};
