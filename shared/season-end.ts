import type { GameRecord } from './game';
import type { UndecidedResults, UndecidedSurvivorPool } from './schemas/seasons';
import { seasonWeeks } from './season-setup';
import { isWeekOver, type SurvivorOutcome } from './survivor';

/*
 * When a season is over: every regular-season game is final (a postponed or canceled game is never
 * graded, so it does not hold the season open). Until then the next season does not start, unless
 * the admin ends the season early, knowing what stays undecided.
 */

/** Where the season stands: the weeks not over and their games not final. */
export interface SeasonProgress {
  gamesNotFinal: number;
  /** Weeks with a game not final, or with no games loaded. */
  weeks: number[];
}

const stillToFinish = (game: GameRecord) =>
  !game.isCompleted && game.status !== 'postponed' && game.status !== 'canceled';

export const seasonProgress = (byWeek: ReadonlyMap<number, readonly GameRecord[]>): SeasonProgress => {
  const weeks = seasonWeeks.filter((week) => !isWeekOver(byWeek.get(week) ?? []));
  const gamesNotFinal = weeks.flatMap((week) => byWeek.get(week) ?? []).filter(stillToFinish).length;
  return { gamesNotFinal, weeks };
};

/**
 * A survivor pool has its winner once no more than one entry is alive (or the last ones went out
 * together) and the week of the last elimination is over: an entry alone on Sunday may still go out
 * on Monday. A pool without entries has nothing to decide.
 */
export const survivorUndecided = (
  { outcome, lastWeek }: Pick<SurvivorOutcome<unknown>, 'outcome' | 'lastWeek'>,
  weekOver: (week: number) => boolean,
): boolean => {
  if (outcome === 'no-entries') return false;
  if (outcome === 'alive') return true;
  return lastWeek === 0 || !weekOver(lastWeek);
};

export const undecidedResults = (
  progress: SeasonProgress,
  survivorPools: UndecidedSurvivorPool[],
): UndecidedResults => ({
  gamesNotFinal: progress.gamesNotFinal,
  weeks: progress.weeks,
  seasonPrizes: progress.weeks.length > 0,
  survivorPools,
});

const count = (n: number, noun: string, nouns = `${noun}s`) => `${n} ${n === 1 ? noun : nouns}`;

const listed = (items: string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "Week 6", "Weeks 15 to 18", "Weeks 6, 9 and 10". */
export const weeksText = (weeks: readonly number[]): string => {
  if (weeks.length === 1) return `Week ${weeks[0]}`;
  const first = weeks[0] ?? 0;
  const consecutive = weeks.every((week, index) => week === first + index);
  if (consecutive && weeks.length > 2) return `Weeks ${first} to ${weeks.at(-1)}`;
  return `Weeks ${listed(weeks.map(String))}`;
};

/** One line for each result that stays undecided, as the admin reads them before ending a season early. */
export const undecidedLines = (undecided: UndecidedResults): string[] => [
  ...(undecided.gamesNotFinal > 0 ? [`${count(undecided.gamesNotFinal, 'game')} never final`] : []),
  ...(undecided.weeks.length > 0 ? [`No weekly winner for ${weeksText(undecided.weeks)}`] : []),
  ...(undecided.seasonPrizes ? ['No season 1st and 2nd place'] : []),
  ...undecided.survivorPools.map(
    (pool) => `${pool.name}: no winner (${count(pool.alive, 'entry', 'entries')} still alive)`,
  ),
];

/** Why the next season cannot start yet: the games and weeks that remain, and the way out. */
export const seasonNotOverMessage = (season: number, next: number, progress: SeasonProgress): string =>
  `The ${season} season is not over: ${count(progress.gamesNotFinal, 'game')} in ` +
  `${count(progress.weeks.length, 'week')} (${weeksText(progress.weeks)}) ${progress.gamesNotFinal === 1 ? 'is' : 'are'} not final. ` +
  `Start ${next} once every game is final, or end ${season} early with "End the Season Now".`;
