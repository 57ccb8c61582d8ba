import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AutoPickRun, ScheduleConfig } from '../../../shared/schemas/admin-people';
import { season as poolSeason } from '../season';
import { conditionHeld, db, tableName } from './client';
import { autoPickPartition, CONFIG_SK, STATUS_SK } from './keys';
import { readItem } from './versions';

/*
 * The Sunday auto-pick's schedule (CONFIG) and what it did (STATUS: the last run, and the run that
 * is due next) live in the season's AUTOPICK partition.
 */
const partition = () => autoPickPartition(poolSeason());
const configKey = () => ({ PK: partition(), SK: CONFIG_SK });
const statusKey = () => ({ PK: partition(), SK: STATUS_SK });

export interface AutoPickStatusRecord {
  lastRun: AutoPickRun | null;
  /** The scheduled time the next run is due (ISO), or null when not armed; each run moves it on. */
  armedFor: string | null;
}

/** The stored schedule, read consistently (batched with the other reads of this tick); null while none was stored. */
export const getScheduleConfig = async (): Promise<ScheduleConfig | null> => {
  const Item = await readItem(configKey());
  if (!Item) return null;
  const { cronExpression, timezone, enabled } = Item as unknown as ScheduleConfig;
  return { cronExpression, timezone, enabled };
};

export const putScheduleConfig = async (schedule: ScheduleConfig): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...configKey(), ...schedule } }));
};

/** The status, read consistently (batched with the schedule's read of this tick). */
export const getAutoPickStatus = async (): Promise<AutoPickStatusRecord> => {
  const Item = await readItem(statusKey());
  return {
    lastRun: (Item?.lastRun as AutoPickRun | undefined) ?? null,
    armedFor: (Item?.armedFor as string | undefined) ?? null,
  };
};

/**
 * Moves the armed time from `from` (what the caller read) to `to`; false when another process moved
 * it first. A scheduler fires a run only after winning this, so two processes never run one slot twice.
 */
export const moveArmedRun = (from: string | null, to: string | null): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: statusKey(),
        UpdateExpression: 'SET armedFor = :to',
        ConditionExpression:
          from === null ? 'attribute_not_exists(armedFor) OR armedFor = :null' : 'armedFor = :from',
        ExpressionAttributeValues: { ':to': to, ...(from === null ? { ':null': null } : { ':from': from }) },
      }),
    ),
  );

export const putLastRun = async (run: AutoPickRun): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: statusKey(),
      UpdateExpression: 'SET lastRun = :run',
      ExpressionAttributeValues: { ':run': run },
    }),
  );
};
