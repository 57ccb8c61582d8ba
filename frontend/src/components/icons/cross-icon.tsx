import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const CrossIcon = (props: IconProps) => (
  <LineIcon lineWidth={2.5} roundLines={false} {...props}>
    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
  </LineIcon>
);
