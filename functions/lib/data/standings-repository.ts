import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PushRule } from '../../../shared/scoring';
import { season as poolSeason } from '../season';
import { db, isConditionFailure, queryPrefix, tableName } from './client';
import { updateParts } from './update-expression';
import { bumpVersion, versionedCache } from './versions';

/** One player's graded week. */
export interface WeekStanding {
  userId: string;
  week: number;
  correctPicks: number;
  totalPicks: number;
  wins: number;
  losses: number;
  pushes: number;
  /** Picks of completed games (the denominator of win percentage). */
  gradedPicks: number;
  mnfDifference: number | null;
}

/** Which side covered each completed game when the week was graded ('push' for neither). */
export type GradedCovers = Readonly<Record<string, number | 'push'>>;

/** A graded week: every player's standing and what it was graded from. */
export interface WeekStandings {
  week: number;
  /** The week's version the grading read: a grading from an older read never overwrites it. */
  weekVersion: number;
  covers: GradedCovers;
  pushRule: PushRule;
  players: ReadonlyMap<string, WeekStanding>;
}

/*
 * A week's standings are ONE item, `WEEK#<ww>` in the season's standings partition, with an
 * attribute per player `u_<userId>` = [correctPicks, totalPicks, wins, losses, pushes, gradedPicks,
 * mnfDifference] (about 60 bytes a player: 1,000 players are ~60 KB of the 400 KB an item may
 * hold). Grading a week is then one write whatever the pool size, and the season table reads the
 * graded weeks (at most 18 items). The partition's version item moves after every write.
 */
const standingsPk = () => `SEASON#${poolSeason()}#STANDINGS`;
const weekSk = (week: number) => `WEEK#${String(week).padStart(2, '0')}`;
const PLAYER_PREFIX = 'u_';
const playerAttribute = (userId: string) => `${PLAYER_PREFIX}${userId}`;

type StoredStanding = [number, number, number, number, number, number, number | null];

const toStored = (row: WeekStanding): StoredStanding => [
  row.correctPicks,
  row.totalPicks,
  row.wins,
  row.losses,
  row.pushes,
  row.gradedPicks,
  row.mnfDifference,
];

const fromItem = (item: Record<string, unknown>): WeekStandings => {
  const week = item.week as number;
  const players = new Map<string, WeekStanding>();
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(PLAYER_PREFIX)) continue;
    const userId = name.slice(PLAYER_PREFIX.length);
    const [correctPicks, totalPicks, wins, losses, pushes, gradedPicks, mnfDifference] =
      value as StoredStanding;
    players.set(userId, {
      userId,
      week,
      correctPicks,
      totalPicks,
      wins,
      losses,
      pushes,
      gradedPicks,
      mnfDifference,
    });
  }
  return {
    week,
    weekVersion: item.weekVersion as number,
    covers: (item.covers as GradedCovers | undefined) ?? {},
    pushRule: item.pushRule as PushRule,
    players,
  };
};

const queryStandings = async (): Promise<ReadonlyMap<number, WeekStandings>> =>
  new Map(
    (await queryPrefix(standingsPk(), 'WEEK#')).map((item) => {
      const standings = fromItem(item);
      return [standings.week, standings] as const;
    }),
  );

const standingsCache = versionedCache({ partition: standingsPk, load: queryStandings, size: 1 });

/** Every graded week and the standings' version: one batched version read while this process holds them. */
export const readStandings = (): Promise<{ version: number; value: ReadonlyMap<number, WeekStandings> }> =>
  standingsCache.read(undefined);

/** Every player's graded weeks, or only the weeks before `beforeWeek`. */
export const listStandings = async (beforeWeek?: number): Promise<WeekStanding[]> => {
  const { value } = await readStandings();
  return [...value.values()]
    .filter((standings) => beforeWeek === undefined || standings.week < beforeWeek)
    .flatMap((standings) => [...standings.players.values()]);
};

/** Players a partial grading sets per UpdateItem (an update expression holds at most 4 KB). */
const PLAYERS_PER_UPDATE = 100;
const NOT_NEWER = 'attribute_not_exists(weekVersion) OR weekVersion <= :version';

const putWholeWeek = (standings: GradedWeek) =>
  new PutCommand({
    TableName: tableName(),
    Item: {
      PK: standingsPk(),
      SK: weekSk(standings.week),
      week: standings.week,
      weekVersion: standings.weekVersion,
      covers: standings.covers,
      pushRule: standings.pushRule,
      ...Object.fromEntries(standings.players.map((row) => [playerAttribute(row.userId), toStored(row)])),
    },
    ConditionExpression: NOT_NEWER,
    ExpressionAttributeValues: { ':version': standings.weekVersion },
  });

const setPlayers = (standings: GradedWeek, players: readonly WeekStanding[]) => {
  const update = updateParts({
    set: [
      ['week', standings.week],
      ['weekVersion', standings.weekVersion],
      ...players.map((row) => [playerAttribute(row.userId), toStored(row)] as const),
    ],
  });
  return new UpdateCommand({
    TableName: tableName(),
    Key: { PK: standingsPk(), SK: weekSk(standings.week) },
    ...update,
    ConditionExpression: NOT_NEWER,
    ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':version': standings.weekVersion },
  });
};

/** A graded week as grading writes it. */
export type GradedWeek = Omit<WeekStandings, 'players'> & { players: readonly WeekStanding[] };

/**
 * Writes a graded week: the whole item in one write (every player's standing replaces what was
 * there), or with `onlyThesePlayers` just their standings (what it was graded from stays). A write
 * holds only while the stored grading read no newer week, so a grading of older scores never
 * overwrites a newer one: false when it did not hold. Bumps the standings' version after writing.
 */
export const putWeekStandings = async (standings: GradedWeek, onlyThesePlayers = false): Promise<boolean> => {
  try {
    if (!onlyThesePlayers) await db().send(putWholeWeek(standings));
    else {
      for (let start = 0; start < standings.players.length; start += PLAYERS_PER_UPDATE) {
        await db().send(setPlayers(standings, standings.players.slice(start, start + PLAYERS_PER_UPDATE)));
      }
    }
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await bumpVersion(standingsPk());
  return true;
};

/** Removes a player from every graded week, then bumps the standings' version. */
export const deleteStandingsOfUser = async (userId: string): Promise<void> => {
  const { value } = await readStandings();
  await Promise.all(
    [...value.values()]
      .filter((standings) => standings.players.has(userId))
      .map((standings) =>
        db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK: standingsPk(), SK: weekSk(standings.week) },
            UpdateExpression: 'REMOVE #player',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#player': playerAttribute(userId) },
          }),
        ),
      ),
  );
  await bumpVersion(standingsPk());
};
