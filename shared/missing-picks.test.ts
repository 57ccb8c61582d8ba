import { describe, expect, it } from 'vitest';
import type { GameRecord } from './game';
import {
  type EntryAtHand,
  hasMissingPicks,
  missingPicks,
  type PlayerWeekAtHand,
  type WeekAtHand,
} from './missing-picks';
import type { SurvivorEntryRecord, SurvivorPickRecord, SurvivorPoolKind } from './survivor';

// Week 15 of 2025: Thursday night, two Sunday games, Monday night (all UTC).
const THU = '2025-12-12T01:15:00.000Z';
const SUN = '2025-12-14T18:00:00.000Z';
const SUN_LATE = '2025-12-14T21:25:00.000Z';
const MON = '2025-12-16T01:15:00.000Z';

const game = (
  id: string,
  startTime: string,
  awayTeamId: number,
  homeTeamId: number,
  more: Partial<GameRecord> = {},
): GameRecord => ({
  id,
  week: 15,
  startTime,
  awayTeamId,
  homeTeamId,
  awayScore: null,
  homeScore: null,
  isCompleted: false,
  spread: '-3',
  isMnfTiebreaker: false,
  ...more,
});

const games = [
  game('g1', THU, 1, 2),
  game('g2', SUN, 3, 4),
  game('g3', SUN_LATE, 5, 6),
  game('g4', MON, 7, 8),
];

const week = (at: string, more: Partial<WeekAtHand> = {}): WeekAtHand => ({
  week: 15,
  games,
  at: new Date(at),
  picksEnabled: true,
  ...more,
});

const pick = (teamId: number): SurvivorPickRecord => ({
  teamId,
  team: { abbreviation: `T${teamId}`, displayName: `Team ${teamId}` },
  lockAt: SUN,
  isCorrect: null,
  isFinalized: false,
  updatedAt: '2025-12-10T12:00:00.000Z',
});

const entry = (
  kind: SurvivorPoolKind,
  more: Partial<SurvivorEntryRecord> = {},
  name = kind === 'week6' ? 'Main' : 'Survivor Pool',
  isWeekFinalized = false,
): EntryAtHand => ({
  entry: {
    id: `${kind}.000000000001`,
    poolId: kind === 'week6' ? 'w6' : kind,
    userId: 'u1',
    displayName: 'alice_b',
    entryName: null,
    createdAt: '2025-09-01T00:00:00.000Z',
    firstWeek: kind === 'week6' ? 6 : 1,
    isEliminated: false,
    eliminatedInWeek: null,
    picks: {},
    ...more,
  },
  kind,
  name,
  isWeekFinalized,
});

const fullApp = { isAdmin: false, hasFullApp: true, userType: 'full_app' as const };
const week6Only = { isAdmin: false, hasFullApp: false, userType: 'week6_only' as const };
const lateEntry = { isAdmin: false, hasFullApp: false, userType: 'full_app' as const };

const held = (more: Partial<PlayerWeekAtHand> = {}): PlayerWeekAtHand => ({
  player: fullApp,
  pickedGameIds: new Set(),
  prediction: null,
  entries: [],
  ...more,
});

const BEFORE_ALL = '2025-12-11T17:00:00.000Z';

describe('missingPicks: weekly games', () => {
  it('lists every open game without a pick, earliest first', () => {
    const missing = missingPicks(week(BEFORE_ALL), held({ pickedGameIds: new Set(['g3']) }));
    expect(missing.games.map((g) => g.id)).toEqual(['g1', 'g2', 'g4']);
  });

  it('leaves out games that have kicked off or are final', () => {
    const withFinal = [...games.slice(0, 3), game('g4', MON, 7, 8, { isCompleted: true })];
    const missing = missingPicks(week('2025-12-12T01:15:00.000Z', { games: withFinal }), held());
    expect(missing.games.map((g) => g.id)).toEqual(['g2', 'g3']);
  });

  it('asks nothing while the admin has picks disabled', () => {
    const missing = missingPicks(
      week(BEFORE_ALL, { picksEnabled: false }),
      held({ entries: [entry('standard')] }),
    );
    expect(hasMissingPicks(missing)).toBe(false);
  });

  it('asks no weekly picks or MNF total of limited players', () => {
    for (const player of [week6Only, lateEntry]) {
      const missing = missingPicks(week(BEFORE_ALL), held({ player }));
      expect(missing.games).toEqual([]);
      expect(missing.mnfGame).toBeNull();
    }
  });

  it('asks admins as full-app players', () => {
    const admin = { isAdmin: true, hasFullApp: false, userType: 'full_app' as const };
    expect(missingPicks(week(BEFORE_ALL), held({ player: admin })).games).toHaveLength(4);
  });

  it('answers each player of one week at hand by their own picks, the week read once for all', () => {
    const thisWeek = week(BEFORE_ALL);
    const ids = (pickedGameIds: string[], prediction: PlayerWeekAtHand['prediction'] = null) => {
      const missing = missingPicks(thisWeek, held({ pickedGameIds: new Set(pickedGameIds), prediction }));
      return [...missing.games.map((g) => g.id), missing.mnfGame?.id ?? 'no total'];
    };
    expect(ids(['g1', 'g2'])).toEqual(['g3', 'g4', 'g4']);
    expect(ids([], { gameId: 'g4', predictedTotal: 41 })).toEqual(['g1', 'g2', 'g3', 'g4', 'no total']);
    expect(ids(['g1', 'g2', 'g3', 'g4'])).toEqual(['g4']);
    expect(missingPicks(thisWeek, held({ player: week6Only })).games).toEqual([]);
  });
});

