/** A downloaded CSV as a spreadsheet reads it: whether it opens with a byte-order mark, its header and rows. */
export interface ParsedCsv {
  bom: boolean;
  header: string[];
  rows: string[][];
}

/**
 * RFC 4180, strictly enough for tests (no csv-parse here): quoted fields may hold commas, doubled
 * quotes and line breaks; records end with CRLF.
 */
export const parseCsv = (text: string): ParsedCsv => {
  const bom = text.startsWith('\uFEFF');
  const body = bom ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || record.length) throw new Error('CSV does not end with CRLF');
  const [header = [], ...rows] = records;
  for (const row of rows) {
    if (row.length !== header.length)
      throw new Error(`A row has ${row.length} fields, the header ${header.length}`);
  }
  return { bom, header, rows };
};

/** The rows as objects keyed by the header's column names. */
export const csvRecords = ({ header, rows }: ParsedCsv): Record<string, string>[] =>
  rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])));
