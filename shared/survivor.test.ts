import { describe, expect, it } from 'vitest';
import type { GameRecord } from './game';
import {
  aliveGoingInto,
  entryDisplayName,
  entryWithCorrectedPick,
  fieldByWeek,
  gradeSurvivorEntry,
  isWeekOver,
  lastPlayedWeek,
  type PickAttempt,
  pickDistribution,
  type SurvivorEntryRecord,
  type SurvivorPickRecord,
  survivorCounts,
  survivorMessages,
  survivorOutcome,
  survivorOverrideRefusal,
  survivorPickRefusal,
  survivorPickResult,
  survivorPoolForNewPlayer,
} from './survivor';

const game = (
  id: string,
  week: number,
  awayTeamId: number,
  homeTeamId: number,
  score: [number, number] | null = null,
  startTime = `2025-10-${String(week + 10).padStart(2, '0')}T17:00:00.000Z`,
): GameRecord => ({
  id,
  week,
  startTime,
  awayTeamId,
  homeTeamId,
  awayScore: score ? score[0] : null,
  homeScore: score ? score[1] : null,
  isCompleted: score !== null,
  spread: null,
  isMnfTiebreaker: false,
});

const pick = (teamId: number, extra: Partial<SurvivorPickRecord> = {}): SurvivorPickRecord => ({
  teamId,
  team: { abbreviation: `T${teamId}`, displayName: `Team ${teamId}` },
  lockAt: '2025-10-01T17:00:00.000Z',
  isCorrect: null,
  isFinalized: false,
  updatedAt: '2025-10-01T12:00:00.000Z',
  ...extra,
});

const entry = (
  picks: Record<number, SurvivorPickRecord>,
  more: Partial<SurvivorEntryRecord> = {},
): SurvivorEntryRecord => ({
  id: 'standard.abc123',
  poolId: 'standard',
  userId: 'u1',
  displayName: 'player',
  entryName: null,
  createdAt: '2025-09-01T00:00:00.000Z',
  firstWeek: 1,
  isEliminated: false,
  eliminatedInWeek: null,
  picks,
  ...more,
});

describe('survivorPickResult', () => {
  it('survives a win and a tie, falls to a loss, waits for a final', () => {
    expect(survivorPickResult(game('g', 1, 1, 2, [10, 20]), 2)).toBe(true);
    expect(survivorPickResult(game('g', 1, 1, 2, [10, 20]), 1)).toBe(false);
    expect(survivorPickResult(game('g', 1, 1, 2, [40, 40]), 1)).toBe(true);
    expect(survivorPickResult(game('g', 1, 1, 2), 1)).toBeNull();
    expect(survivorPickResult(undefined, 1)).toBeNull();
  });
});

describe('isWeekOver', () => {
  it('needs games, each final or never to be played', () => {
    expect(isWeekOver([])).toBe(false);
    expect(isWeekOver([game('a', 1, 1, 2, [1, 0]), game('b', 1, 3, 4)])).toBe(false);
    expect(isWeekOver([game('a', 1, 1, 2, [1, 0]), { ...game('b', 1, 3, 4), status: 'canceled' }])).toBe(
      true,
    );
  });
});

describe('gradeSurvivorEntry', () => {
  const season = new Map<number, GameRecord[]>([
    [1, [game('w1a', 1, 1, 2, [10, 20]), game('w1b', 1, 3, 4, [7, 7])]],
    [2, [game('w2a', 2, 2, 3, [21, 14]), game('w2b', 2, 4, 1, [3, 30])]],
    [3, [game('w3a', 3, 1, 3)]],
  ]);

  it('keeps an entry alive through wins and ties, grading each pick', () => {
    const grade = gradeSurvivorEntry(entry({ 1: pick(3), 2: pick(2) }), season);
    expect(grade).toEqual({ results: { 1: true, 2: true }, isEliminated: false, eliminatedInWeek: null });
  });

  it('eliminates in the week of the first loss and leaves later picks ungraded', () => {
    const grade = gradeSurvivorEntry(entry({ 1: pick(1), 2: pick(2) }), season);
    expect(grade).toEqual({ results: { 1: false, 2: null }, isEliminated: true, eliminatedInWeek: 1 });
  });

  it('eliminates in a week that is over without a pick, but not in a week still being played', () => {
    expect(gradeSurvivorEntry(entry({ 1: pick(2) }), season)).toMatchObject({ eliminatedInWeek: 2 });
    expect(gradeSurvivorEntry(entry({ 1: pick(2), 2: pick(2 + 1) }), season)).toMatchObject({
      isEliminated: true,
      eliminatedInWeek: 2,
    });
    expect(gradeSurvivorEntry(entry({ 1: pick(2), 2: pick(1) }), season)).toMatchObject({
      isEliminated: false,
    });
  });

  it('starts at the entry’s first week: earlier weeks never eliminate it', () => {
    const late = entry({ 3: pick(1) }, { firstWeek: 3 });
    expect(gradeSurvivorEntry(late, season)).toEqual({
      results: { 3: null },
      isEliminated: false,
      eliminatedInWeek: null,
    });
  });

  it('revives an entry when a corrected score turns its loss into a win', () => {
    const picks = { 1: pick(1), 2: pick(2) };
    expect(gradeSurvivorEntry(entry(picks), season)).toMatchObject({
      isEliminated: true,
      eliminatedInWeek: 1,
    });
    const corrected = new Map(season);
    corrected.set(1, [game('w1a', 1, 1, 2, [24, 20]), game('w1b', 1, 3, 4, [7, 7])]);
    expect(gradeSurvivorEntry(entry(picks), corrected)).toEqual({
      results: { 1: true, 2: true },
      isEliminated: false,
      eliminatedInWeek: null,
    });
  });
});

