import { Button, Dialog, Field, Input, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { easternMomentText } from '@shared/eastern-time';
import type { SeasonEndState } from '@shared/schemas/seasons';
import { undecidedLines } from '@shared/season-end';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdminCard } from '@/components/admin/admin-card';
import { DialogFrame } from '@/components/dialog-frame';
import { LoadError } from '@/components/load-error';
import { endSeasonEarly, useSeasonEnd } from '@/features/admin-games/api/end-season-early';
import { reportAdminError } from '@/lib/admin/admin-toasts';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';

const Undecided = ({ lines }: { lines: string[] }) => (
  <List.Root fontSize="sm" ps="4" gap="0.5">
    {lines.map((line) => (
      <List.Item key={line}>{line}</List.Item>
    ))}
  </List.Root>
);

interface EndSeasonDialogProps {
  state: SeasonEndState | null;
  onClose: () => void;
  onEnded: () => Promise<void>;
}

/** The list of what stays undecided, and the season's year typed to confirm. */
const EndSeasonDialog = ({ state, onClose, onEnded }: EndSeasonDialogProps) => {
  const [typed, setTyped] = useState('');
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const season = state?.season ?? 0;
  const confirmed = typed.trim() === String(season);

  const close = () => {
    setTyped('');
    setFailure(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || running) return;
    setRunning(true);
    setFailure(null);
    try {
      await endSeasonEarly(Number(typed.trim()));
      await onEnded();
      close();
    } catch (error) {
      if (isUnauthorizedError(error)) reportAdminError(error, 'Failed to end the season');
      else setFailure(serverMessage(error, 'The server did not answer.'));
    } finally {
      setRunning(false);
    }
  };

  return (
    <DialogFrame role="alertdialog" open={state !== null} onClose={close} pending={running}>
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>End the {season} season now?</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              The {season} season ends before its last game. These results are never decided:
            </Text>
            {state && <Undecided lines={undecidedLines(state.undecided)} />}
            <Text fontSize="sm" color="fg.muted">
              The standings and survivor pools are archived as they stand now, and the next season may start.
              This cannot be undone.
            </Text>
            <Field.Root invalid={failure !== null}>
              <Field.Label>Type {season} to confirm</Field.Label>
              <Input
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                inputMode="numeric"
                autoComplete="off"
                autoFocus
              />
              <Field.ErrorText>{failure}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={running}>
            Cancel
          </Button>
          <Button type="submit" colorPalette="red" disabled={!confirmed} loading={running}>
            End {season}
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
};

/**
 * "End the season now": for a season that cannot be played out. It lists what stays undecided and
 * asks for the year typed; once ended (or once every game is final) the next season may start.
 */
export const EndSeasonCard = () => {
  const seasonEnd = useSeasonEnd();
  const { mutate } = useSWRConfig();
  const [asking, setAsking] = useState(false);

  if (seasonEnd.error) return <LoadError what="the season's end" onRetry={() => void seasonEnd.mutate()} />;
  if (!seasonEnd.data) return <Skeleton height="32" />;
  const state = seasonEnd.data;
  const { season, endedEarly } = state;

  const description = endedEarly
    ? `The ${season} season was ended early (${easternMomentText(new Date(endedEarly.endedAt))}). Start the next season when it is ready.`
    : state.over
      ? `Every game of the ${season} season is final: it is over. Start the next season below.`
      : `Only for a season that cannot be played out: the next season starts once every game of ${season} is final, or once ${season} is ended here.`;

  return (
    <AdminCard title="End the Season Now" description={description}>
      {!state.over && (
        <Stack gap="3">
          <Text fontSize="sm" fontWeight="semibold">
            {endedEarly ? 'Left undecided' : 'What stays undecided'}
          </Text>
          <Undecided lines={undecidedLines(state.undecided)} />
          {!endedEarly && (
            <Button
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              colorPalette="red"
              variant="outline"
              onClick={() => setAsking(true)}
            >
              End the {season} Season Now
            </Button>
          )}
        </Stack>
      )}
      <EndSeasonDialog
        state={asking ? state : null}
        onClose={() => setAsking(false)}
        onEnded={async () => {
          await mutate(() => true);
        }}
      />
    </AdminCard>
  );
};
