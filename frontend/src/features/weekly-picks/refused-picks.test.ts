import type { BatchPicksResult, PickFailure } from '@shared/schemas/picks';
import { describe, expect, it } from 'vitest';
import { refusalLines, refusedPickLines, saveReport } from '@/features/weekly-picks/refused-picks';
import { ApiError } from '@/lib/api-errors';

const team = (abbreviation: string) => ({ abbreviation });
const games = [
  { id: 'g1', awayTeam: team('ATL'), homeTeam: team('TB') },
  { id: 'g2', awayTeam: team('BUF'), homeTeam: team('HOU') },
];

describe('refusedPickLines', () => {
  it('names each refused game as the cards do, with the server reason', () => {
    expect(
      refusedPickLines(
        [
          { gameId: 'g2', message: 'Game has started - picks are locked' },
          { gameId: 'g1', message: 'That team is not in this game' },
        ],
        games,
      ),
    ).toEqual(['BUF @ HOU: Game has started - picks are locked', 'ATL @ TB: That team is not in this game']);
  });

  it('falls back to the game id for a game no longer in the week', () => {
    expect(refusedPickLines([{ gameId: 'gone', message: 'Game not found' }], games)).toEqual([
      'gone: Game not found',
    ]);
  });
});

describe('refusalLines', () => {
  const batch = (failed: PickFailure[]): PromiseSettledResult<BatchPicksResult | null> => ({
    status: 'fulfilled',
    value: { saved: [], failed, savedCount: 0, totalCount: failed.length },
  });
  const refused = (message: string) =>
    ({ status: 'rejected', reason: new ApiError(403, message, { message }, true) }) as const;

  it('lists the refused picks, then the MNF total with the server message', () => {
    expect(
      refusalLines(
        batch([{ gameId: 'g1', message: 'Game has started - picks are locked' }]),
        refused('Game started - predictions locked'),
        games,
      ),
    ).toEqual([
      'ATL @ TB: Game has started - picks are locked',
      'MNF total: Game started - predictions locked',
    ]);
  });

  it('gives the reason of a batch refused whole, and nothing when all went in', () => {
    expect(
      refusalLines(
        refused('Picks are currently disabled by admin'),
        { status: 'fulfilled', value: null },
        games,
      ),
    ).toEqual(['Picks are currently disabled by admin']);
    expect(refusalLines(batch([]), { status: 'fulfilled', value: null }, games)).toEqual([]);
  });
});

describe('saveReport', () => {
  it('says all went in, or counts what was saved and lists the reasons', () => {
    expect(saveReport({ kind: 'success', saved: 3, total: 3 }, [], 15)).toEqual({
      type: 'success',
      title: 'Picks Saved',
      description: 'Your Week 15 picks are in.',
    });
    expect(
      saveReport(
        { kind: 'partial', saved: 16, total: 17 },
        ['ATL @ TB: Game has started - picks are locked'],
        15,
      ),
    ).toEqual({
      type: 'error',
      title: 'Partial Success',
      description: '16 of 17 picks saved successfully\nATL @ TB: Game has started - picks are locked',
    });
    expect(saveReport({ kind: 'failure', saved: 0, total: 1 }, ['MNF total: Game started'], 15)).toEqual({
      type: 'error',
      title: 'Error',
      description: 'Failed to save picks\nMNF total: Game started',
    });
  });
});
