import { parse } from 'csv-parse/sync';

/** A downloaded CSV as a spreadsheet reads it: whether it opens with a byte-order mark, its header and rows. */
export interface ParsedCsv {
  bom: boolean;
  header: string[];
  rows: string[][];
}

/**
 * Parses a download with csv-parse, strictly: every record ends with CRLF, quotes are closed, and
 * every row has the header's number of fields.
 */
export const parseCsv = (text: string): ParsedCsv => {
  const bom = text.startsWith('\uFEFF');
  if (text.length > 0 && !text.endsWith('\r\n')) throw new Error('CSV does not end with CRLF');
  const [header = [], ...rows] = parse(bom ? text.slice(1) : text, {
    record_delimiter: '\r\n',
    relax_column_count: false,
  }) as string[][];
  return { bom, header, rows };
};

/** The rows as objects keyed by the header's column names. */
export const csvRecords = ({ header, rows }: ParsedCsv): Record<string, string>[] =>
  rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
