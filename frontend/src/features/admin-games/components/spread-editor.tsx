import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { isLineFrozen, type LineFreeze } from '@shared/line-freeze';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteGame } from '@/features/admin-games/api/delete-game';
import { useUpdateSpreads } from '@/features/admin-games/api/update-spreads';
import { SpreadRow } from '@/features/admin-games/components/spread-row';
import { draftFromSpread, type SpreadDraft, spreadEdits } from '@/features/admin-games/spread-draft';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { isUnauthorizedError } from '@/lib/api-errors';
import { formatKickoff } from '@/lib/format-kickoff';
import { serverNow } from '@/lib/server-clock';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

interface SpreadEditorProps {
  week: number;
  games: readonly Game[];
  /** The pool's rule for when lines freeze (undefined while it loads: then only kickoffs lock). */
  lineFreeze: LineFreeze | undefined;
  /** The week select, shown in the toolbar that stays in view while the list scrolls. */
  weekPicker: ReactNode;
}

/** Below the app's sticky header (its height: 48px row, 2 x 8px padding, 1px border). */
const belowAppHeader = '65px';

/** The rows of Game Management with their unsaved edits; keyed by week, so a new week starts clean. */
export const SpreadEditor = ({ week, games, lineFreeze, weekPicker }: SpreadEditorProps) => {
  const [drafts, setDrafts] = useState<Record<string, SpreadDraft>>({});
  const [doomed, setDoomed] = useState<Game | null>(null);
  const updates = useUpdateSpreads();
  const deletion = useDeleteGame();
  const refreshPoolData = useRefreshPoolData();
  const edits = spreadEdits(games, drafts);
  const changedIds = new Set(edits.changes.map((change) => change.gameId));

  const updateAll = async () => {
    if (edits.invalid.length > 0) {
      toaster.create({
        type: 'error',
        title: 'Check the spreads',
        description: 'Spread points are positive numbers in steps of 0.5, up to 50.',
      });
      return;
    }
    if (edits.changes.length === 0) {
      toaster.create({
        type: 'info',
        title: 'No Changes',
        description: 'No spread changes detected to update.',
      });
      return;
    }
    const results = await updates.trigger(edits.changes);
    const failures = results.flatMap((result) =>
      result.status === 'rejected' ? [result.reason as unknown] : [],
    );
    if (failures.some(isUnauthorizedError)) {
      handleUnauthorized();
      return;
    }
    await refreshPoolData();
    const saved = new Set(
      edits.changes
        .filter((_, index) => results[index]?.status === 'fulfilled')
        .map((change) => change.gameId),
    );
    setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([id]) => !saved.has(id))));
    if (failures.length === edits.changes.length) reportAdminError(failures[0], 'Failed to update spread');
    else if (failures.length > 0) {
      toaster.create({
        type: 'error',
        title: `${saved.size} of ${edits.changes.length} spreads updated`,
        description: 'Failed to update some spreads. Please try again.',
      });
    } else {
      reportAdminSuccess('Spreads updated', `Updated ${countOf(saved.size, 'spread')} for Week ${week}.`);
    }
  };

  const confirmDelete = async () => {
    if (!doomed) return;
    try {
      await deletion.trigger(doomed.id);
    } catch (error) {
      reportAdminError(error, 'Failed to delete game');
      setDoomed(null);
      return;
    }
    await refreshPoolData();
    reportAdminSuccess(
      'Game deleted',
      `${doomed.awayTeam.abbreviation} @ ${doomed.homeTeam.abbreviation} was removed.`,
    );
    setDoomed(null);
  };

  return (
    <Stack gap="3">
      <HStack
        align="flex-end"
        justify="space-between"
        gap="3"
        position="sticky"
        top={belowAppHeader}
        zIndex="1"
        bg="bg"
        py="2"
        mt="-2"
        borderBottomWidth="1px"
      >
        <Box flex={{ base: '1', sm: 'none' }} minW="0">
          {weekPicker}
        </Box>
        <HStack gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite" hideBelow="sm">
            {edits.changes.length === 0
              ? 'No unsaved changes'
              : `${countOf(edits.changes.length, 'spread')} changed`}
          </Text>
          <Button onClick={updateAll} loading={updates.isMutating} loadingText="Updating...">
            Update All Spreads
          </Button>
        </HStack>
      </HStack>
      <Stack gap="2">
        {games.map((game) => (
          <SpreadRow
            key={game.id}
            game={game}
            draft={drafts[game.id] ?? draftFromSpread(game.spread)}
            changed={changedIds.has(game.id)}
            lineFrozen={
              lineFreeze !== undefined && isLineFrozen(game, games, lineFreeze, new Date(serverNow()))
            }
            onChange={(draft) => setDrafts((previous) => ({ ...previous, [game.id]: draft }))}
            onDelete={() => setDoomed(game)}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={doomed !== null}
        title="Delete this game?"
        confirmLabel="Delete Game"
        destructive
        pending={deletion.isMutating}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      >
        {doomed &&
          `${doomed.awayTeam.displayName} at ${doomed.homeTeam.displayName} (${formatKickoff(doomed.startTime)}) will be removed from Week ${week} and its standings re-graded without it. This cannot be undone.`}
      </ConfirmDialog>
    </Stack>
  );
};
