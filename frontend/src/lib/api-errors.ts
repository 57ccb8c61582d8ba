/** True for the error of a 401 response from our API (spec section 8). */
export const isUnauthorizedError = (error: unknown): boolean =>
  error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');

/** The HTTP status at the front of an API error message, or null for other errors. */
export const errorStatus = (error: unknown): number | null => {
  if (!(error instanceof Error)) return null;
  const match = /^(\d{3}): /.exec(error.message);
  return match ? Number(match[1]) : null;
};

/**
 * The server's `{ message }` inside an API error ("409: {"message":"..."}"), else the plain body text,
 * else the fallback.
 */
export const serverMessage = (error: unknown, fallback: string): string => {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, '').trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message || fallback;
    }
    return fallback;
  } catch {
    // Plain-text bodies are shown as they are; HTML error pages and non-API errors are not.
    return /^\d{3}: /.test(error.message) && !body.startsWith('<') ? body : fallback;
  }
};
