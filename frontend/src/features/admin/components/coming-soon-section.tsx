import { Badge, List, Text } from '@chakra-ui/react';
import { AdminCard } from '@/features/admin/components/admin-card';

interface ComingSoonSectionProps {
  title: string;
  description: string;
  planned: readonly string[];
}

/** An admin section that a later release builds: what it will do, inside the real layout. */
export const ComingSoonSection = ({ title, description, planned }: ComingSoonSectionProps) => (
  <AdminCard
    title={title}
    description={description}
    aside={
      <Badge colorPalette="orange" variant="subtle" flexShrink="0">
        Coming soon
      </Badge>
    }
  >
    <Text fontSize="sm" fontWeight="semibold">
      Planned
    </Text>
    <List.Root fontSize="sm" color="fg.muted" ps="5" gap="1">
      {planned.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  </AdminCard>
);
