import type { Game } from '@shared/game';
import { describe, expect, it } from 'vitest';
import {
  cleanScore,
  parseScore,
  rowsFromGames,
  scoreProblem,
  scoreProblems,
  scoresToSave,
  withProviderScores,
} from '@/features/admin-games/score-rows';

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

describe('typed scores', () => {
  it('keeps the minus sign and the decimal point, so a negative or a fraction is refused, not changed', () => {
    expect(cleanScore('-7')).toBe('-7');
    expect(cleanScore('4.5')).toBe('4.5');
    expect(cleanScore('2x1')).toBe('21');
  });

  it('says why a score cannot be saved, and nothing for a whole number from 0 to 200 or a blank', () => {
    expect(scoreProblem('-7')).toBe("A score can't be negative");
    expect(scoreProblem('-')).toBe("A score can't be negative");
    expect(scoreProblem('4.5')).toBe('Whole numbers only');
    expect(scoreProblem('201')).toBe('A score is at most 200');
    for (const fine of ['', '0', '21', '200']) expect(scoreProblem(fine), fine).toBeNull();
  });

  it('names each refused box of the table as its label does', () => {
    const rows = rowsFromGames([game('a', 10, 3)]);
    rows[0] = { ...rows[0], awayScore: '-3', homeScore: '10' } as (typeof rows)[number];
    expect(scoreProblems(rows)).toEqual(["AWY score, AWY at HOM: a score can't be negative"]);
  });
});
