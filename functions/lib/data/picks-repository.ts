import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRecord } from '../../../shared/game';
import { batchPut } from './batch-write';
import { db, isConditionFailure, tableName } from './client';
import { weekPk } from './games-repository';

/** A stored weekly pick. `lockAt` is its game's kickoff: the write condition refuses changes after it. */
export interface PickRecord {
  userId: string;
  gameId: string;
  week: number;
  pickedTeamId: number;
  isCorrect: boolean | null;
  lockAt: string;
  updatedAt: string;
}

export interface PredictionRecord {
  userId: string;
  gameId: string;
  week: number;
  predictedTotal: number | null;
  lockAt: string;
  updatedAt: string;
}

export interface WeekContents {
  games: GameRecord[];
  picks: PickRecord[];
  predictions: PredictionRecord[];
}

const pickSk = (userId: string, gameId: string) => `PICK#${userId}#${gameId}`;
const predictionSk = (userId: string) => `MNF#${userId}`;

const strip = <T>({ PK, SK, GSI1PK, GSI1SK, ...rest }: Record<string, unknown>) => rest as T;

const queryAll = async (input: ConstructorParameters<typeof QueryCommand>[0]) => {
  const items: Record<string, unknown>[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

/** Everything of a week (games, every pick, every MNF prediction): one Query, paged. */
export const readWeek = async (week: number): Promise<WeekContents> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': weekPk(week) },
  });
  const contents: WeekContents = { games: [], picks: [], predictions: [] };
  for (const item of items) {
    const sk = String(item.SK);
    if (sk.startsWith('GAME#')) contents.games.push(strip<GameRecord>(item));
    else if (sk.startsWith('PICK#')) contents.picks.push(strip<PickRecord>(item));
    else if (sk.startsWith('MNF#')) contents.predictions.push(strip<PredictionRecord>(item));
  }
  return contents;
};

/** One player's picks and MNF prediction of a week: one Query on the player's slice of the week. */
export const readPlayerWeek = async (week: number, userId: string) => {
  const [picks, predictions] = await Promise.all([
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': weekPk(week), ':prefix': `PICK#${userId}#` },
    }),
    queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND SK = :sk',
      ExpressionAttributeValues: { ':pk': weekPk(week), ':sk': predictionSk(userId) },
    }),
  ]);
  return {
    picks: picks.map((item) => strip<PickRecord>(item)),
    prediction: predictions[0] ? strip<PredictionRecord>(predictions[0]) : null,
  };
};

/**
 * Writes a pick unless the stored one is already locked: the condition re-checks the kickoff in
 * the database, so a stale read cannot change a pick after its game started. False when refused.
 */
const putLocked = async (item: Record<string, unknown>, now: Date): Promise<boolean> => {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: 'attribute_not_exists(PK) OR lockAt > :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

export const putPick = (pick: PickRecord, now: Date): Promise<boolean> =>
  putLocked({ PK: weekPk(pick.week), SK: pickSk(pick.userId, pick.gameId), ...pick }, now);

export const putPrediction = (prediction: PredictionRecord, now: Date): Promise<boolean> =>
  putLocked({ PK: weekPk(prediction.week), SK: predictionSk(prediction.userId), ...prediction }, now);

/**
 * Writes picks as given, without the kickoff condition: grading (picks of completed games, which
 * no player can change any more), admin overrides and the demo seed.
 */
export const putPicksWithoutLock = async (picks: PickRecord[]): Promise<void> => {
  await batchPut(
    picks.map((pick) => ({ PK: weekPk(pick.week), SK: pickSk(pick.userId, pick.gameId), ...pick })),
  );
};

export const putPredictionsWithoutLock = async (predictions: PredictionRecord[]): Promise<void> => {
  await batchPut(predictions.map((p) => ({ PK: weekPk(p.week), SK: predictionSk(p.userId), ...p })));
};
