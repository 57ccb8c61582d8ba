/**
 * Runs `work` on every item, at most `limit` at once (DynamoDB writes that need not wait for each
 * other, without flooding the table). Rejects with the first failure; the items already started
 * finish, the rest are not started.
 */
export const forEachBounded = async <T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> => {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};
