import type { Game } from '@shared/game';
import { hasKickedOff } from '@shared/pick-lock';
import type { WeeklyPick } from '@shared/schemas/picks';
import { useCallback, useMemo, useState } from 'react';
import { useMnfPrediction } from '@/features/weekly-picks/api/get-mnf-prediction';
import {
  isEligible,
  mnfGameOf,
  pickProgress,
  type Selections,
  savedSelections,
  selectedTeam,
} from '@/features/weekly-picks/pick-rules';
import { usePickSplits } from '@/lib/api/get-pick-splits';
import { useSetting } from '@/lib/api/get-setting';
import { useUserWeeklyPicks } from '@/lib/api/get-user-weekly-picks';
import { useWeekGames } from '@/lib/api/get-week-games';
import { liveRefreshInterval } from '@/lib/live-score';
import { readMnfTotal, totalOf } from '@/lib/mnf-total';
import { serverNow } from '@/lib/server-clock';
import { useKickoffLocks } from '@/lib/use-kickoff-locks';

const noGames: Game[] = [];
const noPicks: WeeklyPick[] = [];

/**
 * Everything the picks page shows and edits: the week's games (each locked at its kickoff by the
 * server's clock), the saved picks and MNF total, and the player's local selections seeded from them.
 */
export const usePickSheet = (week: number, userId: string) => {
  const gamesRead = useWeekGames(week, { live: true });
  // While a game is live its pick is graded the moment it is final: read the picks along with the scores.
  const picksRead = useUserWeeklyPicks(week, userId, {
    refreshInterval: liveRefreshInterval(gamesRead.data, serverNow()),
  });
  const mnfRead = useMnfPrediction(week);
  const picksEnabled = useSetting('picks_enabled');
  const games = useKickoffLocks(gamesRead.data ?? noGames);
  const splitsRead = usePickSplits(games.some(hasKickedOff) ? week : null);

  const [edits, setEdits] = useState<Selections>({});
  const [mnfText, setMnfText] = useState<string | null>(null);

  const savedPicks = picksRead.data ?? noPicks;
  const saved = useMemo(() => savedSelections(savedPicks), [savedPicks]);
  const selected = useCallback((game: Game) => selectedTeam(game, edits, saved), [edits, saved]);
  const pick = useCallback((gameId: string, teamId: number) => {
    setEdits((current) => ({ ...current, [gameId]: teamId }));
  }, []);

  const mnfGame = mnfGameOf(games);
  const savedMnfTotal = mnfRead.data?.predictedTotal ?? null;
  const mnfInput = mnfText ?? (savedMnfTotal === null ? '' : String(savedMnfTotal));
  const mnfOpen = mnfGame !== null && isEligible(mnfGame);
  const mnfEntry = readMnfTotal(mnfInput);
  const mnfTotal = mnfOpen ? totalOf(mnfEntry) : savedMnfTotal;
  const mnfInvalid = mnfOpen && mnfEntry.kind === 'invalid';
  // A total the admin's move of the tiebreaker cleared, until the player enters one for the new game.
  const cleared = mnfRead.data?.predictedTotal === null ? mnfRead.data.cleared : undefined;
  const mnfCleared =
    cleared && cleared.gameId !== mnfGame?.id
      ? {
          predictedTotal: cleared.predictedTotal,
          game: games.find((game) => game.id === cleared.gameId) ?? null,
        }
      : null;

  const unsavedCount =
    games.filter(
      (game) => isEligible(game) && edits[game.id] !== undefined && edits[game.id] !== saved[game.id],
    ).length + (mnfOpen && mnfText !== null && mnfTotal !== savedMnfTotal ? 1 : 0);

  return {
    games,
    mnfGame,
    mnfInput,
    mnfTotal,
    mnfInvalid,
    mnfCleared,
    setMnfText,
    pick,
    selected,
    progress: pickProgress(games, selected),
    unsavedCount,
    picksEnabled: picksEnabled.value === 'true',
    outcomes: new Map(savedPicks.map((saved) => [saved.gameId, saved.outcome])),
    savedPicks: new Map(savedPicks.map((saved) => [saved.gameId, saved])),
    splits: new Map((splitsRead.data ?? []).map((split) => [split.gameId, split])),
    isLoading: gamesRead.isLoading || picksRead.isLoading || mnfRead.isLoading || picksEnabled.isLoading,
    error: gamesRead.error ?? picksRead.error ?? mnfRead.error ?? picksEnabled.error,
    retry: () => {
      void gamesRead.mutate();
      void picksRead.mutate();
      void mnfRead.mutate();
      void picksEnabled.mutate();
    },
  };
};

export type PickSheet = ReturnType<typeof usePickSheet>;
