import type * as Responses from '@shared/schemas/responses';
import type { $ZodType } from 'zod/v4/core';
import { apiErrorFor, OfflineError } from '@/lib/api-errors';
import { noteReadAnswer } from '@/lib/offline-reads';
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

/** Picks the schema an answer must match from the response schemas (loaded on demand). */
export type ResponseSchema<T> = (schemas: typeof Responses) => $ZodType<T>;

let responseCheck: Promise<typeof import('@/lib/response-check')> | undefined;

/**
 * The response checks' module, asked for once (again after a failed load): each `import()` goes
 * through the bundler's preload helper, and a page starting its reads together paid for it per read.
 */
const loadResponseCheck = () => {
  responseCheck ??= import('@/lib/response-check').catch((error: unknown) => {
    responseCheck = undefined;
    throw error;
  });
  return responseCheck;
};

/** Sends the request, loading the schemas meanwhile when the answer is to be checked; the answer and its headers. */
const answerWithHeaders = async <T>(
  url: string,
  init: RequestInit,
  schema: ResponseSchema<T> | undefined,
): Promise<{ data: T; headers: Headers }> => {
  const checker = schema && loadResponseCheck();
  checker?.catch(() => undefined);
  const response = await fetch(url, init);
  if (!init.method) noteReadAnswer(url, response.headers);
  await checkResponse(response);
  const data = await parseJson<unknown>(response);
  if (!schema || !checker) return { data: data as T, headers: response.headers };
  const { checkShape, responses } = await checker;
  return { data: checkShape(url, data, schema(responses)), headers: response.headers };
};

const answer = async <T>(url: string, init: RequestInit, schema: ResponseSchema<T> | undefined): Promise<T> =>
  (await answerWithHeaders(url, init, schema)).data;

/** GET a JSON resource with the session cookie; with a schema, an answer of another shape is an error. */
export const apiGet = <T>(key: ApiKey, schema?: ResponseSchema<T>): Promise<T> =>
  answer(keyToUrl(key), { credentials: 'include' }, schema);

/** As apiGet, with the answer's headers (a board page says where it stands in them). */
export const apiGetWithHeaders = <T>(key: ApiKey, schema: ResponseSchema<T>) =>
  answerWithHeaders(keyToUrl(key), { credentials: 'include' }, schema);

/** An SWR fetcher that checks the answer against the schema. */
export const readAs =
  <T>(schema: ResponseSchema<T>) =>
  (key: ApiKey): Promise<T> =>
    apiGet(key, schema);

/**
 * Every mutation goes through here. The JSON content type is sent even without a body: the server
 * refuses mutations without it (CSRF check). Offline, nothing is sent (an OfflineError).
 */
export const apiMutate = async <T = unknown>(
  method: MutationMethod,
  url: string,
  body?: unknown,
  schema?: ResponseSchema<T>,
): Promise<T> => {
  if (globalThis.navigator?.onLine === false) throw new OfflineError();
  const saving = answer<T>(
    url,
    {
      method,
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    schema,
  );
  savesOnTheirWay.add(saving);
  const settled = () => savesOnTheirWay.delete(saving);
  saving.then(settled, settled);
  return saving;
};

/** The saves sent and not answered yet. */
const savesOnTheirWay = new Set<Promise<unknown>>();

/**
 * Resolves once no save is on its way (one sent meanwhile is waited for too): a new version of the
 * app reloads the page only then, never in the middle of a save (lib/service-worker.ts).
 */
export const savesSettled = async (): Promise<void> => {
  while (savesOnTheirWay.size > 0) await Promise.allSettled([...savesOnTheirWay]);
};
