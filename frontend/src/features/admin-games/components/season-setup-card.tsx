import { Alert, Button, Card, HStack, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FALLBACK_WEEK } from '@shared/game';
import type { SeasonSetupState, SeasonSetupStep } from '@shared/schemas/season-setup';
import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdminCard } from '@/components/admin/admin-card';
import { StatusFact } from '@/components/admin/status-fact';
import { CheckIcon } from '@/components/icons/check-icon';
import { LoadError } from '@/components/load-error';
import { useSeasonSetup } from '@/features/admin-games/api/get-season-setup';
import { runSeasonSetupStep } from '@/features/admin-games/api/run-season-setup-step';
import {
  gamesLoaded,
  hasStarted,
  setUpText,
  setupDescription,
  stepText,
  stoppedText,
  weeksLoaded,
} from '@/features/admin-games/season-setup-progress';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { teamsKey } from '@/lib/api/get-teams';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';

interface Failure {
  step: SeasonSetupStep | null;
  message: string;
}

const sameStep = (a: SeasonSetupStep | null, b: SeasonSetupStep | null) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The season is there: one line, and a re-check that reads the table again. */
const SetUpLine = ({
  state,
  checking,
  onRecheck,
}: {
  state: SeasonSetupState;
  checking: boolean;
  onRecheck: () => void;
}) => {
  const textId = useId();
  return (
    <Card.Root as="section" aria-labelledby={textId} variant="outline" bg="bg" size="sm">
      <Card.Body px={{ base: '4', md: '5' }} py="3">
        <HStack justify="space-between" gap="3">
          <HStack gap="2" minW="0" align="flex-start">
            <CheckIcon color="fg.success" boxSize="4" mt="0.5" flexShrink="0" />
            <Text id={textId} fontSize="sm" fontWeight="medium">
              {setUpText(state)}
            </Text>
          </HStack>
          <Button size="xs" variant="ghost" onClick={onRecheck} loading={checking} flexShrink="0">
            Re-check
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};

const SetupFacts = ({ state }: { state: SeasonSetupState }) => (
  <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap={{ base: '3', md: '4' }}>
    <StatusFact label="Teams">
      <Text fontWeight="semibold">{state.teams > 0 ? `${state.teams} loaded` : 'Not loaded'}</Text>
    </StatusFact>
    <StatusFact label="Schedule">
      <Text fontWeight="semibold">
        {weeksLoaded(state)} of {state.weeks.length} weeks
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {gamesLoaded(state)} games
      </Text>
    </StatusFact>
    <StatusFact label="Current week">
      <Text fontWeight="semibold">
        {state.currentWeek === null ? 'Not set' : `Week ${state.currentWeek}`}
      </Text>
      {state.currentWeek === null && (
        <Text fontSize="sm" color="fg.muted">
          Players see Week {FALLBACK_WEEK} until it is set
        </Text>
      )}
    </StatusFact>
  </SimpleGrid>
);

/**
 * "Set up the season" on a fresh deployment: the teams, every week's schedule and the first current
 * week, one short server step at a time, so the page shows each week as it lands. The server judges
 * progress by what is stored, so a setup that stopped (an error, a closed tab) resumes where it stopped.
 */
export const SeasonSetupCard = () => {
  const { data, error, isValidating, mutate } = useSeasonSetup();
  const { mutate: mutateKey } = useSWRConfig();
  const refreshPoolData = useRefreshPoolData();
  const [running, setRunning] = useState<SeasonSetupStep | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const run = async (from: SeasonSetupState) => {
    setFailure(null);
    let next = from.next;
    let state = from;
    setRunning(next);
    try {
      while (next) {
        const result = await runSeasonSetupStep();
        state = result.state;
        await mutate(state, { revalidate: false });
        // A step always moves on or fails; never ask for the same step twice in a row.
        if (result.done === null || sameStep(state.next, next)) break;
        next = state.next;
        setRunning(next);
      }
      if (!state.next) reportAdminSuccess('Season set up', setUpText(state));
    } catch (failed) {
      if (isUnauthorizedError(failed)) reportAdminError(failed, 'Failed to set up the season');
      else setFailure({ step: next, message: serverMessage(failed, 'The server did not answer.') });
      void mutate();
    } finally {
      setRunning(null);
      void refreshPoolData();
      void mutateKey(teamsKey);
    }
  };

  if (error) return <LoadError what="the season setup" onRetry={() => void mutate()} />;
  if (!data) return <Skeleton height="20" />;
  if (!data.next && !running)
    return <SetUpLine state={data} checking={isValidating} onRecheck={() => void mutate()} />;

  const totalWeeks = data.weeks.length;
  const resume = failure !== null || hasStarted(data);
  return (
    <AdminCard title="Set Up the Season" description={setupDescription(data)}>
      <Progress.Root value={weeksLoaded(data)} max={totalWeeks} size="sm" colorPalette="brand">
        <Stack gap="1.5">
          <HStack justify="space-between" gap="2">
            <Progress.Label fontSize="sm" fontWeight="semibold">
              {weeksLoaded(data)} of {totalWeeks} weeks loaded
            </Progress.Label>
            {running && (
              <Text fontSize="sm" color="fg.muted" role="status">
                {stepText(running, totalWeeks)}…
              </Text>
            )}
          </HStack>
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Stack>
      </Progress.Root>
      <SetupFacts state={data} />
      {failure && (
        <Alert.Root status="error" variant="subtle" size="sm" borderRadius="l2" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{stoppedText(failure.step)}</Alert.Title>
            <Alert.Description wordBreak="break-word">{failure.message}</Alert.Description>
            <Alert.Description>
              Everything loaded before it is kept. Resume to continue from there.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button
        alignSelf={{ base: 'stretch', sm: 'flex-start' }}
        onClick={() => void run(data)}
        loading={running !== null}
        loadingText="Setting up..."
      >
        {resume ? 'Resume Setup' : 'Set Up the Season'}
      </Button>
    </AdminCard>
  );
};
