import { Alert, Badge, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LiveScoresStatus } from '@shared/schemas/live-scores';
import { AdminCard } from '@/components/admin/admin-card';
import { StatusFact } from '@/components/admin/status-fact';
import { LoadError } from '@/components/load-error';
import { useLiveScores } from '@/features/admin-games/api/get-live-scores';
import { LiveScoresSettings } from '@/features/admin-games/components/live-scores-settings';
import {
  gameWindowText,
  liveSyncOutcomeText,
  noNextSyncText,
  overdueFixText,
  overdueGameName,
} from '@/features/admin-games/live-scores-status';
import { formatKickoff } from '@/lib/format-kickoff';

/** The failed sync, until one succeeds: the job tries again at its next tick by itself. */
const LastError = ({ error }: { error: NonNullable<LiveScoresStatus['lastError']> }) => (
  <Alert.Root status="error" variant="subtle" size="sm" borderRadius="l2">
    <Alert.Indicator />
    <Alert.Content>
      <Alert.Title>Last sync failed: {formatKickoff(error.at)}</Alert.Title>
      <Alert.Description wordBreak="break-word">{error.message}</Alert.Description>
      <Alert.Description>No stored score was changed; the next sync tries again.</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);

/** Games the provider never called final: the job keeps asking, and the admin is told how to end them. */
const OverdueGames = ({ games }: { games: LiveScoresStatus['overdueGames'] }) => (
  <Alert.Root status="warning" variant="subtle" size="sm" borderRadius="l2">
    <Alert.Indicator />
    <Alert.Content gap="2">
      <Alert.Title>
        {games.length === 1 ? 'A game is' : `${games.length} games are`} not final 6 hours after kickoff
      </Alert.Title>
      <List.Root as="ul" ps="4" fontSize="sm">
        {games.map((game) => (
          <List.Item key={game.id}>
            <Text as="span" fontWeight="semibold">
              {overdueGameName(game)}
            </Text>
            : kicked off {formatKickoff(game.startTime)}
          </List.Item>
        ))}
      </List.Root>
      <Alert.Description>{overdueFixText(games)}</Alert.Description>
    </Alert.Content>
  </Alert.Root>
);

const LiveScoresFacts = ({ status }: { status: LiveScoresStatus }) => (
  <SimpleGrid as="dl" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }}>
    <StatusFact label="Right now">
      <Text fontWeight="semibold">{gameWindowText(status)}</Text>
    </StatusFact>
    <StatusFact label="Last sync">
      <Text fontWeight="semibold">{status.lastSync ? formatKickoff(status.lastSync.at) : 'Never'}</Text>
      {status.lastSync && (
        <Text fontSize="sm" color="fg.muted">
          {liveSyncOutcomeText(status.lastSync)}
        </Text>
      )}
    </StatusFact>
    <StatusFact label="Next sync">
      <Text fontWeight="semibold">
        {status.nextSync ? formatKickoff(status.nextSync) : noNextSyncText(status)}
      </Text>
    </StatusFact>
  </SimpleGrid>
);

/** The game-day job: its state (read every 30 s), its last error, its switch and interval. */
export const LiveScoresCard = () => {
  const { data, error, mutate } = useLiveScores({ poll: true });
  return (
    <AdminCard
      title="Live Scores"
      description="While any game is on, whatever the current week, scores sync from the sports data provider by themselves and each game is graded the moment it is final. Syncing and grading by hand below keep working."
      aside={
        data && (
          <Badge colorPalette={data.enabled ? 'green' : 'gray'} variant="subtle" flexShrink="0">
            {data.enabled ? 'Active' : 'Disabled'}
          </Badge>
        )
      }
    >
      {error ? (
        <LoadError what="the live scores status" onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton height="24" />
      ) : (
        <>
          {data.overdueGames.length > 0 && <OverdueGames games={data.overdueGames} />}
          {data.lastError && <LastError error={data.lastError} />}
          <LiveScoresFacts status={data} />
          <Stack borderTopWidth="1px" pt="4">
            <LiveScoresSettings
              status={data}
              onSaved={(saved) => void mutate(saved, { revalidate: false })}
            />
          </Stack>
        </>
      )}
    </AdminCard>
  );
};
