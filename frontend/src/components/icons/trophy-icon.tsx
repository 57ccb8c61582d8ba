import type { IconProps } from '@chakra-ui/react';
import { LineIcon } from '@/components/icons/icon';

export const TrophyIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 4h8v5a4 4 0 0 1-8 0V4z" />
    <path d="M16 5h3v1.5a3.5 3.5 0 0 1-3.5 3.5M8 5H5v1.5A3.5 3.5 0 0 0 8.5 10" />
    <path d="M12 13v4M9 20h6M10 17h4v3h-4z" />
  </LineIcon>
);