describe('missingPicks: Monday-night total', () => {
  it('asks for the total of the tiebreaker game while it is open', () => {
    expect(missingPicks(week(BEFORE_ALL), held()).mnfGame?.id).toBe('g4');
  });

  it('is satisfied by a prediction for that game', () => {
    const missing = missingPicks(
      week(BEFORE_ALL),
      held({ prediction: { gameId: 'g4', predictedTotal: 44 } }),
    );
    expect(missing.mnfGame).toBeNull();
  });

  it('still asks when the prediction was for another game (the tiebreaker changed) or is empty', () => {
    expect(
      missingPicks(week(BEFORE_ALL), held({ prediction: { gameId: 'g3', predictedTotal: 44 } })).mnfGame?.id,
    ).toBe('g4');
    expect(
      missingPicks(week(BEFORE_ALL), held({ prediction: { gameId: 'g4', predictedTotal: null } })).mnfGame
        ?.id,
    ).toBe('g4');
  });

  it('follows the admin-flagged tiebreaker', () => {
    const flagged = games.map((g) => (g.id === 'g3' ? { ...g, isMnfTiebreaker: true } : g));
    expect(missingPicks(week(BEFORE_ALL, { games: flagged }), held()).mnfGame?.id).toBe('g3');
  });

  it('stops asking once the tiebreaker kicked off, and for a week without one', () => {
    expect(missingPicks(week(MON), held()).mnfGame).toBeNull();
    const noMonday = games.slice(0, 3);
    expect(missingPicks(week(BEFORE_ALL, { games: noMonday }), held()).mnfGame).toBeNull();
  });
});

describe('missingPicks: survivor and Week 6 entries', () => {
  it('asks a pick of each alive entry without one this week', () => {
    const missing = missingPicks(
      week(BEFORE_ALL),
      held({
        entries: [
          entry('standard'),
          entry('week6', { id: 'w6.a' }, 'Main'),
          entry('week6', { id: 'w6.b' }, 'Entry 2'),
        ],
      }),
    );
    expect(missing.survivor).toEqual([
      { entryId: 'standard.000000000001', poolId: 'standard', kind: 'standard', name: 'Survivor Pool' },
    ]);
    expect(missing.week6.map((e) => e.name)).toEqual(['Main', 'Entry 2']);
  });

  it('is satisfied by a pick this week', () => {
    const missing = missingPicks(
      week(BEFORE_ALL),
      held({ entries: [entry('late', { picks: { 15: pick(3) } })] }),
    );
    expect(missing.survivor).toEqual([]);
  });

  it('asks nothing of eliminated entries or of entries that start later', () => {
    const missing = missingPicks(
      week(BEFORE_ALL),
      held({
        entries: [
          entry('standard', { isEliminated: true, eliminatedInWeek: 9 }),
          entry('late', { firstWeek: 16 }),
        ],
      }),
    );
    expect(missing.survivor).toEqual([]);
  });

  it('asks nothing once the pool finalized the week', () => {
    const missing = missingPicks(
      week(BEFORE_ALL),
      held({ entries: [entry('standard', {}, 'Survivor Pool', true)] }),
    );
    expect(missing.survivor).toEqual([]);
  });

  it('asks nothing when every team still playing was used already', () => {
    const used = { 1: pick(3), 2: pick(4), 3: pick(5), 4: pick(6), 5: pick(7), 6: pick(8) };
    const missing = missingPicks(
      week('2025-12-12T02:00:00.000Z'),
      held({ entries: [entry('standard', { picks: used })] }),
    );
    expect(missing.survivor).toEqual([]);
    const oneLeft = { 1: pick(3), 2: pick(4), 3: pick(5), 4: pick(6), 5: pick(7) };
    const stillOne = missingPicks(
      week('2025-12-12T02:00:00.000Z'),
      held({ entries: [entry('standard', { picks: oneLeft })] }),
    );
    expect(stillOne.survivor).toHaveLength(1);
  });

  it('asks nothing once every game kicked off', () => {
    expect(hasMissingPicks(missingPicks(week(MON), held({ entries: [entry('standard')] })))).toBe(false);
  });

  it('asks Week 6 entries only from Week 6 on', () => {
    const early = missingPicks(
      week(BEFORE_ALL, { week: 5, games: games.map((g) => ({ ...g, week: 5 })) }),
      held({ player: week6Only, entries: [entry('week6', { firstWeek: 1 })] }),
    );
    expect(early.week6).toEqual([]);
  });

  it('asks a Week 6-only player for their entries only', () => {
    const missing = missingPicks(week(BEFORE_ALL), held({ player: week6Only, entries: [entry('week6')] }));
    expect(missing).toMatchObject({ games: [], mnfGame: null, survivor: [] });
    expect(missing.week6.map((e) => e.name)).toEqual(['Main']);
    expect(hasMissingPicks(missing)).toBe(true);
  });
});

describe('hasMissingPicks', () => {
  it('is false for a player with everything picked', () => {
    const complete = held({
      pickedGameIds: new Set(games.map((g) => g.id)),
      prediction: { gameId: 'g4', predictedTotal: 41 },
      entries: [entry('standard', { picks: { 15: pick(4) } })],
    });
    expect(hasMissingPicks(missingPicks(week(BEFORE_ALL), complete))).toBe(false);
  });
});
