import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HomeContent } from '../../../shared/schemas/content';
import { config } from '../config';
import { db, tableName } from './client';

const homeKey = () => ({ PK: `SEASON#${config.season()}#CONTENT`, SK: 'HOME' });

/** The home page content as an admin saved it, or null while nobody has. */
export const getHomeContent = async (): Promise<HomeContent | null> => {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: homeKey() }));
  if (!Item) return null;
  const { title, subtitle, description, features } = Item;
  return { title, subtitle, description, features };
};

export const putHomeContent = async (content: HomeContent): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...homeKey(), ...content } }));
};