describe('entryWithCorrectedPick', () => {
  const season = new Map<number, GameRecord[]>([
    [1, [game('w1a', 1, 1, 2, [10, 20]), game('w1b', 1, 3, 4, [7, 7])]],
    [2, [game('w2a', 2, 2, 3, [21, 14]), game('w2b', 2, 4, 1, [3, 30])]],
    [3, [game('w3a', 3, 5, 6)]],
  ]);
  const lost = entry(
    { 1: pick(3, { isCorrect: true }), 2: pick(3, { isCorrect: false }), 3: pick(5) },
    { isEliminated: true, eliminatedInWeek: 2 },
  );

  it('revives an entry out on a disputed pick when the corrected team won, grading every pick', () => {
    const corrected = entryWithCorrectedPick(lost, 2, pick(2, { isFinalized: true }), season);
    expect(corrected).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
    expect(Object.fromEntries(Object.entries(corrected.picks).map(([w, p]) => [w, p.isCorrect]))).toEqual({
      1: true,
      2: true,
      3: null,
    });
    expect(corrected.picks[2]).toMatchObject({ teamId: 2, isFinalized: true });
  });

  it('eliminates an alive entry when the corrected team lost, leaving later picks ungraded', () => {
    const alive = entry({ 1: pick(3), 2: pick(2, { isCorrect: true }), 3: pick(5) });
    const corrected = entryWithCorrectedPick(alive, 1, pick(1), season);
    expect(corrected).toMatchObject({ isEliminated: true, eliminatedInWeek: 1 });
    expect(corrected.picks[2]?.isCorrect).toBeNull();
  });

  it('is what grading the corrected picks from scratch gives, for every team of the week', () => {
    for (const teamId of [1, 2, 3, 4]) {
      const corrected = entryWithCorrectedPick(lost, 1, pick(teamId), season);
      const grade = gradeSurvivorEntry({ ...lost, picks: corrected.picks }, season);
      expect(corrected).toMatchObject({
        isEliminated: grade.isEliminated,
        eliminatedInWeek: grade.eliminatedInWeek,
      });
      for (const [week, result] of Object.entries(grade.results))
        expect(corrected.picks[Number(week)]?.isCorrect).toBe(result);
    }
  });
});

/** A refusal of a pick the rules never allow (400), or one made too late (403). */
const invalid = (message: string) => ({ kind: 'invalid', message });
const locked = (message: string) => ({ kind: 'locked', message });

describe('survivorOverrideRefusal', () => {
  const games = [game('w3a', 3, 5, 6, null, '2025-10-01T17:00:00.000Z')];
  const out = entry({ 1: pick(3), 2: pick(6) }, { isEliminated: true, eliminatedInWeek: 2 });
  const attempt = (teamId: number, more: Partial<SurvivorEntryRecord> = {}) => ({
    entry: { ...out, ...more },
    kind: 'standard' as const,
    week: 3,
    teamId,
    games,
  });

  it('allows a kicked-off game, an eliminated entry and a finalized pick', () => {
    expect(
      survivorOverrideRefusal(attempt(5, { picks: { ...out.picks, 3: pick(6, { isFinalized: true }) } })),
    ).toBe(null);
  });

  it('still refuses a team used in another week, a team not playing, a week before the entry', () => {
    expect(survivorOverrideRefusal(attempt(6))).toEqual(invalid(survivorMessages.usedStandard));
    expect(survivorOverrideRefusal({ ...attempt(6), kind: 'week6' })).toEqual(
      invalid(survivorMessages.usedWeek6),
    );
    expect(survivorOverrideRefusal(attempt(9))).toEqual(invalid(survivorMessages.notPlaying(3)));
    expect(survivorOverrideRefusal(attempt(5, { firstWeek: 6 }))).toEqual(
      invalid(survivorMessages.beforeFirstWeek(6)),
    );
  });
});

