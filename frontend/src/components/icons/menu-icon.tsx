import { Icon, type IconProps } from '@chakra-ui/react';

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </svg>
  </Icon>
);
