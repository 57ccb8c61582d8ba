import { Icon, type IconProps } from '@chakra-ui/react';

export const CrossIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  </Icon>
);
