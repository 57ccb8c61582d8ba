import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { HomeContent } from '../../../shared/schemas/content';
import { season as poolSeason } from '../season';
import { db, tableName } from './client';
import { contentPartition, HOME_SK } from './keys';
import { bumpVersion, versionedCache } from './versions';

const contentPk = () => contentPartition(poolSeason());
const homeKey = () => ({ PK: contentPk(), SK: HOME_SK });

const contentCache = versionedCache({
  partition: contentPk,
  load: async (): Promise<HomeContent | null> => {
    const { Item } = await db().send(
      new GetCommand({ TableName: tableName(), Key: homeKey(), ConsistentRead: true }),
    );
    if (!Item) return null;
    const { title, subtitle, description, features } = Item;
    return { title, subtitle, description, features };
  },
  size: 1,
});

/** The home page content as an admin saved it, or null while nobody has: one batched version read while cached. */
export const getHomeContent = async (): Promise<HomeContent | null> =>
  (await contentCache.read(undefined)).value;

/** Stores the content, then bumps its version. */
export const putHomeContent = async (content: HomeContent): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...homeKey(), ...content } }));
  await bumpVersion(contentPk());
};
