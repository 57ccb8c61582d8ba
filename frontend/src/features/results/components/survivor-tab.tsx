import { Field, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorPool } from '@shared/schemas/survivor';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SurvivorPoolResultsView } from '@/features/results/components/survivor-pool-results';
import { defaultPoolId } from '@/features/results/survivor-grid';
import { useCurrentWeek } from '@/lib/api/get-current-week';
import { useMySurvivorEntry, useSurvivorPools, useWeek6Entries } from '@/lib/api/survivor';
import { useCurrentUser } from '@/lib/auth';

interface PoolPickerProps {
  pools: SurvivorPool[];
  value: string;
  onChange: (poolId: string) => void;
}

const PoolPicker = ({ pools, value, onChange }: PoolPickerProps) => {
  const chosen = pools.find((pool) => pool.id === value);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2">
      <Field.Root width="auto">
        <Field.Label srOnly>Survivor pool</Field.Label>
        <NativeSelect.Root width={{ base: 'full', sm: '64' }}>
          <NativeSelect.Field
            value={value}
            onChange={(event) => onChange(event.target.value)}
            bg="bg"
            fontWeight="semibold"
          >
            {pools.map((pool) => (
              <option key={pool.id} value={pool.id}>
                {pool.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {chosen?.description && (
        <Text fontSize="sm" color="fg.muted" textAlign={{ sm: 'end' }}>
          {chosen.description}
        </Text>
      )}
    </Stack>
  );
};

/**
 * The survivor pools' results: the standard pool, the late-entry group and each Week 6 pool, one at
 * a time, opening on the pool the viewer plays; those of a season played before with `season`.
 */
export const SurvivorTab = ({ season }: { season?: number }) => {
  const { user } = useCurrentUser();
  const { week: currentWeek } = useCurrentWeek();
  const pools = useSurvivorPools(season);
  const mine = useMySurvivorEntry();
  const week6 = useWeek6Entries();
  const [selected, setSelected] = useState<string | null>(null);

  if (pools.error) return <LoadError what="the survivor pools" onRetry={() => void pools.mutate()} />;
  const ownLoading = (!mine.data && !mine.error) || (!week6.data && !week6.error);
  if (!user || !pools.data || currentWeek === null || ownLoading) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Loading survivor pools">
        <Skeleton height="10" width={{ base: 'full', sm: '64' }} />
        <Skeleton height="20" />
        <Skeleton height="64" />
      </Stack>
    );
  }
  const ownEntries = week6.data ?? [];
  const poolId =
    selected ??
    defaultPoolId(pools.data, [mine.data?.entry?.poolId, ...ownEntries.map((entry) => entry.poolId)]);
  if (!poolId) return <EmptyMessage title="No survivor pools yet" />;

  return (
    <Stack gap={{ base: '3', md: '4' }}>
      <PoolPicker pools={pools.data} value={poolId} onChange={setSelected} />
      <SurvivorPoolResultsView
        key={poolId}
        poolId={poolId}
        currentWeek={currentWeek}
        viewer={user}
        season={season}
      />
    </Stack>
  );
};
