import { stringify } from 'csv-stringify/sync';

/** A cell of a download: text, a number, or empty. */
export type CsvCell = string | number | null;

/** A download's columns (named as on the screen) and its rows, in the screen's order. */
export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

/**
 * The table as a spreadsheet opens it: UTF-8 with a byte-order mark (so "Zoë" stays "Zoë"), RFC 4180
 * quoting (line breaks included) and CRLF line ends. Text starting with = + - @ (a username, an entry name) gets a leading
 * single quote so a spreadsheet shows it instead of running it as a formula; numbers stay numbers.
 */
export const csvText = ({ header, rows }: CsvTable): string =>
  stringify(rows, {
    bom: true,
    header: true,
    columns: header,
    escape_formulas: true,
    record_delimiter: 'windows',
    // The library quotes only the whole CRLF; a lone line break must be quoted too.
    quoted_match: /[\r\n]/,
  });
