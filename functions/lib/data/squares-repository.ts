import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { season as poolSeason } from '../season';
import { db, tableName } from './client';
import { PRICE_SK, SQUARE_PREFIX, squareSk, squaresPartition } from './keys';
import { bumpVersion, versionedCache } from './versions';

/*
 * The Super Bowl squares: one item per named square (`SQUARE#<nn>`, playerName, userId) and the price
 * (`PRICE`) in the season's SQUARES partition, so the whole grid is one Query.
 */
const partition = () => squaresPartition(poolSeason());
const squareKey = (position: number) => ({ PK: partition(), SK: squareSk(position) });
const priceKey = () => ({ PK: partition(), SK: PRICE_SK });

/** A named square: the player it was given to (null: a typed name), and the name it shows. */
export interface StoredSquare {
  playerName: string;
  userId: string | null;
}

export interface StoredSquares {
  names: Map<number, StoredSquare>;
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
  const names = new Map<number, StoredSquare>();
  let price: number | null = null;
  for (const item of Items ?? []) {
    if (item.SK === PRICE_SK) price = item.price as number;
    else if (
      String(item.SK).startsWith(SQUARE_PREFIX) &&
      typeof item.playerName === 'string' &&
      item.playerName
    )
      names.set(item.gridPosition as number, {
        playerName: item.playerName,
        userId: typeof item.userId === 'string' ? item.userId : null,
      });
  }
  return { names, price };
};

const squaresCache = versionedCache({ partition, load: querySquares, size: 1 });

/** The named squares and the price: one batched version read, the Query only when an admin changed them. */
export const readSquares = async (): Promise<StoredSquares> => {
  const { names, price } = (await squaresCache.read(undefined)).value;
  return { names: new Map(names), price };
};

/** Gives a square to a player (their username as its name) or a typed name, or empties it with null. */
export const putSquareName = async (position: number, square: StoredSquare | null): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: squareKey(position),
      UpdateExpression: 'SET gridPosition = :position, playerName = :name, userId = :userId',
      ExpressionAttributeValues: {
        ':position': position,
        ':name': square?.playerName ?? null,
        ':userId': square?.userId ?? null,
      },
    }),
  );
  await bumpVersion(partition());
};

export const putSquarePrice = async (price: number): Promise<void> => {
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...priceKey(), price } }));
  await bumpVersion(partition());
};
