import type { Game } from '@shared/game';
import type { PickInput } from '@shared/schemas/picks';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { mnfPredictionKey } from '@/features/weekly-picks/api/get-mnf-prediction';
import { saveMnfPrediction } from '@/features/weekly-picks/api/save-mnf-prediction';
import { saveWeeklyPicks, saveWeeklyPicksUrl } from '@/features/weekly-picks/api/save-weekly-picks';
import type { SurvivorPickToSave } from '@/features/weekly-picks/hooks/use-survivor-picks';
import { type SaveOutcome, saveOutcome } from '@/features/weekly-picks/pick-rules';
import { refusalLines, saveReport } from '@/features/weekly-picks/refused-picks';
import { userWeeklyPicksKey } from '@/lib/api/get-user-weekly-picks';
import { mySurvivorEntryKey, saveSurvivorPick, saveWeek6Pick, week6EntriesKey } from '@/lib/api/survivor';
import { isOfflineError, isUnauthorizedError, OfflineError, serverMessage } from '@/lib/api-errors';
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
  /** Survivor and Week 6 picks chosen on the page, each with the name its card shows. */
  survivor: SurvivorPickToSave[];
}

interface SaveAllResult {
  outcome: SaveOutcome;
  /** The server's reason for each pick (or the MNF total) it refused, a line each. */
  refusals: string[];
}

const sendSurvivorPick = ({ route, entryId, pickedTeamId, week }: SurvivorPickToSave) =>
  (route === 'week6' ? saveWeek6Pick : saveSurvivorPick)({ entryId, pickedTeamId, week });

/** Sends the picks batch, the MNF prediction and each survivor pick in parallel, tolerating any failing. */
const saveAll = async ({
  week,
  games,
  picks,
  mnf,
  survivor,
}: SaveAllInput): Promise<SaveAllResult | 'signed-out' | 'offline'> => {
  const [[batch, prediction], survivorResults] = await Promise.all([
    Promise.allSettled([
      picks.length ? saveWeeklyPicks(picks) : Promise.resolve(null),
      mnf ? saveMnfPrediction({ gameId: mnf.gameId, week, predictedTotal: mnf.predictedTotal }) : null,
    ]),
    Promise.allSettled(survivor.map(sendSurvivorPick)),
  ]);
  const failures = [batch, prediction, ...survivorResults].filter((result) => result.status === 'rejected');
  if (failures.some((failure) => isUnauthorizedError(failure.reason))) return 'signed-out';
  if (failures.some((failure) => isOfflineError(failure.reason))) return 'offline';
  const savedPicks = batch.status === 'fulfilled' ? (batch.value?.savedCount ?? 0) : 0;
  const savedMnf = mnf && prediction.status === 'fulfilled' ? 1 : 0;
  const savedSurvivor = survivorResults.filter((result) => result.status === 'fulfilled').length;
  const survivorRefusals = survivorResults.flatMap((result, index) =>
    result.status === 'rejected'
      ? [`${survivor[index]?.name}: ${serverMessage(result.reason, 'the pick could not be sent')}`]
      : [],
  );
  return {
    outcome: saveOutcome(
      savedPicks + savedMnf + savedSurvivor,
      picks.length + (mnf ? 1 : 0) + survivor.length,
    ),
    refusals: [...refusalLines(batch, prediction, games), ...survivorRefusals],
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
      if (result === 'offline') {
        toaster.create({ type: 'error', title: 'Not saved', description: new OfflineError().message });
        return result;
      }
      await Promise.allSettled([
        mutate(userWeeklyPicksKey(arg.week, arg.userId)),
        mutate(mnfPredictionKey(arg.week)),
        ...(arg.survivor.length ? [mutate(mySurvivorEntryKey), mutate(week6EntriesKey)] : []),
      ]);
      toaster.create(saveReport(result.outcome, result.refusals, arg.week));
      return result.outcome;
    },
  );
  return { saveAllPicks: trigger, isSaving: isMutating };
};
