import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { formatGameDay, formatLockTime } from '@/lib/format-kickoff';
import { savedPickOf, teamChoices } from '@/lib/survivor-choices';

export interface PickLineFormats {
  lock: (isoTime: string, nowMs: number) => string;
  day: (isoTime: string) => string;
}

const viewerFormats: PickLineFormats = { lock: formatLockTime, day: formatGameDay };

/**
 * What a survivor player checks on the dashboard about a live entry this week: its pick and when it
 * locks ("Your pick: LAC (locks 4:05 PM)"), that there is none yet and when the first team it may
 * still take locks, or, before the entry's first week, when its first pick opens (the day of that
 * week's first game, once its games are known). `games` are this week's games, `firstWeekGames` the
 * first week's; undefined while they load.
 */
export const survivorPickLine = (
  entry: Pick<SurvivorEntry, 'picks' | 'firstWeek'>,
  week: number,
  games: readonly Game[] | undefined,
  firstWeekGames: readonly Game[] | undefined,
  nowMs: number,
  formats: PickLineFormats = viewerFormats,
): string => {
  if (week < entry.firstWeek) {
    const firstKickoff = firstWeekGames?.map((game) => game.startTime).sort()[0];
    const day = firstKickoff ? `, ${formats.day(firstKickoff)}` : '';
    return `Your first pick opens for Week ${entry.firstWeek}${day}`;
  }
  const pick = savedPickOf(entry, week);
  if (pick) {
    const locked = pick.isFinalized || Date.parse(pick.lockAt) <= nowMs;
    return `Your pick: ${pick.team.abbreviation} (${locked ? 'locked' : `locks ${formats.lock(pick.lockAt, nowMs)}`})`;
  }
  if (!games) return 'No pick yet';
  const open = teamChoices(entry, week, games, new Date(nowMs)).find((choice) => choice.blocked === null);
  return open
    ? `No pick yet · next lock ${formats.lock(open.kickoff, nowMs)}`
    : 'No pick yet · no team left to pick';
};
