import { describe, expect, it } from 'vitest';
import { keyedTexts } from '@/lib/keyed-texts';

describe('keyedTexts', () => {
  it('keys each text by itself and numbers its repeats', () => {
    expect(keyedTexts(['A', 'B', 'A', 'A'])).toEqual([
      { key: 'A', text: 'A' },
      { key: 'B', text: 'B' },
      { key: 'A#2', text: 'A' },
      { key: 'A#3', text: 'A' },
    ]);
  });
});
