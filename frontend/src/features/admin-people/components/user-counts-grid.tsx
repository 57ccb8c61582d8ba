import { SimpleGrid } from '@chakra-ui/react';
import { StatTile } from '@/components/stat-tile';
import type { UserCounts } from '@/lib/admin/user-search';

const labels: { key: keyof UserCounts; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'regular', label: 'Regular Users' },
  { key: 'filtered', label: 'Filtered' },
];

/** The four head counts of the Users tab; placeholders while the users load. */
export const UserCountsGrid = ({ counts }: { counts: UserCounts | null }) => (
  <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
    {labels.map(({ key, label }) => (
      <StatTile key={key} label={label} value={counts?.[key]} />
    ))}
  </SimpleGrid>
);
