import { describe, expect, it } from 'vitest';
import { defaultPoolId, fieldSummary, shareSentence } from '@/features/results/survivor-grid';

describe('defaultPoolId', () => {
  const pools = [{ id: 'standard' }, { id: 'late' }, { id: 'week6' }];

  it("opens on the viewer's own pool, else the first", () => {
    expect(defaultPoolId(pools, ['late'])).toBe('late');
    expect(defaultPoolId(pools, [null, 'week6'])).toBe('week6');
    expect(defaultPoolId(pools, [undefined, 'gone'])).toBe('standard');
    expect(defaultPoolId([], ['standard'])).toBeNull();
  });
});

describe('sentences', () => {
  it('says how the field picked and how it stands', () => {
    const share = (teamAbbreviation: string, count: number, percent: number) => ({
      teamAbbreviation,
      count,
      percent,
    });
    expect(shareSentence([share('DET', 7, 41), share('KC', 3, 18)])).toBe('41% of alive entries took DET');
    expect(shareSentence([share('CLE', 1, 33), share('DEN', 1, 33), share('LAR', 1, 33)])).toBe(
      'CLE, DEN and LAR tied at 33% of alive entries each',
    );
    expect(shareSentence([])).toBe('no picks yet');
    expect(fieldSummary({ alive: 7, total: 13 })).toBe('13 entries started; 7 still alive.');
    expect(fieldSummary({ alive: 1, total: 1 })).toBe('1 entry started; 1 still alive.');
    expect(fieldSummary({ alive: 0, total: 0 })).toBe('No entries yet.');
  });
});
