import { Icon, type IconProps } from '@chakra-ui/react';

export const LockIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7.5a4 4 0 0 1 8 0V11" strokeLinecap="round" />
    </svg>
  </Icon>
);
