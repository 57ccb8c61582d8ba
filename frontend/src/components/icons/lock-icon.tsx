import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const LockIcon = (props: IconProps) => (
  <LineIcon lineWidth={2} roundLines={false} {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7.5a4 4 0 0 1 8 0V11" strokeLinecap="round" />
  </LineIcon>
);
