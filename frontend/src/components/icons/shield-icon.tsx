import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const ShieldIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6l7-3z" />
    <path d="M9 12l2 2 4-4" />
  </LineIcon>
);
