import type { PickInput } from '@shared/schemas/picks';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { mnfPredictionKey } from '@/features/weekly-picks/api/get-mnf-prediction';
import { saveMnfPrediction } from '@/features/weekly-picks/api/save-mnf-prediction';
import { saveWeeklyPicks, saveWeeklyPicksUrl } from '@/features/weekly-picks/api/save-weekly-picks';
import { type SaveOutcome, saveOutcome } from '@/features/weekly-picks/pick-rules';
import { userWeeklyPicksKey } from '@/lib/api/get-user-weekly-picks';
import { isUnauthorizedError } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

export interface SaveAllInput {
  week: number;
  userId: string;
  picks: PickInput[];
  /** The MNF prediction to send, or null when the MNF game takes none. */
  mnf: { gameId: string; predictedTotal: number | null } | null;
}

/** Sends the picks batch and the MNF prediction in parallel, tolerating either failing. */
const saveAll = async ({ week, picks, mnf }: SaveAllInput): Promise<SaveOutcome | 'signed-out'> => {
  const [batch, prediction] = await Promise.allSettled([
    picks.length ? saveWeeklyPicks(picks) : Promise.resolve(null),
    mnf ? saveMnfPrediction({ gameId: mnf.gameId, week, predictedTotal: mnf.predictedTotal }) : null,
  ]);
  const failures = [batch, prediction].filter((result) => result.status === 'rejected');
  if (failures.some((failure) => isUnauthorizedError(failure.reason))) return 'signed-out';
  const savedPicks = batch.status === 'fulfilled' ? (batch.value?.savedCount ?? 0) : 0;
  const savedMnf = mnf && prediction.status === 'fulfilled' ? 1 : 0;
  return saveOutcome(savedPicks + savedMnf, picks.length + (mnf ? 1 : 0));
};

const announce = (outcome: SaveOutcome, week: number) => {
  if (outcome.kind === 'success') {
    toaster.create({ type: 'success', title: 'Picks Saved', description: `Your Week ${week} picks are in.` });
  } else if (outcome.kind === 'partial') {
    toaster.create({
      type: 'error',
      title: 'Partial Success',
      description: `${outcome.saved} of ${outcome.total} picks saved successfully`,
    });
  } else {
    toaster.create({ type: 'error', title: 'Error', description: 'Failed to save picks' });
  }
};

/** Save All Picks: send, tell the player how it went, then reload the saved picks and MNF total. */
export const useSaveAllPicks = () => {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation(
    saveWeeklyPicksUrl,
    async (_url: string, { arg }: { arg: SaveAllInput }) => {
      const outcome = await saveAll(arg);
      if (outcome === 'signed-out') {
        handleUnauthorized();
        return outcome;
      }
      await Promise.allSettled([
        mutate(userWeeklyPicksKey(arg.week, arg.userId)),
        mutate(mnfPredictionKey(arg.week)),
      ]);
      announce(outcome, arg.week);
      return outcome;
    },
  );
  return { saveAllPicks: trigger, isSaving: isMutating };
};
