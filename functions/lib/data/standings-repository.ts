import { createHash } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inPages } from '../../../shared/board-page';
import type { PushRule } from '../../../shared/scoring';
import { season as poolSeason } from '../season';
import { batchDelete, batchPut } from './batch';
import { db, isConditionFailure, queryAll, queryPrefix, tableName } from './client';
import {
  isStandingsWeekSk as isHead,
  standingsPagePrefix as pagePrefix,
  standingsPageSk as pageSk,
  STANDINGS_WEEK_PREFIX,
  standingsGradingsPrefix,
  standingsPartition,
  standingsWeekSk as weekSk,
} from './keys';
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
 * A week's standings are a head, `WEEK#<ww>` in the season's standings partition (what the week
 * was graded from, and which grading's pages it names), and that grading's pages
 * `WEEK#<ww>#G#<grading>#PAGE#<nnnn>` of at most BOARD_PAGE_SIZE players each, an attribute per
 * player `u_<userId>` = [correctPicks, totalPicks, wins, losses, pushes, gradedPicks,
 * mnfDifference] (about 60 bytes a player: a page ~6 KB, whatever the pool's size). A grading's id
 * is the week version it read and a digest of what it writes, so grading twice writes the same
 * items. It writes its pages, then the head (the switch), then deletes the pages of gradings of
 * older week versions: a reader takes only the pages its head names, so a page of an earlier or
 * unfinished grading is never read. A head written before pages existed holds its players itself.
 * The partition's version item moves after every write.
 */
const standingsPk = () => standingsPartition(poolSeason());
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

const playersOf = (week: number, items: readonly Record<string, unknown>[]) => {
  const players = new Map<string, WeekStanding>();
  for (const item of items) {
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
  }
  return players;
};

/** The head's week from its players and the pages it names (only those: see above). */
const fromItems = (
  head: Record<string, unknown>,
  items: readonly Record<string, unknown>[],
): WeekStandings => {
  const week = head.week as number;
  const grading = head.grading as string | undefined;
  const named =
    grading === undefined
      ? []
      : items.filter((item) => {
          const sk = item.SK as string;
          const prefix = pagePrefix(week, grading);
          return sk.startsWith(prefix) && Number(sk.slice(prefix.length)) < (head.pages as number);
        });
  return {
    week,
    weekVersion: head.weekVersion as number,
    covers: (head.covers as GradedCovers | undefined) ?? {},
    pushRule: head.pushRule as PushRule,
    players: playersOf(week, [head, ...named]),
  };
};

const queryStandings = async (): Promise<ReadonlyMap<number, WeekStandings>> => {
  const items = await queryPrefix(standingsPk(), STANDINGS_WEEK_PREFIX);
  return new Map(
    items
      .filter((item) => isHead(item.SK as string))
      .map((head) => {
        const standings = fromItems(head, items);
        return [standings.week, standings] as const;
      }),
  );
};

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

const NOT_NEWER = 'attribute_not_exists(weekVersion) OR weekVersion <= :version';

/** A graded week as grading writes it. */
export type GradedWeek = Omit<WeekStandings, 'players'> & { players: readonly WeekStanding[] };

/** The order of a week's pages: correct picks, then the MNF difference (none last), then the user id. */
const gradedOrder = (a: WeekStanding, b: WeekStanding) =>
  b.correctPicks - a.correctPicks ||
  (a.mnfDifference ?? Number.POSITIVE_INFINITY) - (b.mnfDifference ?? Number.POSITIVE_INFINITY) ||
  a.userId.localeCompare(b.userId);

const pageKeysOf = (week: number) =>
  queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ProjectionExpression: 'PK, SK',
    ExpressionAttributeValues: { ':pk': standingsPk(), ':prefix': standingsGradingsPrefix(week) },
    ConsistentRead: true,
  }) as Promise<{ PK: string; SK: string }[]>;

