import type { Game } from '@shared/game';
import { describe, expect, it } from 'vitest';
import { parseScore, rowsFromGames, scoresToSave, withProviderScores } from '@/features/admin/score-rows';

const game = (id: string, homeScore: number | null, awayScore: number | null): Game => ({
  id,
  week: 14,
  startTime: '2025-12-07T18:00:00.000Z',
  gameTime: '2025-12-07T18:00:00.000Z',
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeam: { displayName: 'Home', abbreviation: 'HOM' },
  awayTeam: { displayName: 'Away', abbreviation: 'AWY' },
  homeScore,
  awayScore,
  isCompleted: homeScore !== null,
  spread: null,
  isMnfTiebreaker: false,
  lockReason: 'completed',
});

describe('score rows', () => {
  it('fills only the rows the provider has scores for', () => {
    const rows = rowsFromGames([game('a', null, null), game('b', null, null)]);
    const { rows: filled, filled: count } = withProviderScores(rows, [
      { id: 'a', homeScore: 24, awayScore: 17, isCompleted: true, status: 'final' },
      { id: 'b', homeScore: null, awayScore: null, isCompleted: false, status: 'scheduled' },
    ]);
    expect(count).toBe(1);
    expect(filled[0]).toMatchObject({ homeScore: '24', awayScore: '17', isCompleted: true });
    expect(filled[1]).toMatchObject({ homeScore: '', awayScore: '', isCompleted: false });
  });

  it('reads non-numeric scores as 0 and skips games nobody scored', () => {
    expect(parseScore('x')).toBe(0);
    expect(parseScore('-4')).toBe(0);
    expect(parseScore('21')).toBe(21);
    const rows = rowsFromGames([game('a', 10, 3), game('b', null, null), game('c', null, null)]);
    rows[2] = { ...rows[2], homeScore: 'abc', isCompleted: true } as (typeof rows)[number];
    expect(scoresToSave(rows)).toEqual([
      { id: 'a', homeScore: 10, awayScore: 3, isCompleted: true },
      { id: 'c', homeScore: 0, awayScore: 0, isCompleted: true },
    ]);
  });
});
