import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { PoolStats } from '@shared/schemas/admin';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadError } from '@/components/load-error';
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
            <Box key={key} borderWidth="1px" borderRadius="l2" px="3" py="2.5" bg="bg.subtle">
              <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
                {label}
              </Text>
              <Text
                as="dd"
                fontSize="2xl"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                lineHeight="short"
              >
                {data ? data[key] : <Skeleton as="span" display="inline-block" height="6" width="8" />}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
    </AdminCard>
  );
};
