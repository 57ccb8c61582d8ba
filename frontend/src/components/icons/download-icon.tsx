import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const DownloadIcon = (props: IconProps) => (
  <LineIcon lineWidth={2} {...props}>
    <path d="M12 4v11" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 20h14" />
  </LineIcon>
);
