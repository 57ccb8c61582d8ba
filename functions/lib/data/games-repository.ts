import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { FIRST_WEEK, type GameRecord, LAST_WEEK } from '../../../shared/game';
import { season as poolSeason } from '../season';
import { batchPut } from './batch';
import { db, isConditionFailure, tableName } from './client';
import { GAME_PREFIX, gameIndexKey, gameSk, seasonGamesPartition, weekGamesPartition } from './keys';
import { bumpVersion, versionedCache } from './versions';
import { bumpWeekVersions, weekPartitionOf as weekPk } from './week-version';

const gameItem = (game: GameRecord) => ({
  PK: weekPk(game.week),
  SK: gameSk(game.id),
  ...gameIndexKey(poolSeason(), game.id),
  ...game,
});

/**
 * The games of a week have their own version besides the week's: every game write moves both, a
 * pick save only the week's, so the games a save or a screen reads stay cached while players pick.
 */
const gamesPartition = (week: number) => weekGamesPartition(poolSeason(), week);

/**
 * The games of the whole season have a version too, moved after the weeks' by every game write, so
 * a reader of every week's games (a survivor entry's grade) reads one version, not 18.
 */
const seasonGames = () => seasonGamesPartition(poolSeason());

const bumpGameWeeks = async (weeks: number[]): Promise<void> => {
  const unique = [...new Set(weeks)];
  if (unique.length === 0) return;
  await Promise.all([bumpWeekVersions(unique), ...unique.map((week) => bumpVersion(gamesPartition(week)))]);
  await bumpVersion(seasonGames());
};

const toGame = ({ PK, SK, GSI1PK, GSI1SK, ...game }: Record<string, unknown>) =>
  game as unknown as GameRecord;

export const putGames = async (games: GameRecord[]): Promise<void> => {
  await batchPut(games.map(gameItem));
  await bumpGameWeeks(games.map((game) => game.week));
};

/** `consistent` for a deadline check: the kickoff as last written, not as a replica last saw it. */
export const listGamesOfWeek = async (
  week: number,
  options: { consistent?: boolean } = {},
): Promise<GameRecord[]> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :game)',
      ExpressionAttributeValues: { ':pk': weekPk(week), ':game': GAME_PREFIX },
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return (Items ?? []).map(toGame);
};

const gamesCache = versionedCache({
  partition: gamesPartition,
  load: (week: number): Promise<readonly GameRecord[]> => listGamesOfWeek(week, { consistent: true }),
  size: 18,
});

/**
 * The games of a week for a screen or a save: one batched read of the games' version, and the
 * games Query (consistent) only when a game of the week was written since this process read them.
 */
export const readGamesOfWeek = async (week: number): Promise<readonly GameRecord[]> =>
  (await gamesCache.read(week)).value;

export interface SeasonGames {
  byWeek: ReadonlyMap<number, readonly GameRecord[]>;
  /** The season's games version read: equal keys, equal games. */
  key: string;
}

const seasonGamesCache = versionedCache({
  partition: seasonGames,
  // The week versions moved before the season's: each week read is at least as new as it.
  load: async (): Promise<ReadonlyMap<number, readonly GameRecord[]>> => {
    const weeks = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);
    return new Map(
      await Promise.all(weeks.map(async (week) => [week, await readGamesOfWeek(week)] as const)),
    );
  },
  size: 1,
});

/**
 * The games of every week: one batched read of the season's games version (with whatever else is
 * read in the same tick); when it moved, the weeks' versions and the Query of each week written since.
 */
export const readSeasonGames = async (): Promise<SeasonGames> => {
  const { version, value } = await seasonGamesCache.read(undefined);
  return { byWeek: value, key: String(version) };
};

export const getGame = async (id: string): Promise<GameRecord | null> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': gameIndexKey(poolSeason(), id).GSI1PK },
    }),
  );
  const [item] = Items ?? [];
  return item ? toGame(item) : null;
};

export const putGame = (game: GameRecord): Promise<void> => putGames([game]);

/** Removes the game; players' picks of it stay in their sheets and are no longer counted. */
export const deleteGame = async (game: Pick<GameRecord, 'id' | 'week'>): Promise<void> => {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: { PK: weekPk(game.week), SK: gameSk(game.id) } }),
  );
  await bumpGameWeeks([game.week]);
};

/** What a live score sync changes on a game; nothing else of the game is touched. */
export type LiveScore = Pick<
  GameRecord,
  'id' | 'week' | 'homeScore' | 'awayScore' | 'status' | 'period' | 'clock' | 'isCompleted'
>;

/**
 * Stores live scores, each only while its game is not yet final in the store: a score the admin
 * finalized meanwhile is kept. The ids of the games written; the weeks' versions move once.
 */
export const putLiveScores = async (scores: LiveScore[]): Promise<string[]> => {
  const written = await Promise.all(
    scores.map(async (score) => {
      try {
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { PK: weekPk(score.week), SK: gameSk(score.id) },
            UpdateExpression:
              'SET homeScore = :home, awayScore = :away, #status = :status, period = :period, #clock = :clock, isCompleted = :completed',
            ConditionExpression: 'attribute_exists(PK) AND isCompleted = :no',
            ExpressionAttributeNames: { '#status': 'status', '#clock': 'clock' },
            ExpressionAttributeValues: {
              ':home': score.homeScore,
              ':away': score.awayScore,
              ':status': score.status,
              ':period': score.period ?? null,
              ':clock': score.clock ?? null,
              ':completed': score.isCompleted,
              ':no': false,
            },
          }),
        );
        return score.id;
      } catch (error) {
        if (isConditionFailure(error)) return null;
        throw error;
      }
    }),
  );
  const ids = written.filter((id): id is string => id !== null);
  await bumpGameWeeks(scores.filter((score) => ids.includes(score.id)).map((score) => score.week));
  return ids;
};
