import type { GameRecord } from './game';

type WindowGame = Pick<GameRecord, 'startTime' | 'isCompleted' | 'status'>;

const HOUR_MS = 60 * 60 * 1000;

/** Postponed and canceled games are not played this week: they open no game window. */
const stillToPlay = (game: WindowGame): boolean =>
  !game.isCompleted && game.status !== 'final' && game.status !== 'postponed' && game.status !== 'canceled';

const hasKickedOff = (game: WindowGame, at: Date): boolean => Date.parse(game.startTime) <= at.getTime();

/**
 * Whether the games are in a game window at `at`: some game has kicked off and is not final, in any
 * week. Outside a window, the next kickoff of a game still to play (or null when none is left).
 */
export const gameWindow = (
  games: readonly WindowGame[],
  at: Date,
): { inWindow: boolean; nextKickoff: string | null } => {
  const open = games.filter(stillToPlay);
  const inWindow = open.some((game) => hasKickedOff(game, at));
  const upcoming = open
    .map((game) => Date.parse(game.startTime))
    .filter((kickoff) => kickoff > at.getTime())
    .sort((a, b) => a - b);
  const [next] = upcoming;
  return { inWindow, nextKickoff: next === undefined ? null : new Date(next).toISOString() };
};

/** A tick this close before the interval is up counts as due, so a schedule's jitter never skips a sync. */
const SYNC_DUE_SLACK_MS = 30_000;

/** When the next sync runs: in a window the last attempt plus the interval (or now), else the next kickoff. */
export const nextSyncTime = (
  window: { inWindow: boolean; nextKickoff: string | null },
  lastAttemptAt: string | null,
  intervalMinutes: number,
  at: Date,
): string | null => {
  if (!window.inWindow) return window.nextKickoff;
  if (!lastAttemptAt) return at.toISOString();
  const next = Date.parse(lastAttemptAt) + intervalMinutes * 60_000;
  return new Date(Math.max(next, at.getTime())).toISOString();
};

/** Whether a sync is due at `at` in a window: never tried, or the interval (less the slack) has passed. */
export const isSyncDue = (lastAttemptAt: string | null, intervalMinutes: number, at: Date): boolean =>
  !lastAttemptAt || Date.parse(lastAttemptAt) + intervalMinutes * 60_000 - SYNC_DUE_SLACK_MS <= at.getTime();

/** The weeks the game-day job syncs at `at`: every week with a game that has kicked off and is not final. */
export const weeksInPlay = (games: readonly (WindowGame & Pick<GameRecord, 'week'>)[], at: Date): number[] =>
  [
    ...new Set(games.filter((game) => stillToPlay(game) && hasKickedOff(game, at)).map((game) => game.week)),
  ].sort((a, b) => a - b);

/** A game still not final this long after kickoff is flagged to the admin: even a long overtime game is over in about 4 h. */
export const OVERDUE_AFTER_MS = 6 * HOUR_MS;

/** The games not final six hours after kickoff (postponed and canceled ones are not expected to be), by kickoff. */
export const overdueGames = <Game extends WindowGame>(games: readonly Game[], at: Date): Game[] =>
  games
    .filter((game) => stillToPlay(game) && Date.parse(game.startTime) + OVERDUE_AFTER_MS <= at.getTime())
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
