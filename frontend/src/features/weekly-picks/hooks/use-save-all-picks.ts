import type { Game } from '@shared/game';
import type { PickInput } from '@shared/schemas/picks';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { mnfPredictionKey } from '@/features/weekly-picks/api/get-mnf-prediction';
import { saveMnfPrediction } from '@/features/weekly-picks/api/save-mnf-prediction';
import { saveWeeklyPicks, saveWeeklyPicksUrl } from '@/features/weekly-picks/api/save-weekly-picks';
import { type SaveOutcome, saveOutcome } from '@/features/weekly-picks/pick-rules';
import { refusalLines, saveReport } from '@/features/weekly-picks/refused-picks';
import { userWeeklyPicksKey } from '@/lib/api/get-user-weekly-picks';
import { isUnauthorizedError } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

export interface SaveAllInput {
  week: number;
  userId: string;
  /** The week's games as they stand at saving, to name the refused ones. */
  games: readonly Game[];
  picks: PickInput[];
  /** The MNF prediction to send, or null when the MNF game takes none. */
  mnf: { gameId: string; predictedTotal: number | null } | null;
}

interface SaveAllResult {
  outcome: SaveOutcome;
  /** The server's reason for each pick (or the MNF total) it refused, a line each. */
  refusals: string[];
}

/** Sends the picks batch and the MNF prediction in parallel, tolerating either failing. */
const saveAll = async ({ week, games, picks, mnf }: SaveAllInput): Promise<SaveAllResult | 'signed-out'> => {
  const [batch, prediction] = await Promise.allSettled([
    picks.length ? saveWeeklyPicks(picks) : Promise.resolve(null),
    mnf ? saveMnfPrediction({ gameId: mnf.gameId, week, predictedTotal: mnf.predictedTotal }) : null,
  ]);
  const failures = [batch, prediction].filter((result) => result.status === 'rejected');
  if (failures.some((failure) => isUnauthorizedError(failure.reason))) return 'signed-out';
  const savedPicks = batch.status === 'fulfilled' ? (batch.value?.savedCount ?? 0) : 0;
  const savedMnf = mnf && prediction.status === 'fulfilled' ? 1 : 0;
  return {
    outcome: saveOutcome(savedPicks + savedMnf, picks.length + (mnf ? 1 : 0)),
    refusals: refusalLines(batch, prediction, games),
  };
};

/** Save All Picks: send, tell the player how it went, then reload the saved picks and MNF total. */
export const useSaveAllPicks = () => {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation(
    saveWeeklyPicksUrl,
    async (_url: string, { arg }: { arg: SaveAllInput }) => {
      const result = await saveAll(arg);
      if (result === 'signed-out') {
        handleUnauthorized();
        return result;
      }
      await Promise.allSettled([
        mutate(userWeeklyPicksKey(arg.week, arg.userId)),
        mutate(mnfPredictionKey(arg.week)),
      ]);
      toaster.create(saveReport(result.outcome, result.refusals, arg.week));
      return result.outcome;
    },
  );
  return { saveAllPicks: trigger, isSaving: isMutating };
};
