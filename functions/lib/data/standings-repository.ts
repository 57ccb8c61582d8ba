import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { batchPut } from './batch-write';
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

const standingsPk = () => `SEASON#${config.season()}#STANDINGS`;
const standingSk = (week: number, userId: string) => `WEEK#${String(week).padStart(2, '0')}#USER#${userId}`;

export const putWeekStandings = async (rows: WeekStanding[]): Promise<void> => {
  await batchPut(rows.map((row) => ({ PK: standingsPk(), SK: standingSk(row.week, row.userId), ...row })));
};

/** Every player's graded weeks, or only the weeks before `beforeWeek`: one Query, paged. */
export const listStandings = async (beforeWeek?: number): Promise<WeekStanding[]> => {
  const rows: WeekStanding[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: beforeWeek ? 'PK = :pk AND SK < :before' : 'PK = :pk',
        ExpressionAttributeValues: {
          ':pk': standingsPk(),
          ...(beforeWeek ? { ':before': `WEEK#${String(beforeWeek).padStart(2, '0')}#` } : {}),
        },
        ExclusiveStartKey,
      }),
    );
    rows.push(...(page.Items ?? []).map(({ PK, SK, ...row }) => row as WeekStanding));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return rows;
};
