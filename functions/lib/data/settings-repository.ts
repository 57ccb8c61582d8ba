import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SettingKey } from '../../../shared/settings';
import { season as poolSeason } from '../season';
import { db, queryPrefix, tableName } from './client';
import { SEEDED_SK, SETTING_PREFIX, settingSk, settingsPartition } from './keys';
import { bumpVersion, versionedCache } from './versions';

const settingsPk = () => settingsPartition(poolSeason());
const settingKey = (key: SettingKey) => ({ PK: settingsPk(), SK: settingSk(key) });

export const getSetting = async (
  key: SettingKey,
  options: { consistent?: boolean } = {},
): Promise<string | null> => {
  const { Item } = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: settingKey(key),
      ConsistentRead: options.consistent ?? false,
    }),
  );
  return (Item?.value as string | undefined) ?? null;
};

/** Stores a setting, then bumps the settings' version. */
export const putSetting = async (key: SettingKey, value: string): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...settingKey(key), key, value } }));
  await bumpVersion(settingsPk());
};

type StoredSettings = Readonly<Partial<Record<SettingKey, string>>>;

const settingsCache = versionedCache({
  partition: settingsPk,
  load: async (): Promise<StoredSettings> =>
    Object.fromEntries(
      (await queryPrefix(settingsPk(), SETTING_PREFIX)).map((item) => [item.key, item.value]),
    ),
  size: 1,
});

/** Every setting of the season and their version: one batched version read, the Query only when one changed. */
export const readSettings = (): Promise<{ version: number; value: StoredSettings }> =>
  settingsCache.read(undefined);

export const getAllSettings = async (): Promise<Partial<Record<SettingKey, string>>> => ({
  ...(await readSettings()).value,
});

const seedKey = () => ({ PK: settingsPk(), SK: SEEDED_SK });

/** The local seed's marker: written last, so an interrupted seed runs again. */
export const getSeedMarker = async (): Promise<string | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: seedKey() }));
  return (Item?.seededAt as string | undefined) ?? null;
};

export const putSeedMarker = async (seededAt: string): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...seedKey(), seededAt } }));
};
