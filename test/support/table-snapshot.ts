import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/data/client';

type Item = Record<string, unknown>;

const itemKey = (item: Item) => `${String(item.PK)}\u0000${String(item.SK)}`;

/**
 * Every item of the pool's table (the local stack of this test file runs in this process), sorted by
 * key, so two snapshots compare with `toEqual`: a refused request must leave them equal.
 */
export const tableSnapshot = async (): Promise<Item[]> => {
  const items: Item[] = [];
  let ExclusiveStartKey: Item | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({ TableName: tableName(), ConsistentRead: true, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items.sort((a, b) => (itemKey(a) < itemKey(b) ? -1 : itemKey(a) > itemKey(b) ? 1 : 0));
};

/** A removed player's sheet of a week: nothing is left of it but whose it was, its week and since when it is retired. */
export const isRetiredSheet = (item: Item): boolean =>
  String(item.SK).startsWith('SHEET#') &&
  Object.keys(item).sort().join(',') === 'PK,SK,retiredAt,userId,week';
