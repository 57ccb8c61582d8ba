import { describe, expect, it } from 'vitest';
import { csvText } from './csv';

describe('csvText', () => {
  it('starts with a byte-order mark and the header, and ends every line with CRLF', () => {
    const text = csvText({ header: ['Rank', 'Player'], rows: [[1, 'alice_b']] });
    expect(text).toBe('\uFEFFRank,Player\r\n1,alice_b\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps non-ASCII letters as they are', () => {
    const text = csvText({ header: ['Player'], rows: [['Zoë, "the" Ox'], ['two\nlines'], ['Łukasz']] });
    expect(text).toBe('\uFEFFPlayer\r\n"Zoë, ""the"" Ox"\r\n"two\nlines"\r\nŁukasz\r\n');
  });

  it('writes an empty cell for null and numbers as numbers', () => {
    expect(csvText({ header: ['A', 'B', 'C'], rows: [[null, -3, 2.5]] })).toBe('\uFEFFA,B,C\r\n,-3,2.5\r\n');
  });

  it('puts a single quote before text a spreadsheet would run as a formula', () => {
    const rows = [['=HYPERLINK("x")'], ['+1'], ['-2+3'], ['@SUM(A1)'], ['a=b']];
    expect(csvText({ header: ['Player'], rows })).toBe(
      '\uFEFFPlayer\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2+3\r\n\'@SUM(A1)\r\na=b\r\n',
    );
  });
});
