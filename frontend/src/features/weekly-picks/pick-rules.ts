import type { Game } from '@shared/game';
import type { PickInput, WeeklyPick } from '@shared/schemas/picks';

/** The team picked in each game: game id → team id. */
export type Selections = Readonly<Record<string, number>>;

/** A game still takes picks when the server gives it no lock reason. */
export const isEligible = (game: Pick<Game, 'lockReason'>): boolean => game.lockReason === null;

export const savedSelections = (picks: readonly WeeklyPick[]): Selections =>
  Object.fromEntries(picks.map((pick) => [pick.gameId, pick.pickedTeamId]));

/** What the player sees selected: their edit while the game is open, else the saved pick. */
export const selectedTeam = (game: Game, edits: Selections, saved: Selections): number | undefined =>
  (isEligible(game) ? edits[game.id] : undefined) ?? saved[game.id];

/** The week's tiebreaker game, if the server flagged one. */
export const mnfGameOf = (games: readonly Game[]): Game | null =>
  games.find((game) => game.isMnfTiebreaker) ?? null;

export interface PickProgress {
  /** Games still taking picks. */
  eligible: number;
  /** Eligible games with a selection. */
  picked: number;
  /** Eligible games without one. */
  remaining: number;
  /** All the week's games with a pick, open or locked. */
  made: number;
  total: number;
}

export const pickProgress = (games: readonly Game[], selected: (game: Game) => number | undefined) => {
  const open = games.filter(isEligible);
  const picked = open.filter((game) => selected(game) !== undefined).length;
  return {
    eligible: open.length,
    picked,
    remaining: open.length - picked,
    made: games.filter((game) => selected(game) !== undefined).length,
    total: games.length,
  } satisfies PickProgress;
};

export interface SaveCheck {
  picksEnabled: boolean;
  games: readonly Game[];
  selected: (game: Game) => number | undefined;
  mnfTotal: number | null;
}

/**
 * Spec section 5: saving needs picks enabled, a pick in every eligible game, and the MNF total
 * while the MNF game is still eligible (0 counts as entered).
 */
export const canSavePicks = ({ picksEnabled, games, selected, mnfTotal }: SaveCheck): boolean => {
  if (!picksEnabled) return false;
  if (games.some((game) => isEligible(game) && selected(game) === undefined)) return false;
  const mnfGame = mnfGameOf(games);
  return !(mnfGame && isEligible(mnfGame) && mnfTotal === null);
};

/** The batch to send: the eligible games' picks only (locked games would be refused anyway). */
export const picksToSave = (
  games: readonly Game[],
  selected: (game: Game) => number | undefined,
  week: number,
): PickInput[] =>
  games.flatMap((game) => {
    const pickedTeamId = isEligible(game) ? selected(game) : undefined;
    return pickedTeamId === undefined ? [] : [{ gameId: game.id, pickedTeamId, week }];
  });

export type SaveOutcome =
  | { kind: 'success'; saved: number; total: number }
  | { kind: 'partial'; saved: number; total: number }
  | { kind: 'failure'; saved: 0; total: number };

/** Full success, partial success or failure, counting the MNF prediction as one pick. */
export const saveOutcome = (saved: number, total: number): SaveOutcome => {
  if (saved <= 0) return { kind: 'failure', saved: 0, total };
  return saved >= total ? { kind: 'success', saved, total } : { kind: 'partial', saved, total };
};
