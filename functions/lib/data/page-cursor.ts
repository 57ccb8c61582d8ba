/*
 * A page cursor is the last key a Query evaluated, base64url, so the next page is one Query from
 * there. A cursor is accepted only when it names a key of the same kind (its sort key prefix).
 */

export const encodeCursor = (key: Record<string, unknown> | undefined): string | null =>
  key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;

/** The key a cursor names, or null when it is not one handed out for keys sorted under `sortKeyPrefix`. */
export const decodeCursor = (cursor: string, sortKeyPrefix: string): Record<string, string> | null => {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const valid =
      key && typeof key === 'object' && Object.values(key).every((value) => typeof value === 'string');
    return valid && typeof key.SK === 'string' && key.SK.startsWith(sortKeyPrefix) ? key : null;
  } catch {
    return null;
  }
};
