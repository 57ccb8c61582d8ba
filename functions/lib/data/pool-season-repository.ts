import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SeasonArchive } from '../../../shared/schemas/seasons';
import { batchGet } from './batch';
import { conditionHeld, db, tableName } from './client';
import { seasonArchiveKey as archiveKey, poolSeasonKey as seasonKey } from './keys';

/*
 * What is not any one season's: which season the pool plays (`POOL` / `SEASON`) and the archive of
 * each season that ended (`POOL` / `ARCHIVE#<season>`). See docs/data-model.md, "Seasons".
 */

/**
 * One item read consistently with BatchGetItem, the read every function has the right to (they read
 * the pool's season before their first request; infra/table-access.ts).
 */
const readOne = async (key: { PK: string; SK: string }): Promise<Record<string, unknown> | undefined> =>
  (await batchGet([key]))[0];

export interface PoolSeason {
  season: number;
  /** Every season the pool played, oldest first (the current one last). */
  seasons: number[];
  startedAt: string;
}

/** The season record, read consistently; undefined while the pool never started a new season. */
export const readPoolSeason = async (): Promise<PoolSeason | undefined> => {
  const Item = await readOne(seasonKey);
  if (!Item) return undefined;
  return {
    season: Item.season as number,
    seasons: Item.seasons as number[],
    startedAt: Item.startedAt as string,
  };
};

/**
 * Moves the pool to the next season, only from the season the caller read (`from`; the item is
 * absent while the pool never moved): of two switches at once one wins, and false tells the other.
 */
export const switchPoolSeason = (next: PoolSeason, from: number): Promise<boolean> =>
  conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...seasonKey, ...next },
        ConditionExpression: 'attribute_not_exists(PK) OR season = :from',
        ExpressionAttributeValues: { ':from': from },
      }),
    ),
  );

export const putSeasonArchive = async (archive: SeasonArchive): Promise<void> => {
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...archiveKey(archive.season), ...archive } }),
  );
};

/**
 * The archive of a season the admin ends before its last game (it carries `endedEarly`): written
 * once, so of two ends at once one holds and false tells the other.
 */
export const putEndedEarlyArchive = (archive: SeasonArchive): Promise<boolean> =>
  conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...archiveKey(archive.season), ...archive },
        ConditionExpression: 'attribute_not_exists(endedEarly)',
      }),
    ),
  );

/** One season's archive, or null for a season that has none (never played, or still the current one). */
export const getSeasonArchive = async (season: number): Promise<SeasonArchive | null> => {
  const Item = await readOne(archiveKey(season));
  if (!Item) return null;
  const { PK, SK, ...archive } = Item;
  return archive as unknown as SeasonArchive;
};
