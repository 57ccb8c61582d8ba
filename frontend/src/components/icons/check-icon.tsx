import { Icon, type IconProps } from '@chakra-ui/react';

export const CheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </Icon>
);
