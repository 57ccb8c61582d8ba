import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { season as poolSeason } from '../season';
import { db, tableName } from './client';
import { bumpVersion, versionedCache } from './versions';

/*
 * The Super Bowl squares: one item per named square (`SQUARE#<nn>`, playerName) and the price
 * (`PRICE`) in the season's SQUARES partition, so the whole grid is one Query.
 */
const partition = () => `SEASON#${poolSeason()}#SQUARES`;
const squareKey = (position: number) => ({
  PK: partition(),
  SK: `SQUARE#${String(position).padStart(2, '0')}`,
});
const priceKey = () => ({ PK: partition(), SK: 'PRICE' });

export interface StoredSquares {
  names: Map<number, string>;
  price: number | null;
}

const querySquares = async (): Promise<StoredSquares> => {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': partition() },
      ConsistentRead: true,
    }),
  );
  const names = new Map<number, string>();
  let price: number | null = null;
  for (const item of Items ?? []) {
    if (item.SK === 'PRICE') price = item.price as number;
    else if (String(item.SK).startsWith('SQUARE#') && typeof item.playerName === 'string' && item.playerName)
      names.set(item.gridPosition as number, item.playerName);
  }
  return { names, price };
};

const squaresCache = versionedCache({ partition, load: querySquares, size: 1 });

/** The named squares and the price: one batched version read, the Query only when an admin changed them. */
export const readSquares = async (): Promise<StoredSquares> => {
  const { names, price } = (await squaresCache.read(undefined)).value;
  return { names: new Map(names), price };
};

/** Names a square, or empties it with null. */
export const putSquareName = async (position: number, playerName: string | null): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: squareKey(position),
      UpdateExpression: 'SET gridPosition = :position, playerName = :name',
      ExpressionAttributeValues: { ':position': position, ':name': playerName },
    }),
  );
  await bumpVersion(partition());
};

export const putSquarePrice = async (price: number): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...priceKey(), price } }));
  await bumpVersion(partition());
};
