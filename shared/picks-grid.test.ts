import { describe, expect, it } from 'vitest';
import type { Game } from './game';
import type { LockReason } from './pick-lock';
import { buildPicksGrid, type GridInput } from './picks-grid';
import type { WeeklyPick } from './schemas/picks';
import type { PublicUser } from './schemas/users';
import type { PickOutcome } from './scoring';

const BEFORE_SEASON = '2025-08-01T12:00:00.000Z';
const user = (
  id: string,
  displayName: string,
  weeklyPoolSince: string | null = BEFORE_SEASON,
): PublicUser => ({
  id,
  displayName,
  username: displayName,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  weeklyPoolSince,
});
const THURSDAY = '2025-09-11T00:15:00.000Z';
const SUNDAY = '2025-09-14T17:00:00.000Z';
const game = (id: string, lockReason: LockReason | null) =>
  ({ id, lockReason, startTime: id === 'thu' ? THURSDAY : SUNDAY }) as Game;
const pick = (userId: string, gameId: string, outcome: PickOutcome) =>
  ({ userId, gameId, outcome, pickedTeamId: 1 }) as WeeklyPick;

const users = [user('a', 'alice'), user('b', 'bob'), user('c', 'carla')];
const games = [game('thu', 'completed'), game('sun', null)];
const input = (overrides: Partial<GridInput> = {}): GridInput => ({
  users,
  games,
  picks: [pick('a', 'sun', 'pending'), pick('b', 'thu', 'incorrect'), pick('c', 'thu', 'correct')],
  viewerId: 'a',
  viewerIsAdmin: false,
  showAllResults: true,
  ...overrides,
});

describe('buildPicksGrid', () => {
  it('puts the viewer first, then players by correct picks', () => {
    const rows = buildPicksGrid(input());
    expect(rows.map((row) => [row.user.id, row.correct])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 0],
    ]);
  });

  it('shows "none" where a pick could be seen and "hidden" for others before kickoff', () => {
    const [alice, carla] = buildPicksGrid(input());
    expect(alice?.cells.map((cell) => cell.kind)).toEqual(['none', 'pick']);
    expect(carla?.cells.map((cell) => cell.kind)).toEqual(['pick', 'hidden']);
  });

  it('lets admins see every missing pick as missing', () => {
    const rows = buildPicksGrid(input({ viewerIsAdmin: true }));
    expect(rows.find((row) => row.user.id === 'b')?.cells.map((cell) => cell.kind)).toEqual(['pick', 'none']);
  });

  it("keeps only the viewer's row while results are hidden", () => {
    expect(buildPicksGrid(input({ showAllResults: false })).map((row) => row.user.id)).toEqual(['a']);
    expect(buildPicksGrid(input({ showAllResults: false, viewerIsAdmin: true }))).toHaveLength(3);
  });

  it('lists only the weekly pool, from the week each player joined', () => {
    const pool = [
      ...users,
      user('w6', 'week6_only', null),
      user('late', 'late_only', null),
      user('fri', 'joined_friday', '2025-09-12T12:00:00.000Z'),
      user('next', 'joined_next_week', '2025-09-16T12:00:00.000Z'),
    ];
    const ids = (overrides: Partial<GridInput>) =>
      buildPicksGrid(input({ users: pool, viewerIsAdmin: true, ...overrides })).map((row) => row.user.id);
    expect(ids({}).sort()).toEqual(['a', 'b', 'c', 'fri']);
    // A pick of the week (an admin's override) lists a player of the pool who joined later, not an account outside it.
    const given = [pick('next', 'thu', 'correct'), pick('w6', 'thu', 'correct')];
    expect(ids({ picks: [...input().picks, ...given] }).sort()).toEqual(['a', 'b', 'c', 'fri', 'next']);
  });
});
