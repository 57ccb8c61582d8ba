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

const RETIRED_SHAPES = new Set(['PK,SK,retiredAt,userId,week', 'PK,SK,retiredAt']);

/**
 * What a removal leaves of a player so that a request of theirs still in flight is refused: each
 * week's pick sheet (whose it was, its week, since when it is retired) and each Week 6 place counter.
 */
export const isRetired = (item: Item): boolean =>
  /^(SHEET|COUNT)#/.test(String(item.SK)) && RETIRED_SHAPES.has(Object.keys(item).sort().join(','));
