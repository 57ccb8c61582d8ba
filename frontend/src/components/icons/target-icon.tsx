import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const TargetIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="5" />
    <circle cx="12" cy="12" r="1.5" fill="currentColor" />
  </LineIcon>
);
