import { createHash } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inPages } from '../../../shared/board-page';
import type { GameRecord } from '../../../shared/game';
import type { PushRule } from '../../../shared/scoring';
import { season as poolSeason } from '../season';
import { batchDelete, batchPut } from './batch';
import { db, isConditionFailure, queryAll, queryPrefix, tableName } from './client';
import {
  GRADING_RUN_PREFIX,
  gradingPartition,
  gradingPartPrefix,
  gradingPartSk,
  gradingRunSk,
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

/*
 * Grading in parts. A grading run `RUN#<run>` in the week's grading partition records what every
 * part grades against (the week version read first, then the games and the push rule), how many
 * parts split the week's sheets, and `done`: the number set of the parts written (ADD of a part's
 * number is idempotent). A part's standings are `WEEK#<ww>#G#<run>#PART#<nnnn>` in the standings
 * partition, the players unranked as on a page; the run id begins with the week version it read,
 * so a grading of a newer read deletes the parts of older runs with their pages. The run's last
 * step deletes its parts and then the run: a part delivered again after that finds no run and does
 * nothing, and a finished grading leaves no item of its own.
 */
const gradingPk = (week: number) => gradingPartition(poolSeason(), week);
const partKey = (week: number, run: string, part: number) => ({
  PK: standingsPk(),
  SK: gradingPartSk(week, run, part),
});

/** A grading run as stored: what its parts grade against, and how far it is. */
export interface GradingRun {
  week: number;
  run: string;
  weekVersion: number;
  /** 1 for the first run of a grading; a run that found the week moved starts the next. */
  round: number;
  parts: number;
  done: ReadonlySet<number>;
  games: GameRecord[];
  pushRule: PushRule;
  /** The covers of the week's standings when the run started, and their push rule: a part counts the picks whose grade changed. */
  previous: { covers: GradedCovers; pushRule: PushRule } | null;
  /** Only these players' standings ("Score Admins Only"); absent: every player. */
  onlyUserIds?: string[];
  /** Picks whose grade the earlier rounds of the grading changed. */
  picksUpdatedBefore: number;
  startedAt: string;
}

/** One part's graded players and figures. */
export interface GradedPart {
  players: WeekStanding[];
  picksScored: number;
  picksUpdated: number;
}

const fromRun = (item: Record<string, unknown>): GradingRun => {
  const { PK, SK, done, ...rest } = item;
  return { ...(rest as Omit<GradingRun, 'done'>), done: (done as Set<number> | undefined) ?? new Set() };
};

/** Stores a new run (its id is new: a condition keeps an existing one). */
export const putGradingRun = async (run: Omit<GradingRun, 'done'>): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: gradingPk(run.week), SK: gradingRunSk(run.run), ...run },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
};

/** A run read consistently; null when there is none. */
export const readGradingRun = async (week: number, run: string): Promise<GradingRun | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: { PK: gradingPk(week), SK: gradingRunSk(run) },
      ConsistentRead: true,
    }),
  );
  return Item ? fromRun(Item) : null;
};

/** The week's runs, oldest week version first (the runs a retry of a failed part finds). */
export const listGradingRuns = async (week: number): Promise<GradingRun[]> =>
  (await queryPrefix(gradingPk(week), GRADING_RUN_PREFIX)).map(fromRun);

/** Writes a part's standings: the same part graded again writes the same item. */
export const putGradingPart = async (week: number, run: string, part: number, graded: GradedPart) => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...partKey(week, run, part),
        picksScored: graded.picksScored,
        picksUpdated: graded.picksUpdated,
        ...Object.fromEntries(graded.players.map((row) => [playerAttribute(row.userId), toStored(row)])),
      },
    }),
  );
};

/** Adds the part to the run's `done` (once, however often) and answers the run after it; null when the run is gone (finished). */
export const markGradingPartDone = async (week: number, run: string, part: number) => {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: gradingPk(week), SK: gradingRunSk(run) },
        UpdateExpression: 'ADD done :part',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':part': new Set([part]) },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromRun(Attributes ?? {});
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
};

/** Every part of a run that is stored (fewer than its parts when a newer grading deleted them). */
export const readGradingParts = async (week: number, run: string): Promise<GradedPart[]> =>
  (await queryPrefix(standingsPk(), gradingPartPrefix(week, run))).map((item) => ({
    players: [...playersOf(week, [item]).values()],
    picksScored: item.picksScored as number,
    picksUpdated: item.picksUpdated as number,
  }));

/** Deletes the run's parts. */
export const deleteGradingParts = (week: number, run: string, parts: number): Promise<void> =>
  batchDelete(Array.from({ length: parts }, (_, part) => partKey(week, run, part)));

/** Deletes the run: its last step, after the week's standings and the parts. */
export const deleteGradingRun = async (week: number, run: string): Promise<void> => {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: { PK: gradingPk(week), SK: gradingRunSk(run) } }),
  );
};
