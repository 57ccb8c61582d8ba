import { Badge } from '@chakra-ui/react';

export const AdminBadge = () => (
  <Badge colorPalette="red" variant="subtle">
    Admin
  </Badge>
);
