import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SettingKey } from '../../../shared/settings';
import { config } from '../config';
import { db, tableName } from './client';

const settingsPk = () => `SEASON#${config.season()}#SETTINGS`;
const settingKey = (key: SettingKey) => ({ PK: settingsPk(), SK: `SETTING#${key}` });

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

export const putSetting = async (key: SettingKey, value: string): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...settingKey(key), key, value } }));
};

/** Every setting of the season in one Query. */
export const getAllSettings = async (): Promise<Partial<Record<SettingKey, string>>> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': settingsPk() },
    }),
  );
  return Object.fromEntries((Items ?? []).map((item) => [item.key, item.value]));
};

const seedKey = () => ({ PK: settingsPk(), SK: 'SEEDED' });

/** The local seed's marker: written last, so an interrupted seed runs again. */
export const getSeedMarker = async (): Promise<string | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: seedKey() }));
  return (Item?.seededAt as string | undefined) ?? null;
};

export const putSeedMarker = async (seededAt: string): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...seedKey(), seededAt } }));
};
