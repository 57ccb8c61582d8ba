import * as responses from '@shared/schemas/responses';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';

/* Loaded with the first checked read, so no page's first JavaScript carries zod. */
export { responses };

/**
 * An OK answer whose shape is not the one the screen reads. Thrown instead of letting a component
 * crash on a missing field, so the page shows its error state.
 */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';

  constructor(
    readonly url: string,
    readonly issues: readonly string[],
  ) {
    super(`The server's answer to ${url} could not be read`);
  }
}

/** The answer if it has the schema's shape; else the mismatch is logged and thrown, for the page's error state. */
export const checkShape = <T>(url: string, data: unknown, schema: $ZodType<T>): T => {
  const result = safeParse(schema, data);
  if (result.success) return data as T;
  const error = new UnexpectedResponseError(
    url,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`),
  );
  console.error(error.message, error.issues);
  throw error;
};
