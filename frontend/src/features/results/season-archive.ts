import type { ArchivedStanding, ArchivedSurvivorPool } from '@shared/schemas/seasons';

/** "12-5-1": wins, losses and pushes, the way the standings show a record. */
export const archivedRecord = (row: Pick<ArchivedStanding, 'wins' | 'losses' | 'pushes'>): string =>
  `${row.wins}-${row.losses}-${row.pushes}`;

const entryNames = (pool: ArchivedSurvivorPool): string =>
  pool.finalists
    .map((entry) => (entry.entryName ? `${entry.name} (${entry.entryName})` : entry.name))
    .join(', ');

/**
 * How a survivor pool ended, in one line: its winner, those still alive, or those who went out last.
 * `undecided`: the season was ended early before the pool had its winner.
 */
export const survivorOutcomeText = (pool: ArchivedSurvivorPool, undecided = false): string => {
  switch (pool.outcome) {
    case 'no-entries':
      return 'No entries';
    case 'winner':
      return undecided
        ? `Still alive at the end, no winner decided: ${entryNames(pool)}`
        : `Winner: ${entryNames(pool)}`;
    case 'alive':
      return `Still alive at the end: ${entryNames(pool)}`;
    case 'last-out':
      return `Last alive, out together in Week ${pool.lastWeek}: ${entryNames(pool)}`;
  }
};

/** "14 entries, 1 alive". */
export const survivorCountText = (pool: ArchivedSurvivorPool): string =>
  `${pool.entries} ${pool.entries === 1 ? 'entry' : 'entries'}, ${pool.alive} alive`;

/** The seasons a player can open, newest first, named for the select. */
export const seasonLabel = (season: number, current: boolean): string =>
  current ? `${season} season (current)` : `${season} season`;
