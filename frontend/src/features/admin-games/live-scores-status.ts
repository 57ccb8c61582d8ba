import type { SystemCheck } from '@shared/schemas/admin';
import {
  LIVE_SYNC_MINUTES_MAX,
  LIVE_SYNC_MINUTES_MIN,
  type LiveScoresStatus,
  type LiveSyncResult,
  type OverdueGame,
} from '@shared/schemas/live-scores';
import { countOf } from '@/lib/admin/admin-toasts';

/** "Week 15", "Weeks 14 and 15". */
const weeksText = (weeks: number[]): string =>
  weeks.length === 1 ? `Week ${weeks[0]}` : `Weeks ${weeks.slice(0, -1).join(', ')} and ${weeks.at(-1)}`;

/** "Week 15: 3 games updated, 1 finished and graded". */
export const liveSyncOutcomeText = ({ weeks, gamesUpdated, gamesFinished }: LiveSyncResult): string =>
  `${weeks.length > 0 ? `${weeksText(weeks)}: ` : ''}${countOf(gamesUpdated, 'game')} updated${gamesFinished > 0 ? `, ${gamesFinished} finished and graded` : ''}`;

/** Whether the job is syncing right now, in the admin's words. */
export const gameWindowText = ({ enabled, inGameWindow, intervalMinutes }: LiveScoresStatus): string => {
  if (!inGameWindow) return 'No game in progress';
  return enabled
    ? `Game on: syncing every ${countOf(intervalMinutes, 'minute')}`
    : 'Game on, but syncing is off';
};

/** Why there is no next sync: the job is off, or the season has nothing left to play. */
export const noNextSyncText = ({ enabled }: Pick<LiveScoresStatus, 'enabled'>): string =>
  enabled ? 'No game left to play' : 'Off';

/** "PHI @ LAC, Week 14". */
export const overdueGameName = ({ awayTeam, homeTeam, week }: OverdueGame): string =>
  `${awayTeam} @ ${homeTeam}, Week ${week}`;

/** What the admin does about games not final: the provider first, else the score typed in and saved. */
export const overdueFixText = (games: OverdueGame[]): string => {
  const weeks = [...new Set(games.map((game) => game.week))].sort((a, b) => a - b);
  const them = games.length === 1 ? 'it' : 'them';
  const week = weeks.length === 1 ? `Week ${weeks[0]}` : 'each week';
  return `The sports data provider has not called ${them} final, so ${weeksText(weeks)} ${weeks.length === 1 ? 'is' : 'are'} not fully graded. In Sync Game Scores below, choose ${week}, Load Games and Sync from Provider. If the provider still has no final score, type it in, tick Final and Save All Scores: the week is graded at once.`;
};

/** The System Status line on final scores: a problem while a game is not final six hours after kickoff. */
export const finalScoresCheck = ({ overdueGames }: Pick<LiveScoresStatus, 'overdueGames'>): SystemCheck => {
  if (overdueGames.length === 0) return { ok: true, detail: 'Every game is final within 6 hours of kickoff' };
  const names = overdueGames.map(overdueGameName).join('; ');
  const verb = overdueGames.length === 1 ? 'is' : 'are';
  return {
    ok: false,
    detail: `${names} ${verb} not final 6 hours after kickoff. Enter the final score under Sync Game Scores.`,
  };
};

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
