import type { GameRecord } from '../../shared/game';
import {
  type EntryAtHand,
  hasMissingPicks,
  type MissingPicks,
  missingPicks,
} from '../../shared/missing-picks';
import type { MissingGame } from '../../shared/schemas/reminders';
import { type SurvivorPoolInfo, week6EntryNames } from '../../shared/survivor';
import { isPoolMember, type User } from '../../shared/user';
import { readWeek } from '../lib/data/picks-repository';
import { type PoolRead, readPool } from '../lib/data/survivor-repository';
import { teamSummary, teamsById } from '../lib/games';
import { latePool, standardPool } from './survivor-pick-service';
import { readEachWeek6Pool } from './week6-pool-reads';

export interface PlayerMissingPicks {
  user: User;
  missing: MissingPicks;
}

export interface WeekMissingPicks {
  week: number;
  games: readonly GameRecord[];
  /** Only players with something missing. */
  players: PlayerMissingPicks[];
  matchup: (game: GameRecord) => MissingGame;
}

/**
 * What each of `users` who joined the pool (chose a username) still needs to pick in the week, by the pool clock. A fixed number of reads
 * whatever the pool size: the week (cached under its version), the teams, the Week 6 pools and each
 * survivor pool (cached under its version), their version checks in one batched read.
 */
export const missingPicksOfWeek = async (
  users: readonly User[],
  week: number,
  at: Date,
  picksEnabled: boolean,
): Promise<WeekMissingPicks> => {
  // The late pool's start week does not change its name.
  const seasonPools: Pick<SurvivorPoolInfo, 'id' | 'name'>[] = [standardPool(), latePool(1)];
  const [weekRead, teams, seasonReads, week6] = await Promise.all([
    readWeek(week),
    teamsById(),
    Promise.all(seasonPools.map((pool) => readPool(pool.id))),
    readEachWeek6Pool(readPool),
  ]);
  const pools = [...seasonPools, ...week6.pools].map((info, i) => ({
    info,
    read: [...seasonReads, ...week6.reads][i] as PoolRead,
  }));

  const entriesByUser = new Map<string, EntryAtHand[]>();
  for (const { info, read } of pools) {
    const week6Names = week6EntryNames(read.entries.filter((entry) => entry.kind === 'week6'));
    for (const entry of read.entries) {
      const atHand: EntryAtHand = {
        entry,
        kind: entry.kind,
        name: week6Names.get(entry.id) ?? info.name,
        isWeekFinalized: read.finalizedWeeks.includes(week),
      };
      entriesByUser.set(entry.userId, [...(entriesByUser.get(entry.userId) ?? []), atHand]);
    }
  }
  const pickedByUser = new Map<string, Set<string>>();
  for (const pick of weekRead.picks) {
    pickedByUser.set(pick.userId, (pickedByUser.get(pick.userId) ?? new Set()).add(pick.gameId));
  }
  const predictionOf = new Map(weekRead.predictions.map((prediction) => [prediction.userId, prediction]));

  const weekAtHand = { week, games: weekRead.games, at, picksEnabled };
  const players = users
    .filter(isPoolMember)
    .map((user) => ({
      user,
      missing: missingPicks(weekAtHand, {
        player: user,
        pickedGameIds: pickedByUser.get(user.id) ?? new Set(),
        prediction: predictionOf.get(user.id) ?? null,
        entries: entriesByUser.get(user.id) ?? [],
      }),
    }))
    .filter(({ missing }) => hasMissingPicks(missing));
  const abbreviation = (teamId: number) => teamSummary(teams, teamId).abbreviation;
  return {
    week,
    games: weekRead.games,
    players,
    matchup: (game) => ({
      gameId: game.id,
      matchup: `${abbreviation(game.awayTeamId)} @ ${abbreviation(game.homeTeamId)}`,
      startTime: game.startTime,
    }),
  };
};
