import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LiveScoresConfig, LiveSyncResult } from '../../../shared/schemas/live-scores';
import { season as poolSeason } from '../season';
import { conditionHeld, db, tableName } from './client';
import { CONFIG_SK, gameDayPartition, STATUS_SK } from './keys';
import { updateParts } from './update-expression';

/*
 * The game-day job's switch and interval (CONFIG) and what it did (STATUS: the last sync, the last
 * error, when it last tried, and until when it may rest because no game is on) in the season's
 * GAMEDAY partition, read together in one Query on every tick.
 */
const partition = () => gameDayPartition(poolSeason());
const statusKey = () => ({ PK: partition(), SK: STATUS_SK });

export interface LiveScoresStatusRecord {
  lastSync: LiveSyncResult | null;
  lastError: { at: string; message: string } | null;
  /** When the last sync started (the claim two ticks at once compete for). */
  lastAttemptAt: string | null;
  /** Outside a game window: no game can start before this time, so ticks until then do nothing. */
  idleUntil: string | null;
}

export interface LiveScoresRecord {
  config: LiveScoresConfig | null;
  status: LiveScoresStatusRecord;
}

/** A sync recorded before the job synced several weeks named its one week. */
const syncOf = ({ week, weeks, ...sync }: LiveSyncResult & { week?: number }): LiveSyncResult => ({
  ...sync,
  weeks: weeks ?? (week === undefined ? [] : [week]),
});

export const readLiveScores = async (): Promise<LiveScoresRecord> => {
  const { Items = [] } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition() },
      ConsistentRead: true,
    }),
  );
  const stored = Items.find((item) => item.SK === CONFIG_SK);
  const status = Items.find((item) => item.SK === STATUS_SK);
  return {
    config: stored ? { enabled: stored.enabled, intervalMinutes: stored.intervalMinutes } : null,
    status: {
      lastSync: status?.lastSync ? syncOf(status.lastSync) : null,
      lastError: status?.lastError ?? null,
      lastAttemptAt: status?.lastAttemptAt ?? null,
      idleUntil: status?.idleUntil ?? null,
    },
  };
};

export const putLiveScoresConfig = async (liveConfig: LiveScoresConfig): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { PK: partition(), SK: CONFIG_SK, ...liveConfig } }),
  );
};

const setStatus = async (fields: Partial<LiveScoresStatusRecord>): Promise<void> => {
  const set = updateParts({ set: Object.entries(fields).map(([name, value]) => [name, value ?? null]) });
  await db().send(new UpdateCommand({ TableName: tableName(), Key: statusKey(), ...set }));
};

/**
 * Claims the sync of this tick: moves lastAttemptAt from what the caller read to `at`. False when
 * another tick (a second process, an overlapping Lambda) claimed it first, so a sync never runs twice.
 */
export const claimSyncAttempt = (readAttemptAt: string | null, at: string): Promise<boolean> =>
  conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: statusKey(),
        UpdateExpression: 'SET lastAttemptAt = :at, idleUntil = :null',
        ConditionExpression:
          readAttemptAt === null
            ? 'attribute_not_exists(lastAttemptAt) OR lastAttemptAt = :null'
            : 'lastAttemptAt = :read',
        ExpressionAttributeValues: {
          ':at': at,
          ':null': null,
          ...(readAttemptAt === null ? {} : { ':read': readAttemptAt }),
        },
      }),
    ),
  );

export const recordLiveSync = (lastSync: LiveSyncResult) => setStatus({ lastSync, lastError: null });

export const recordLiveSyncError = (lastError: { at: string; message: string }) => setStatus({ lastError });

export const restUntil = (idleUntil: string | null) => setStatus({ idleUntil });
