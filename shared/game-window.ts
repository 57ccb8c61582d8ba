import type { GameRecord } from './game';

type WindowGame = Pick<GameRecord, 'startTime' | 'isCompleted' | 'status'>;

/** Postponed and canceled games are not played this week: they open no game window. */
const stillToPlay = (game: WindowGame): boolean =>
  !game.isCompleted && game.status !== 'final' && game.status !== 'postponed' && game.status !== 'canceled';

/**
 * Whether a week is in a game window at `at`: some game has kicked off and is not final. Outside a
 * window, the next kickoff of a game still to play (or null when none is left).
 */
export const gameWindow = (
  games: readonly WindowGame[],
  at: Date,
): { inWindow: boolean; nextKickoff: string | null } => {
  const open = games.filter(stillToPlay);
  const inWindow = open.some((game) => Date.parse(game.startTime) <= at.getTime());
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
