import type { Game, GameRecord } from '@shared/game';
import { isLive, liveClockText } from '@shared/live-game';
import { pickOutcome } from '@shared/scoring';
import type { OutcomeLook } from '@/lib/pick-outcome';

/** How often a page reads its week again while one of its games is underway. */
export const LIVE_REFRESH_MS = 60_000;

/**
 * A kicked-off game without a live score yet (the provider has not called it in progress, or gave no
 * score) is waited on this long (a game lasts about 3 h 15 min): its first score then shows without a
 * reload, and a game nobody ever scores does not keep a page polling for days.
 */
const DUE_FOR_MS = 4 * 60 * 60_000;

type Timed = Pick<
  GameRecord,
  'startTime' | 'status' | 'isCompleted' | 'homeScore' | 'awayScore' | 'period' | 'clock'
>;

/** Live (in progress with a score), or kicked off by the pool clock within the last hours and not final. */
export const isUnderway = (game: Timed, nowMs: number): boolean => {
  if (isLive(game)) return true;
  if (
    game.isCompleted ||
    game.status === 'final' ||
    game.status === 'postponed' ||
    game.status === 'canceled'
  )
    return false;
  const sinceKickoff = nowMs - Date.parse(game.startTime);
  return sinceKickoff >= 0 && sinceKickoff < DUE_FOR_MS;
};

/** The refreshInterval of a week's reads: every minute while a game is underway, otherwise no polling. */
export const liveRefreshInterval = (games: readonly Timed[] | undefined, nowMs: number): number =>
  games?.some((game) => isUnderway(game, nowMs)) ? LIVE_REFRESH_MS : 0;

type Scored = Pick<
  Game,
  'homeScore' | 'awayScore' | 'status' | 'period' | 'clock' | 'isCompleted' | 'homeTeam' | 'awayTeam'
>;

/** "BUF 14 – KC 17" (away first, as the matchups read), or null unless the game is live. */
export const liveScoreText = (game: Scored): string | null =>
  isLive(game)
    ? `${game.awayTeam.abbreviation} ${game.awayScore} – ${game.homeTeam.abbreviation} ${game.homeScore}`
    : null;

/** "BUF 14 – KC 17 · Q3 4:12", or null unless the game is live. */
export const liveScoreLine = (game: Scored): string | null => {
  const score = liveScoreText(game);
  return score && `${score} · ${liveClockText(game)}`;
};

/** Where a pick stands against the line right now. */
export type LiveCover = 'covering' | 'not-covering' | 'push';

/** The live standing of a pick by the pool's scoring rule as if the game ended now; null unless live and picked. */
export const liveCover = (
  game: Scored & Pick<Game, 'homeTeamId' | 'awayTeamId' | 'spread'>,
  pickedTeamId: number | undefined,
): LiveCover | null => {
  if (pickedTeamId === undefined || !isLive(game)) return null;
  const outcome = pickOutcome({ ...game, isCompleted: true }, pickedTeamId);
  if (outcome === 'push') return 'push';
  return outcome === 'correct' ? 'covering' : 'not-covering';
};

/** Live standings in the colours of the graded outcomes they would become. */
export const coverLooks: Record<LiveCover, OutcomeLook> = {
  covering: { palette: 'green', label: 'Covering' },
  'not-covering': { palette: 'red', label: 'Not covering' },
  push: { palette: 'orange', label: 'Push' },
};
