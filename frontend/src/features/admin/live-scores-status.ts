import type { SystemCheck } from '@shared/schemas/admin';
import {
  LIVE_SYNC_MINUTES_MAX,
  LIVE_SYNC_MINUTES_MIN,
  type LiveScoresStatus,
  type LiveSyncResult,
} from '@shared/schemas/live-scores';
import { countOf } from '@/features/admin/admin-toasts';

/** "Week 15: 3 games updated, 1 finished and graded". */
export const liveSyncOutcomeText = ({ week, gamesUpdated, gamesFinished }: LiveSyncResult): string =>
  `Week ${week}: ${countOf(gamesUpdated, 'game')} updated${gamesFinished > 0 ? `, ${gamesFinished} finished and graded` : ''}`;

/** Whether the job is syncing right now, in the admin's words. */
export const gameWindowText = ({ enabled, inGameWindow, intervalMinutes }: LiveScoresStatus): string => {
  if (!inGameWindow) return 'No game in progress';
  return enabled
    ? `Game on: syncing every ${countOf(intervalMinutes, 'minute')}`
    : 'Game on, but syncing is off';
};

/** Why there is no next sync: the job is off, or the week has nothing left to play. */
export const noNextSyncText = ({ enabled }: Pick<LiveScoresStatus, 'enabled'>): string =>
  enabled ? 'No game left this week' : 'Off';

/** The interval box's text as minutes, or null unless a whole number the job accepts. */
export const intervalMinutesOf = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const minutes = Number(text);
  return minutes >= LIVE_SYNC_MINUTES_MIN && minutes <= LIVE_SYNC_MINUTES_MAX ? minutes : null;
};

/** The job's line on the System Status card: a problem while its last sync failed, until one succeeds. */
export const liveSyncCheck = (
  { enabled, lastSync, lastError }: LiveScoresStatus,
  formatTime: (isoTime: string) => string,
): SystemCheck => {
  if (lastError) return { ok: false, detail: `Failed ${formatTime(lastError.at)}: ${lastError.message}` };
  if (!enabled) return { ok: true, detail: 'Switched off' };
  return { ok: true, detail: lastSync ? `Last synced ${formatTime(lastSync.at)}` : 'No sync yet' };
};
