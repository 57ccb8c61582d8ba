import { Card, Heading, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { DownloadCsvLink } from '@/components/download-csv-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { seasonStandingsCsvUrl } from '@/features/results/api/csv-downloads';
import { StandingsRow } from '@/features/results/components/standings-row';
import { TableSkeleton } from '@/features/results/components/table-skeleton';
import { prizeNote } from '@/features/results/prize-note';
import { useSeasonLeaderboard } from '@/lib/api/get-season-leaderboard';

// The chart library is large: it loads only when this tab opens.
const SeasonChart = lazy(() =>
  import('@/features/results/components/season-chart').then((module) => ({ default: module.SeasonChart })),
);

interface SeasonStandingsTabProps {
  viewerId: string;
}

/** The season's ranking with records and win rates, and the race week by week. */
export const SeasonStandingsTab = ({ viewerId }: SeasonStandingsTabProps) => {
  const { data, error, mutate } = useSeasonLeaderboard();
  if (error) return <LoadError what="the season standings" onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton />;
  if (data.length === 0) return <EmptyMessage title="No data available" />;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <Stack gap="2">
        <DownloadCsvLink href={seasonStandingsCsvUrl} />
        <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg">
          <Table.Root size="sm" aria-label="Season standings">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader width="12">Rank</Table.ColumnHeader>
                <Table.ColumnHeader>Player</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Record</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Win %</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((entry) => (
                <StandingsRow
                  key={entry.userId}
                  entry={entry}
                  viewerId={viewerId}
                  playerMaxWidth="32"
                  prize={prizeNote(entry, data)}
                >
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {entry.totalPicks > 0 ? `${entry.winPercentage.toFixed(1)}%` : '—'}
                  </Table.Cell>
                </StandingsRow>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
      <Card.Root variant="outline" bg="bg">
        <Card.Body gap="3" p={{ base: '3', md: '5' }}>
          <Stack gap="0.5">
            <Heading as="h2" size="md">
              The race
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Games behind the leader after each week: the leader runs along the top line.
            </Text>
          </Stack>
          <Suspense fallback={<Skeleton height={{ base: '80', md: '96' }} />}>
            <SeasonChart entries={data} viewerId={viewerId} />
          </Suspense>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
};
