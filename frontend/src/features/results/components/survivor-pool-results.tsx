import { Alert, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorResultsRow } from '@shared/schemas/survivor';
import { isWeekOver } from '@shared/survivor';
import { buildSurvivorGrid } from '@shared/survivor-grid';
import { lazy, type ReactNode, Suspense } from 'react';
import { DownloadCsvLink } from '@/components/download-csv-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { survivorResultsCsvUrl } from '@/features/results/api/csv-downloads';
import { SurvivorDistribution } from '@/features/results/components/survivor-distribution';
import { SurvivorGridTable } from '@/features/results/components/survivor-grid-table';
import { SurvivorLegend } from '@/features/results/components/survivor-legend';
import { SurvivorStats } from '@/features/results/components/survivor-stats';
import { TableSkeleton } from '@/features/results/components/table-skeleton';
import { fieldSummary } from '@/features/results/survivor-grid';
import { decidingWeek, poolEndLine } from '@/features/results/survivor-outcome';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useSurvivorResults } from '@/lib/api/survivor';
import type { CurrentUser } from '@/lib/user';

// The chart library is large: it loads only when a pool's results show.
const SurvivorFieldChart = lazy(() =>
  import('@/features/results/components/survivor-field-chart').then((module) => ({
    default: module.SurvivorFieldChart,
  })),
);

interface SurvivorPoolResultsViewProps {
  poolId: string;
  currentWeek: number;
  viewer: Pick<CurrentUser, 'id' | 'isAdmin'>;
  /** A season the pool played before: its pool read under it, every week shown, the pool over. */
  season?: number;
}

const SideCard = ({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) => (
  <Card.Root variant="outline" bg="bg" minW="0">
    <Card.Body gap="3" p={{ base: '3', md: '5' }}>
      <Stack gap="0.5">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {subtitle}
        </Text>
      </Stack>
      {children}
    </Card.Body>
  </Card.Root>
);

/** A line once the pool is over (or all but decided): who takes the prize, as the ledger pays it. */
const PoolEnd = ({
  rows,
  currentWeek,
  seasonOver,
}: {
  rows: SurvivorResultsRow[];
  currentWeek: number;
  seasonOver: boolean;
}) => {
  const games = useWeekGames(seasonOver ? null : decidingWeek(rows, currentWeek));
  if (!seasonOver && !games.data) return null;
  const line = poolEndLine(rows, currentWeek, seasonOver || isWeekOver(games.data ?? []));
  if (!line) return null;
  return (
    <Alert.Root status="success" variant="subtle" borderRadius="l3" role="status">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{line}</Alert.Title>
    </Alert.Root>
  );
};

/** One pool: its counts and prize pool, the week-by-week grid, how the field picked and how it shrank. */
export const SurvivorPoolResultsView = ({
  poolId,
  currentWeek,
  viewer,
  season,
}: SurvivorPoolResultsViewProps) => {
  const past = season !== undefined;
  const maxWeek = past ? undefined : currentWeek;
  // A past season's weeks are all played: no pick in them is hidden any more.
  const gridWeek = past ? Number.POSITIVE_INFINITY : currentWeek;
  const { data, error, mutate } = useSurvivorResults(poolId, maxWeek, season);
  if (error) return <LoadError what="the survivor results" onRetry={() => void mutate()} />;
  if (!data) {
    return (
      <Stack gap="3">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {['alive', 'eliminated', 'total', 'prize'].map((stat) => (
            <Skeleton key={stat} height="16" />
          ))}
        </SimpleGrid>
        <TableSkeleton />
      </Stack>
    );
  }

  const rows = buildSurvivorGrid({
    results: data,
    viewerId: viewer.id,
    viewerIsAdmin: viewer.isAdmin,
    currentWeek: gridWeek,
  });
  const summary = fieldSummary(data.stats);

  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <PoolEnd rows={data.rows} currentWeek={gridWeek} seasonOver={past} />
      <SurvivorStats results={data} />
      {rows.length === 0 ? (
        <EmptyMessage title="No entries yet">
          {data.pool.kind === 'week6'
            ? 'Entries show here once players register for this pool.'
            : 'Entries show here once players join this pool.'}
        </EmptyMessage>
      ) : data.weeks.length === 0 ? (
        <EmptyMessage title={`This pool starts in Week ${data.pool.startWeek}`}>
          Picks show here week by week once it starts.
        </EmptyMessage>
      ) : (
        <>
          <Stack gap="2">
            <Stack direction="row" justify="space-between" align="center" gap="2">
              <Text fontSize="sm" color="fg.muted">
                {past
                  ? `Every pick of the ${season} season.`
                  : "Others' picks show once each game kicks off."}
              </Text>
              <DownloadCsvLink href={survivorResultsCsvUrl(poolId, maxWeek, season)} />
            </Stack>
            <SurvivorGridTable poolName={data.pool.name} weeks={data.weeks} rows={rows} />
            <SurvivorLegend />
          </Stack>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', md: '5' }} alignItems="start">
            <SideCard title="How the field picked" subtitle="Alive entries' picks, once the games start.">
              <SurvivorDistribution distribution={data.distribution} />
            </SideCard>
            <SideCard title="The field" subtitle="Entries still alive after each week.">
              <Suspense fallback={<Skeleton height={{ base: '56', md: '64' }} />}>
                <SurvivorFieldChart field={data.field} total={data.stats.total} summary={summary} />
              </Suspense>
              <Text fontSize="sm" data-testid="survivor-field-summary">
                {summary}
              </Text>
            </SideCard>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
};