describe('survivorPickRefusal', () => {
  const week2 = [
    game('a', 2, 1, 2, null, '2025-10-12T17:00:00.000Z'),
    game('b', 2, 3, 4, null, '2025-10-12T20:25:00.000Z'),
  ];
  const attempt = (more: Partial<PickAttempt> = {}): PickAttempt => ({
    entry: entry({ 1: pick(5) }),
    kind: 'standard',
    week: 2,
    teamId: 3,
    games: week2,
    at: new Date('2025-10-12T12:00:00.000Z'),
    picksEnabled: true,
    isFinalized: false,
    ...more,
  });

  it('allows a team playing this week, before its kickoff, not used before', () => {
    expect(survivorPickRefusal(attempt())).toBeNull();
  });

  it('refuses a team used in another week, with the pool’s own words', () => {
    const used = entry({ 1: pick(3) });
    expect(survivorPickRefusal(attempt({ entry: used }))).toEqual(invalid(survivorMessages.usedStandard));
    expect(survivorPickRefusal(attempt({ entry: used, kind: 'week6' }))).toEqual(
      invalid(survivorMessages.usedWeek6),
    );
  });

  it('allows picking again the team already picked this week', () => {
    expect(survivorPickRefusal(attempt({ entry: entry({ 2: pick(3) }) }))).toBeNull();
  });

  it('refuses a team not playing, a kicked-off game, a pause, an elimination, a week before the entry', () => {
    expect(survivorPickRefusal(attempt({ teamId: 9 }))).toEqual(invalid(survivorMessages.notPlaying(2)));
    expect(survivorPickRefusal(attempt({ teamId: 1, at: new Date('2025-10-12T17:00:00.000Z') }))).toEqual(
      locked('Game has started - picks are locked'),
    );
    expect(survivorPickRefusal(attempt({ picksEnabled: false }))).toEqual(
      locked('Picks are currently disabled by admin'),
    );
    const out = entry({}, { isEliminated: true, eliminatedInWeek: 1 });
    expect(survivorPickRefusal(attempt({ entry: out }))).toEqual({
      kind: 'forbidden',
      message: survivorMessages.eliminated(1),
    });
    expect(survivorPickRefusal(attempt({ entry: entry({}, { firstWeek: 6 }) }))).toEqual(
      invalid(survivorMessages.beforeFirstWeek(6)),
    );
  });

  it('refuses to change a pick whose game started, and any pick of a finalized week', () => {
    const early = entry({ 2: pick(1, { lockAt: '2025-10-12T17:00:00.000Z' }) });
    const afterEarly = new Date('2025-10-12T18:00:00.000Z');
    expect(survivorPickRefusal(attempt({ entry: early, at: afterEarly }))).toEqual(
      locked(survivorMessages.currentPickLocked(2)),
    );
    expect(survivorPickRefusal(attempt({ isFinalized: true }))).toEqual(
      locked(survivorMessages.finalized(2)),
    );
    const finalized = entry({ 2: pick(4, { isFinalized: true }) });
    expect(survivorPickRefusal(attempt({ entry: finalized }))).toEqual(locked(survivorMessages.finalized(2)));
  });
});

describe('pool figures', () => {
  const entries = [
    entry({ 5: pick(1, { lockAt: '2025-10-12T17:00:00.000Z' }) }, { id: 'a' }),
    entry({ 5: pick(1, { lockAt: '2025-10-12T17:00:00.000Z' }) }, { id: 'b' }),
    entry({ 5: pick(2, { lockAt: '2025-10-12T20:25:00.000Z' }) }, { id: 'c' }),
    entry({}, { id: 'd', isEliminated: true, eliminatedInWeek: 3 }),
    entry({}, { id: 'e', firstWeek: 6 }),
  ];

  it('counts alive and eliminated entries', () => {
    expect(survivorCounts(entries)).toEqual({ alive: 4, eliminated: 1, total: 5 });
  });

  it('shares only picks whose game started, out of the entries alive going into the week', () => {
    const midday = new Date('2025-10-12T18:00:00.000Z');
    expect(pickDistribution(entries, 5, midday)).toEqual([{ teamId: 1, count: 2, percent: 67 }]);
    const evening = new Date('2025-10-12T21:00:00.000Z');
    expect(pickDistribution(entries, 5, evening)).toEqual([
      { teamId: 1, count: 2, percent: 67 },
      { teamId: 2, count: 1, percent: 33 },
    ]);
  });

  it('shares a graded pick before its kickoff, as a simulated week finishes games early', () => {
    const graded = [entry({ 5: pick(3, { lockAt: '2025-10-12T20:25:00.000Z', isCorrect: false }) })];
    expect(pickDistribution(graded, 5, new Date('2025-10-12T12:00:00.000Z'))).toEqual([
      { teamId: 3, count: 1, percent: 100 },
    ]);
  });

  it('follows the field week by week, counting an entry from its first week until it falls', () => {
    expect(fieldByWeek(entries, 1, 6)).toEqual([
      { week: 1, alive: 4 },
      { week: 2, alive: 4 },
      { week: 3, alive: 3 },
      { week: 4, alive: 3 },
      { week: 5, alive: 3 },
      { week: 6, alive: 4 },
    ]);
    expect(aliveGoingInto(entries[3] as SurvivorEntryRecord, 3)).toBe(true);
    expect(aliveGoingInto(entries[3] as SurvivorEntryRecord, 4)).toBe(false);
  });
});

