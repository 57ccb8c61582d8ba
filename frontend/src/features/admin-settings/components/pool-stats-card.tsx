import { SimpleGrid } from '@chakra-ui/react';
import type { PoolStats } from '@shared/schemas/admin';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadError } from '@/components/load-error';
import { StatTile } from '@/components/stat-tile';
import { usePoolStats } from '@/features/admin-settings/api/get-pool-stats';

const stats: { key: keyof PoolStats; label: string }[] = [
  { key: 'weeklyPoolPlayers', label: 'Weekly pool players' },
  { key: 'standardSurvivors', label: 'Standard survivors' },
  { key: 'lateEntrySurvivors', label: 'Late-entry survivors' },
  { key: 'totalUsers', label: 'Total users' },
  { key: 'admins', label: 'Admins' },
  { key: 'gamesThisWeek', label: 'Games this week' },
  { key: 'picksThisWeek', label: 'Picks this week' },
];

/** Head counts of the pool, read live. */
export const PoolStatsCard = () => {
  const { data, error, mutate } = usePoolStats();

  return (
    <AdminCard title="Pool Statistics" description="Counted from the pool's data when this page opens.">
      {error ? (
        <LoadError what="the pool statistics" onRetry={() => void mutate()} />
      ) : (
        <SimpleGrid as="dl" columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
          {stats.map(({ key, label }) => (
            <StatTile key={key} label={label} value={data?.[key]} />
          ))}
        </SimpleGrid>
      )}
    </AdminCard>
  );
};