/** The week version a page's grading read (its id is `<weekVersion>.<digest>`). */
const versionOfPage = (week: number, sk: string) =>
  Number(sk.slice(standingsGradingsPrefix(week).length).split('.')[0]);

/** Deletes the week's pages of gradings that read an older week than `weekVersion`: no head names them any more. */
const deletePagesBefore = async (week: number, weekVersion: number) =>
  batchDelete((await pageKeysOf(week)).filter(({ SK }) => versionOfPage(week, SK) < weekVersion));

/** The week as written: with `onlyThesePlayers`, the stored week's other players and what it was graded from stay. */
const weekToWrite = async (standings: GradedWeek, onlyThesePlayers: boolean): Promise<GradedWeek> => {
  if (!onlyThesePlayers) return standings;
  const stored = (await readStandings()).value.get(standings.week);
  if (!stored) return standings;
  const players = new Map(stored.players);
  for (const row of standings.players) players.set(row.userId, row);
  return { ...standings, covers: stored.covers, pushRule: stored.pushRule, players: [...players.values()] };
};

/**
 * Writes a graded week: every player's standing replaces what was there, or with
 * `onlyThesePlayers` just their standings (the others and what it was graded from stay). The pages
 * go first, then the head naming them, with the condition that the stored grading read no newer
 * week, so a grading of older scores never overwrites a newer one (false when it did not hold: its
 * pages are deleted again). Then the pages of gradings of older reads are deleted and the
 * standings' version bumped. (Pages of another grading of the same read stay until a newer read's
 * grading: deleting them could take the pages of a head written meanwhile by that grading.)
 */
export const putWeekStandings = async (graded: GradedWeek, onlyThesePlayers = false): Promise<boolean> => {
  const standings = await weekToWrite(graded, onlyThesePlayers);
  const { week } = standings;
  const pages = inPages([...standings.players].sort(gradedOrder)).map((rows) =>
    Object.fromEntries(rows.map((row) => [playerAttribute(row.userId), toStored(row)])),
  );
  const digest = createHash('sha256')
    .update(JSON.stringify([standings.covers, standings.pushRule, pages]))
    .digest('hex')
    .slice(0, 16);
  const grading = `${standings.weekVersion}.${digest}`;
  const pageItems = pages.map((players, page) => ({
    PK: standingsPk(),
    SK: pageSk(week, grading, page),
    ...players,
  }));
  await batchPut(pageItems);
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: standingsPk(),
          SK: weekSk(week),
          week,
          weekVersion: standings.weekVersion,
          covers: standings.covers,
          pushRule: standings.pushRule,
          grading,
          pages: pages.length,
          players: standings.players.length,
        },
        ConditionExpression: NOT_NEWER,
        ExpressionAttributeValues: { ':version': standings.weekVersion },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await batchDelete(pageItems.map(({ PK, SK }) => ({ PK, SK })));
    return false;
  }
  await deletePagesBefore(week, standings.weekVersion);
  await bumpVersion(standingsPk());
  return true;
};

/** Removes a player from every graded week (the head or page that holds them), then bumps the standings' version. */
export const deleteStandingsOfUser = async (userId: string): Promise<void> => {
  const holders = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    FilterExpression: 'attribute_exists(#player)',
    ProjectionExpression: 'PK, SK',
    ExpressionAttributeNames: { '#player': playerAttribute(userId) },
    ExpressionAttributeValues: { ':pk': standingsPk(), ':prefix': STANDINGS_WEEK_PREFIX },
    ConsistentRead: true,
  });
  await Promise.all(
    holders.map(({ PK, SK }) =>
      db()
        .send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK, SK },
            UpdateExpression: 'REMOVE #player',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeNames: { '#player': playerAttribute(userId) },
          }),
        )
        .catch((error: unknown) => {
          // A page a grading replaced meanwhile: that grading read the player's retired sheets.
          if (!isConditionFailure(error)) throw error;
        }),
    ),
  );
  await bumpVersion(standingsPk());
};
