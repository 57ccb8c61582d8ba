import { Alert, Button, Field, List, NumberInput, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { NextSeasonResult } from '@shared/schemas/seasons';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { startNextSeason, useSeasonList } from '@/features/admin-games/api/start-next-season';
import { reportAdminError } from '@/lib/admin/admin-toasts';
import { ApiError, isUnauthorizedError, serverMessage } from '@/lib/api-errors';

const CARRIES_OVER = [
  'Players, usernames and sign-ins',
  'Pool settings and rules',
  'Home page content',
  'Auto-pick and live scores settings',
  'Week 6 pools (without entries)',
  'Squares price',
];

const STARTS_FRESH = [
  'Picks and standings, from Week 1',
  'A new survivor entry for every player',
  'Week 6 entries and squares names',
  "The money ledger and the audit log (the ended season's stay readable; its unpaid balances carry over)",
];

const Facts = ({ title, items }: { title: string; items: string[] }) => (
  <Stack gap="1.5">
    <Text fontSize="sm" fontWeight="semibold">
      {title}
    </Text>
    <List.Root fontSize="sm" color="fg.muted" ps="4" gap="0.5">
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  </Stack>
);

/**
 * "Start the next season": the year, what carries over and what starts fresh, a confirmation, and
 * the outcome. The server archives the season that ends, loads the year's schedule from the sports
 * data provider and enrols every player; the ended season stays readable under Results.
 */
export const NextSeasonCard = () => {
  const seasons = useSeasonList();
  const { mutate } = useSWRConfig();
  const [typed, setTyped] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{
    result?: NextSeasonResult;
    failure?: string;
    refused?: boolean;
  } | null>(null);

  if (seasons.error) return <LoadError what="the seasons" onRetry={() => void seasons.mutate()} />;
  if (!seasons.data) return <Skeleton height="40" />;
  const current = seasons.data.current;
  const value = typed ?? String(current + 1);
  const season = Number(value);
  const valid = Number.isInteger(season) && season > current && season <= 2100;

  const start = async () => {
    setRunning(true);
    setOutcome(null);
    try {
      const result = await startNextSeason(season);
      setOutcome({ result });
      setTyped(null);
      // Everything the app shows belongs to the new season now.
      await mutate(() => true);
    } catch (error) {
      if (isUnauthorizedError(error)) reportAdminError(error, 'Failed to start the next season');
      else
        setOutcome({
          failure: serverMessage(error, 'The server did not answer.'),
          refused: error instanceof ApiError && error.status === 409,
        });
    } finally {
      setRunning(false);
      setConfirming(false);
    }
  };

  return (
    <AdminCard
      title="Start the Next Season"
      description={`The pool plays the ${current} season. When it is over (every game final, or ended early above), start the next one here: ${current} is archived and stays readable under Results.`}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Facts title="Carries over" items={CARRIES_OVER} />
          <Facts title="Starts fresh" items={STARTS_FRESH} />
        </SimpleGrid>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
          <Field.Root invalid={value.trim() !== '' && !valid} flex="1" maxW={{ sm: '48' }}>
            <Field.Label fontSize="sm">Next season</Field.Label>
            <NumberInput.Root
              value={value}
              onValueChange={(details) => setTyped(details.value)}
              min={current + 1}
              max={2100}
              clampValueOnBlur={false}
              width="full"
            >
              <NumberInput.Control />
              <NumberInput.Input inputMode="numeric" />
            </NumberInput.Root>
            <Field.ErrorText>Choose a year after {current}</Field.ErrorText>
          </Field.Root>
          <Button onClick={() => setConfirming(true)} disabled={!valid} loading={running}>
            {valid ? `Start the ${season} Season` : 'Start the Season'}
          </Button>
        </Stack>
        {outcome?.result && (
          <Alert.Root status="success" variant="subtle" size="sm" borderRadius="l2" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The {outcome.result.season} season has started</Alert.Title>
              <Alert.Description>
                {outcome.result.games} games loaded, {outcome.result.enrolled} players enrolled in the
                survivor pool, Week 1 is the current week. The {outcome.result.previous} season is archived.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {outcome?.failure && (
          <Alert.Root status="error" variant="subtle" size="sm" borderRadius="l2" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>The {season} season was not started</Alert.Title>
              <Alert.Description wordBreak="break-word">{outcome.failure}</Alert.Description>
              <Alert.Description>
                {outcome.refused
                  ? `Nothing was changed: the pool still plays ${current}.`
                  : `The pool still plays ${current}. Anything loaded so far is kept: start again to finish.`}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Start the ${season} season?`}
        confirmLabel={`Start ${season}`}
        destructive
        pending={running}
        onConfirm={() => void start()}
        onClose={() => setConfirming(false)}
      >
        The {current} season ends for every player: its final standings, survivor results and weekly winners
        are archived, and everyone starts {season} at Week 1 with no picks and a new survivor entry. This
        cannot be undone.
      </ConfirmDialog>
    </AdminCard>
  );
};
