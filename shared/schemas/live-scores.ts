import * as z from 'zod';

/** How often the game-day job syncs scores while a game is on, unless the admin sets otherwise. */
export const DEFAULT_LIVE_SYNC_MINUTES = 5;
export const LIVE_SYNC_MINUTES_MIN = 1;
export const LIVE_SYNC_MINUTES_MAX = 60;

/** PUT /api/admin/live-scores: switch the game-day job on or off and set its interval. */
export const liveScoresConfigBody = z
  .object({
    enabled: z.boolean({ error: 'enabled must be true or false' }),
    intervalMinutes: z
      .number({ error: 'intervalMinutes must be a number' })
      .int('intervalMinutes must be a whole number of minutes')
      .min(
        LIVE_SYNC_MINUTES_MIN,
        `intervalMinutes must be from ${LIVE_SYNC_MINUTES_MIN} to ${LIVE_SYNC_MINUTES_MAX}`,
      )
      .max(
        LIVE_SYNC_MINUTES_MAX,
        `intervalMinutes must be from ${LIVE_SYNC_MINUTES_MIN} to ${LIVE_SYNC_MINUTES_MAX}`,
      ),
  })
  .strict();
export type LiveScoresConfig = z.infer<typeof liveScoresConfigBody>;

/** What one sync did. */
export interface LiveSyncResult {
  at: string;
  /** The weeks it synced: every week with a game kicked off and not final. */
  weeks: number[];
  /** Games whose score or status changed. */
  gamesUpdated: number;
  /** Games that turned final in this sync (their week was graded). */
  gamesFinished: number;
}

/** GET /api/admin/live-scores (and the PUT's answer): the game-day job's state for the Data Sync tab. */
export interface LiveScoresStatus extends LiveScoresConfig {
  /** A game of any week has kicked off and is not final (or postponed/canceled). */
  inGameWindow: boolean;
  /** The last sync that reached the provider and stored what it said. */
  lastSync: LiveSyncResult | null;
  /** When the next sync will run: in a game window the last sync plus the interval, else the next kickoff; null when off or nothing is left to play this season. */
  nextSync: string | null;
  /** The last failure (provider timeout, 5xx, nonsense), until a sync succeeds. */
  lastError: { at: string; message: string } | null;
  /** Games still not final six hours after kickoff, by kickoff: the admin enters their scores. */
  overdueGames: OverdueGame[];
}

/** A game not final six hours after kickoff, as the admin's warning names it. */
export interface OverdueGame {
  id: string;
  week: number;
  startTime: string;
  /** Team abbreviations. */
  awayTeam: string;
  homeTeam: string;
}
