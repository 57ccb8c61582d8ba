import { apiErrorFor } from '@/lib/api-errors';
import { recordServerDate } from '@/lib/server-clock';

/** A key as SWR hands it to the fetcher: one URL or URL parts joined by '/'. */
export type ApiKey = string | readonly (string | number)[];

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The URL of a read: the key parts joined by slashes (spec section 7). */
export const keyToUrl = (key: ApiKey): string => (typeof key === 'string' ? key : key.join('/'));

/** Notes the pool's clock from the answer, then throws an ApiError for a non-OK one. */
const checkResponse = async (response: Response): Promise<void> => {
  recordServerDate(response.headers);
  if (response.ok) return;
  const bodyText = await response.text().catch(() => '');
  throw apiErrorFor(response.status, bodyText, response.statusText);
};

const parseJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
};

/** GET a JSON resource with the session cookie. */
export const apiGet = async <T>(key: ApiKey): Promise<T> => {
  const response = await fetch(keyToUrl(key), { credentials: 'include' });
  await checkResponse(response);
  return parseJson<T>(response);
};

/**
 * Every mutation goes through here. The JSON content type is sent even without a body: the server
 * refuses mutations without it (CSRF check).
 */
export const apiMutate = async <T = unknown>(
  method: MutationMethod,
  url: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await checkResponse(response);
  return parseJson<T>(response);
};
