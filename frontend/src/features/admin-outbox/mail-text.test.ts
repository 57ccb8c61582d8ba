import { describe, expect, it } from 'vitest';
import { mailTextParts } from './mail-text';

describe('the parts of a mail text', () => {
  it('cuts out each web address, leaving the punctuation after it as text', () => {
    expect(
      mailTextParts(
        'Pick now: http://127.0.0.1:5173/weekly-picks.\nStop: https://pool.example.com/u?t=a-b_c',
      ),
    ).toEqual([
      { kind: 'text', text: 'Pick now: ' },
      { kind: 'link', url: 'http://127.0.0.1:5173/weekly-picks' },
      { kind: 'text', text: '.\nStop: ' },
      { kind: 'link', url: 'https://pool.example.com/u?t=a-b_c' },
    ]);
  });

  it('links nothing but http and https addresses', () => {
    expect(mailTextParts('javascript:alert(1) mailto:a@b.c ftp://x.y')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) mailto:a@b.c ftp://x.y' },
    ]);
    expect(mailTextParts('')).toEqual([]);
  });

  it('keeps a parenthesised address without its closing bracket', () => {
    expect(mailTextParts('(see https://a.example/x)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', url: 'https://a.example/x' },
      { kind: 'text', text: ')' },
    ]);
  });
});
