import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { Square } from '@shared/squares';
import { useCallback, useMemo, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { useAssignSquares } from '@/features/admin-squares/api/assign-square';
import { SquareNameInput } from '@/features/admin-squares/components/square-name-input';
import {
  changedSquares,
  playerChoices,
  type SquareChange,
  type SquareEdits,
  savedNames,
  squareNameProblems,
  withoutSaved,
} from '@/features/admin-squares/squares-draft';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useAdminUsers } from '@/lib/admin/api/get-admin-users';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';

interface SquareNamesCardProps {
  squares: readonly Square[];
  onSaved: () => Promise<unknown>;
}

/** Some squares failed: say how many went through and why the first one did not. */
const reportPartialSave = (saved: number, total: number, failure: unknown) => {
  if (isUnauthorizedError(failure)) {
    reportAdminError(failure, 'Failed to save square names');
    return;
  }
  const reason = serverMessage(failure, '');
  toaster.create({
    type: 'error',
    title: 'Failed to save square names',
    description: [`Saved ${saved} of ${countOf(total, 'square')}.`, reason].filter(Boolean).join(' '),
  });
};

/** The 100 names of the grid, edited in place and saved together. */
export const SquareNamesCard = ({ squares, onSaved }: SquareNamesCardProps) => {
  const saved = useMemo(() => savedNames(squares), [squares]);
  const [edits, setEdits] = useState<SquareEdits>({});
  const { trigger, isMutating } = useAssignSquares();
  // The Users tab's own read: one GET /api/admin/users for the whole console.
  const { data: users } = useAdminUsers();
  const choices = useMemo(() => playerChoices(users ?? []), [users]);
  const names = useMemo(() => choices.map((choice) => choice.username), [choices]);
  const problems = squareNameProblems(edits, choices);
  const problemOf = new Map(problems.map(({ position }) => [position, `square-${position}-problem`]));
  const changes = changedSquares(saved, edits, choices);
  const changed = new Set(changes.map((change) => change.position));
  const edit = useCallback(
    (position: number, name: string) => setEdits((previous) => ({ ...previous, [position]: name })),
    [],
  );

  const saveAll = async () => {
    if (problems.length > 0) {
      toaster.create({
        type: 'error',
        title: 'Square names not saved',
        description: problems.map(({ position, problem }) => `Square ${position}: ${problem}.`).join('\n'),
      });
      return;
    }
    if (changes.length === 0) {
      toaster.create({ type: 'info', title: 'No Changes', description: 'No square names were changed.' });
      return;
    }
    const results = await trigger(changes);
    const done: SquareChange[] = changes.filter((_, index) => results[index]?.status === 'fulfilled');
    const failure = results.find((result) => result.status === 'rejected');
    if (done.length > 0) await onSaved();
    setEdits((previous) => withoutSaved(previous, done));
    if (failure) reportPartialSave(done.length, changes.length, failure.reason);
    else reportAdminSuccess('Square names saved', `Saved ${countOf(done.length, 'square')}`);
  };

  return (
    <AdminCard
      title="Square Names"
      description="Give a square to a player from the list (their username, however long), or type a name of up to 10 characters for someone outside the app; clear a square to open it again."
    >
      <Text hideFrom="lg" fontSize="xs" color="fg.muted" mb="-2">
        The grid scrolls sideways to reach all 10 columns.
      </Text>
      <Grid
        role="group"
        aria-label="Square names"
        templateColumns="repeat(10, minmax(5rem, 1fr))"
        gap="1.5"
        overflowX="auto"
        pb="1"
      >
        {saved.map((name, position) => (
          <SquareNameInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the square's grid position.
            key={position}
            position={position}
            value={edits[position] ?? name}
            changed={changed.has(position)}
            problemId={problemOf.get(position)}
            choices={names}
            disabled={isMutating}
            onEdit={edit}
          />
        ))}
      </Grid>
      <Stack gap="0.5" aria-live="polite" _empty={{ display: 'none' }}>
        {problems.map(({ position, problem }) => (
          <Text key={position} id={problemOf.get(position)} fontSize="sm" color="fg.error">
            Square {position}: {problem}
          </Text>
        ))}
      </Stack>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'center' }}
        justify="space-between"
        gap="2"
      >
        <Stack gap="0.5">
          <Text fontSize="sm" fontWeight="medium" aria-live="polite">
            {changes.length === 0 ? 'No unsaved changes' : countOf(changes.length, 'unsaved change')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            Squares are read-only for users; only admins assign them here.
          </Text>
        </Stack>
        <Button onClick={saveAll} loading={isMutating} loadingText="Saving...">
          Save All
        </Button>
      </Stack>
    </AdminCard>
  );
};