describe('who joins which pool', () => {
  const kickoffs = { standard: '2025-09-05T00:20:00.000Z', late: '2025-10-10T00:15:00.000Z' };
  it('puts a sign-up in the standard pool, then the late-entry group, then none', () => {
    expect(survivorPoolForNewPlayer(new Date('2025-09-01T00:00:00Z'), kickoffs)).toBe('standard');
    expect(survivorPoolForNewPlayer(new Date('2025-09-05T00:20:00Z'), kickoffs)).toBe('late');
    expect(survivorPoolForNewPlayer(new Date('2025-10-10T00:15:00Z'), kickoffs)).toBeNull();
    expect(survivorPoolForNewPlayer(new Date('2026-01-01T00:00:00Z'), { standard: null, late: null })).toBe(
      'standard',
    );
  });
});

describe('entryDisplayName', () => {
  it('uses the entry’s name, else its place', () => {
    expect(entryDisplayName('  Main  ', 1)).toBe('Main');
    expect(entryDisplayName(null, 3)).toBe('Entry 3');
    expect(entryDisplayName('   ', 2)).toBe('Entry 2');
  });
});

describe('survivorOutcome', () => {
  const alive = (id: string) => ({ id, isEliminated: false, eliminatedInWeek: null });
  const out = (id: string, week: number) => ({ id, isEliminated: true, eliminatedInWeek: week });
  const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

  it('names the one entry alive the winner, and the week of the last elimination', () => {
    const outcome = survivorOutcome([out('a', 3), alive('b'), out('c', 5)]);
    expect({ ...outcome, finalists: ids(outcome.finalists) }).toEqual({
      outcome: 'winner',
      finalists: ['b'],
      lastWeek: 5,
    });
  });

  it('lists the entries still alive while more than one is', () => {
    const outcome = survivorOutcome([alive('a'), out('b', 2), alive('c')]);
    expect([outcome.outcome, ids(outcome.finalists)]).toEqual(['alive', ['a', 'c']]);
  });

  it('gives the win to the last out together when none is left', () => {
    const outcome = survivorOutcome([out('a', 4), out('b', 7), out('c', 7)]);
    expect([outcome.outcome, ids(outcome.finalists), outcome.lastWeek]).toEqual(['last-out', ['b', 'c'], 7]);
  });

  it('says a pool without entries has none', () => {
    expect(survivorOutcome([])).toEqual({ outcome: 'no-entries', finalists: [], lastWeek: 0 });
  });
});

describe('lastPlayedWeek', () => {
  const picked = (...weeks: number[]) =>
    Object.fromEntries(weeks.map((week) => [week, { teamId: week } as SurvivorPickRecord]));

  it('is the latest week picked or gone out in, and at least the first week', () => {
    expect(lastPlayedWeek([], 6)).toBe(6);
    expect(lastPlayedWeek([{ picks: picked(1, 2, 3), eliminatedInWeek: null }], 1)).toBe(3);
    expect(
      lastPlayedWeek(
        [
          { picks: picked(1, 2), eliminatedInWeek: 4 },
          { picks: picked(1), eliminatedInWeek: null },
        ],
        1,
      ),
    ).toBe(4);
    expect(lastPlayedWeek([{ picks: picked(1), eliminatedInWeek: 1 }], 6)).toBe(6);
  });

  it('takes a pool of 10,000 entries with 14 picks each', () => {
    const entries = Array.from({ length: 10_000 }, (_, i) => ({
      picks: picked(...Array.from({ length: 14 }, (_, week) => week + 1)),
      eliminatedInWeek: i === 5000 ? 15 : null,
    }));
    expect(lastPlayedWeek(entries, 1)).toBe(15);
  });
});
