import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const CheckIcon = (props: IconProps) => (
  <LineIcon lineWidth={2.5} roundLines={false} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
  </LineIcon>
);
