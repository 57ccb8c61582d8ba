import type { Game } from '@shared/game';
import type { LockReason } from '@shared/pick-lock';
import type { WeeklyPick } from '@shared/schemas/picks';
import { describe, expect, it } from 'vitest';
import {
  canSavePicks,
  pickProgress,
  picksToSave,
  type Selections,
  savedSelections,
  saveOutcome,
  selectedTeam,
} from '@/features/weekly-picks/pick-rules';

const game = (id: string, lockReason: LockReason | null, isMnfTiebreaker = false): Game => ({
  id,
  week: 15,
  startTime: '2025-12-14T18:00:00.000Z',
  gameTime: '2025-12-14T18:00:00.000Z',
  homeTeamId: 1,
  awayTeamId: 2,
  homeTeam: { displayName: 'Atlanta Falcons', abbreviation: 'ATL' },
  awayTeam: { displayName: 'Buffalo Bills', abbreviation: 'BUF' },
  homeScore: null,
  awayScore: null,
  isCompleted: lockReason === 'completed',
  spread: '-3.5',
  isMnfTiebreaker,
  lockReason,
});

const started = game('thu', 'started');
const sunday = game('sun', null);
const monday = game('mon', null, true);
const games = [started, sunday, monday];
const pickedIn = (selections: Selections) => (g: Game) => selectedTeam(g, selections, {});

describe('selectedTeam', () => {
  it('prefers the edit of an open game and keeps the saved pick of a locked one', () => {
    const saved = savedSelections([{ gameId: 'thu', pickedTeamId: 2 } as WeeklyPick]);
    expect(selectedTeam(started, { thu: 1 }, saved)).toBe(2);
    expect(selectedTeam(sunday, { sun: 1 }, { sun: 2 })).toBe(1);
    expect(selectedTeam(sunday, {}, { sun: 2 })).toBe(2);
    expect(selectedTeam(sunday, {}, {})).toBeUndefined();
  });
});

describe('pickProgress', () => {
  it('counts picks against the games still open', () => {
    expect(pickProgress(games, pickedIn({ sun: 1 }))).toEqual({
      eligible: 2,
      picked: 1,
      remaining: 1,
      made: 1,
      total: 3,
    });
  });
});

describe('canSavePicks', () => {
  const check = (selections: Selections, mnfTotal: number | null, picksEnabled = true, list = games) =>
    canSavePicks({ picksEnabled, games: list, selected: pickedIn(selections), mnfTotal });

  it('needs every open game picked and the MNF total while the MNF game is open', () => {
    expect(check({ sun: 1, mon: 2 }, 44)).toBe(true);
    expect(check({ sun: 1, mon: 2 }, 0)).toBe(true);
    expect(check({ sun: 1 }, 44)).toBe(false);
    expect(check({ sun: 1, mon: 2 }, null)).toBe(false);
  });

  it('no longer needs the MNF total once the MNF game is locked', () => {
    expect(check({ sun: 1 }, null, true, [started, sunday, game('mon', 'started', true)])).toBe(true);
  });

  it('refuses while picks are disabled', () => {
    expect(check({ sun: 1, mon: 2 }, 44, false)).toBe(false);
  });
});

describe('picksToSave', () => {
  it("sends only the open games' picks", () => {
    expect(picksToSave(games, pickedIn({ thu: 1, sun: 1, mon: 2 }), 15)).toEqual([
      { gameId: 'sun', pickedTeamId: 1, week: 15 },
      { gameId: 'mon', pickedTeamId: 2, week: 15 },
    ]);
  });
});

describe('saveOutcome', () => {
  it('tells full success, partial success and failure apart', () => {
    expect(saveOutcome(16, 16).kind).toBe('success');
    expect(saveOutcome(15, 16)).toEqual({ kind: 'partial', saved: 15, total: 16 });
    expect(saveOutcome(0, 16).kind).toBe('failure');
  });
});
