import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { type CsvTable, csvText } from '../csv';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { headers?: Record<string, string> };

export const json = (body: unknown, statusCode = 200, cookies?: string[]): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
  ...(cookies ? { cookies } : {}),
});

export const redirect = (location: string, cookies?: string[]): HttpResult => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  ...(cookies ? { cookies } : {}),
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
