import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { db, tableName } from './client';

/** One player's graded week, written by grading; season standings read them all in one Query. */
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

/*
 * A player's season is one item: one attribute per graded week (`week_<ww>`). The season table
 * and the weekly tiebreaker average read one item per player, and grading a week updates only
 * that week's attribute, so gradings of different weeks never overwrite each other.
 */
const standingsPk = () => `SEASON#${config.season()}#STANDINGS`;
const WEEK_PREFIX = 'week_';
const weekAttribute = (week: number) => `${WEEK_PREFIX}${String(week).padStart(2, '0')}`;
const PARALLEL_UPDATES = 16;

export const putWeekStandings = async (rows: WeekStanding[]): Promise<void> => {
  const updates = rows.map(
    (row) =>
      new UpdateCommand({
        TableName: tableName(),
        Key: { PK: standingsPk(), SK: `USER#${row.userId}` },
        UpdateExpression: 'SET #week = :row, userId = :userId',
        ExpressionAttributeNames: { '#week': weekAttribute(row.week) },
        ExpressionAttributeValues: { ':row': row, ':userId': row.userId },
      }),
  );
  for (let start = 0; start < updates.length; start += PARALLEL_UPDATES) {
    await Promise.all(updates.slice(start, start + PARALLEL_UPDATES).map((update) => db().send(update)));
  }
};

/** Every player's graded weeks, or only the weeks before `beforeWeek`: one Query, paged. */
export const listStandings = async (beforeWeek?: number): Promise<WeekStanding[]> => {
  const rows: WeekStanding[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': standingsPk() },
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) {
      for (const [name, value] of Object.entries(item)) {
        if (!name.startsWith(WEEK_PREFIX)) continue;
        const row = value as WeekStanding;
        if (beforeWeek === undefined || row.week < beforeWeek) rows.push(row);
      }
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
};

export const deleteStandingsOfUser = async (userId: string): Promise<void> => {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: { PK: standingsPk(), SK: `USER#${userId}` } }),
  );
};
