import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type CsvTable, csvText } from '../csv';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers?: Record<string, string> };

/**
 * On every API response, errors and redirects included (the group handler adds them; the local
 * gateway's own refusals too): what a viewer may see is never cached, and never content-sniffed.
 */
export const apiResponseHeaders = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

export const json = (body: unknown, statusCode = 200, cookies?: string[]): HttpResult => ({
  ...jsonText(JSON.stringify(body), statusCode),
  ...(cookies ? { cookies } : {}),
});

/** A JSON body serialized already: a view built once and sent to many requests as it is. */
export const jsonText = (text: string, statusCode = 200): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: text,
});

export const redirect = (location: string, cookies?: string[]): HttpResult => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  ...(cookies ? { cookies } : {}),
});

/** After a form's post: the browser GETs `location` (303 See Other). */
export const seeOther = (location: string): HttpResult => ({
  statusCode: 303,
  headers: { location, 'cache-control': 'no-store' },
});

/** A CSV download: saved as `filename`, never cached (it shows what the viewer may see right now). */
export const csv = (table: CsvTable, filename: string): HttpResult => ({
  statusCode: 200,
  headers: {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  },
  body: csvText(table),
});
