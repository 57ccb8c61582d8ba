import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const MenuIcon = (props: IconProps) => (
  <LineIcon lineWidth={2} roundLines={false} {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
  </LineIcon>
);
