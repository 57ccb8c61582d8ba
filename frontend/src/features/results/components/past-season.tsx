import { Alert, Badge, Card, Heading, HStack, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { SeasonArchive } from '@shared/schemas/seasons';
import { undecidedLines } from '@shared/season-end';
import type { ReactNode } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { useSeasonArchive } from '@/features/results/api/get-seasons';
import { PlayerName } from '@/features/results/components/player-name';
import { RankBadge } from '@/features/results/components/rank-badge';
import { TableSkeleton } from '@/features/results/components/table-skeleton';
import { archivedRecord, survivorCountText, survivorOutcomeText } from '@/features/results/season-archive';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack as="section" gap="2" aria-label={title}>
    <Heading as="h2" size="md">
      {title}
    </Heading>
    {children}
  </Stack>
);

/** A table of the archive, or a plain line when the season had no graded week. */
const ArchiveTable = ({
  label,
  rows,
  header,
  children,
}: {
  label: string;
  rows: number;
  header: ReactNode;
  children: ReactNode;
}) =>
  rows === 0 ? (
    <EmptyMessage title="No graded weeks that season" />
  ) : (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="bg.subtle">{header}</Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );

const FinalStandings = ({ archive, viewerId }: { archive: SeasonArchive; viewerId: string }) => (
  <ArchiveTable
    label={`${archive.season} final standings`}
    rows={archive.standings.length}
    header={
      <>
        <Table.ColumnHeader width="12">Rank</Table.ColumnHeader>
        <Table.ColumnHeader>Player</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Correct</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Record</Table.ColumnHeader>
      </>
    }
  >
    {archive.standings.map((row) => {
      const mine = row.userId === viewerId;
      return (
        <Table.Row key={row.userId} bg={mine ? 'brand.subtle' : 'bg'}>
          <Table.Cell>
            <RankBadge rank={row.rank} />
          </Table.Cell>
          <Table.Cell maxW={{ base: '36', md: 'none' }}>
            <PlayerName name={row.name} fontWeight={mine ? 'bold' : 'medium'} />
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {row.correctPicks}
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
            {archivedRecord(row)}
          </Table.Cell>
        </Table.Row>
      );
    })}
  </ArchiveTable>
);

/** A season the admin ended before its last game says so first, with what it never decided. */
const EndedEarly = ({ archive }: { archive: SeasonArchive }) =>
  archive.endedEarly ? (
    <Alert.Root status="info" variant="subtle" borderRadius="l3" role="note">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The {archive.season} season was ended early, before its last game</Alert.Title>
        <List.Root fontSize="sm" ps="4" mt="1" gap="0.5">
          {undecidedLines(archive.endedEarly.undecided).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  ) : null;

const undecidedPool = (archive: SeasonArchive, poolId: string): boolean =>
  archive.endedEarly?.undecided.survivorPools.some((pool) => pool.poolId === poolId) ?? false;

const SurvivorResults = ({ archive }: { archive: SeasonArchive }) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
    {archive.survivorPools.map((pool) => (
      <Card.Root key={pool.poolId} variant="outline" bg="bg" size="sm">
        <Card.Body gap="1.5">
          <HStack justify="space-between" align="flex-start" gap="2">
            <Heading as="h3" size="sm" overflowWrap="anywhere">
              {pool.name}
            </Heading>
            <Badge variant="subtle" flexShrink="0">
              {survivorCountText(pool)}
            </Badge>
          </HStack>
          <Text fontSize="sm" overflowWrap="anywhere">
            {survivorOutcomeText(pool, undecidedPool(archive, pool.poolId))}
          </Text>
        </Card.Body>
      </Card.Root>
    ))}
  </SimpleGrid>
);

const WeekWinners = ({ archive }: { archive: SeasonArchive }) => (
  <ArchiveTable
    label={`${archive.season} weekly winners`}
    rows={archive.weekWinners.length}
    header={
      <>
        <Table.ColumnHeader width="20">Week</Table.ColumnHeader>
        <Table.ColumnHeader>Winner</Table.ColumnHeader>
        <Table.ColumnHeader textAlign="end">Correct</Table.ColumnHeader>
      </>
    }
  >
    {archive.weekWinners.map((winner) => (
      <Table.Row key={winner.week} bg="bg">
        <Table.Cell>Week {winner.week}</Table.Cell>
        <Table.Cell>
          <PlayerName name={winner.name} />
        </Table.Cell>
        <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
          {winner.correctPicks}
        </Table.Cell>
      </Table.Row>
    ))}
  </ArchiveTable>
);

/** A season that ended, from its archive (one read): final standings, survivor pools, weekly winners. */
export const PastSeason = ({ season, viewerId }: { season: number; viewerId: string }) => {
  const { data, error, mutate } = useSeasonArchive(season);
  if (error) return <LoadError what={`the ${season} season`} onRetry={() => void mutate()} />;
  if (!data) return <TableSkeleton />;
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <EndedEarly archive={data} />
      <Section title="Final standings">
        <FinalStandings archive={data} viewerId={viewerId} />
      </Section>
      <Section title="Survivor">
        <SurvivorResults archive={data} />
      </Section>
      <Section title="Weekly winners">
        <WeekWinners archive={data} />
      </Section>
    </Stack>
  );
};
