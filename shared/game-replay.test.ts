import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ReplayedGame, replayAt, replayLengthMs, SCORING_PLAYS, scoringPlays } from './game-replay';
import { liveClockText } from './live-game';
import { parseSeasonGames, parseTeams } from './season-file';

const teams = parseTeams(readFileSync(new URL('../infra/season/nfl-teams.csv', import.meta.url), 'utf8'));
const season = parseSeasonGames(
  readFileSync(new URL('../infra/season/nfl-2025-regular-season.csv', import.meta.url), 'utf8'),
  teams,
);
const scored = season.filter((game) => game.isCompleted);

const MINUTE = 60_000;
const at = (game: ReplayedGame, minutes: number) =>
  replayAt(game, new Date(Date.parse(game.startTime) + minutes * MINUTE));

/** Every minute from kickoff to the final whistle. */
const minuteByMinute = (game: ReplayedGame) =>
  Array.from({ length: replayLengthMs(game.overtime) / MINUTE + 1 }, (_, minute) => at(game, minute));

const byId = (id: string) => {
  const game = season.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};

describe('scoring plays', () => {
  it('makes every total a team can score from touchdowns, field goals and safeties, and refuses 1', () => {
    expect(scoringPlays(1)).toBeNull();
    expect(scoringPlays(0)).toEqual([]);
    expect(scoringPlays(17)).toEqual([7, 7, 3]);
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 80 }), (points) => {
        const plays = scoringPlays(points) ?? [];
        expect(plays.reduce((sum, play) => sum + play, 0)).toBe(points);
        expect(plays.every((play) => (SCORING_PLAYS as readonly number[]).includes(play))).toBe(true);
      }),
    );
  });
});

describe('a replayed game', () => {
  it('moves each team’s score only in football increments, never shows a team at 1, and ends on the real score', () => {
    for (const game of scored) {
      let [home, away] = [0, 0];
      for (const state of minuteByMinute(game).filter((s) => s.homeScore !== null)) {
        const [homeNow, awayNow] = [state.homeScore as number, state.awayScore as number];
        for (const [before, now] of [
          [home, homeNow],
          [away, awayNow],
        ] as const) {
          expect(now, game.id).not.toBe(1);
          expect(now, game.id).toBeGreaterThanOrEqual(before);
          // One minute of a replay can hold two plays of a team, never a point or two added by rounding.
          if (now > before) expect(scoringPlays(now - before), `${game.id} ${before}→${now}`).not.toBeNull();
        }
        [home, away] = [homeNow, awayNow];
      }
      expect([home, away], game.id).toEqual([game.homeScore, game.awayScore]);
    }
  });

  it('goes to overtime tied when the game did, shows OT, and is final with its overtime period', () => {
    // PHI 19 at LAC 22 on Monday night of Week 14, decided in overtime.
    const monday = byId('401772822');
    expect(monday).toMatchObject({ overtime: true, awayScore: 19, homeScore: 22 });
    const endOfRegulation = at(monday, 200);
    expect(endOfRegulation).toMatchObject({ status: 'in_progress', period: 4, clock: '0:00' });
    expect(endOfRegulation.homeScore).toBe(endOfRegulation.awayScore);
    expect(liveClockText({ ...at(monday, 215), isCompleted: false })).toMatch(/^OT \d+:\d\d$/);
    expect(at(monday, 229)).toMatchObject({ status: 'in_progress', period: 5 });
    expect(at(monday, 230)).toMatchObject({ status: 'final', homeScore: 22, awayScore: 19, period: 5 });

    // GB 40 at DAL 40: a tie after overtime is tied at every whistle from the end of regulation.
    const tie = byId('401772921');
    expect(at(tie, 196).homeScore).toBe(at(tie, 196).awayScore);
    expect(at(tie, 230)).toMatchObject({ status: 'final', homeScore: 40, awayScore: 40, period: 5 });
  });

  it('is final after 3 h 15 min without overtime, with no period', () => {
    const regulation = scored.find((game) => !game.overtime);
    if (!regulation) throw new Error('no game without overtime');
    expect(at(regulation, 194)).toMatchObject({ status: 'in_progress', period: 4 });
    expect(at(regulation, 195)).toMatchObject({
      status: 'final',
      homeScore: regulation.homeScore,
      awayScore: regulation.awayScore,
      period: null,
      clock: null,
    });
  });

  it('spreads each team’s points through the game: two looks under 12 minutes apart never differ by more than one play', () => {
    // 12 minutes of pool time is more than a tick of the local scheduler at 120x (10 pool minutes).
    const looks = fc.record({
      game: fc.constantFrom(...scored),
      minute: fc.double({ min: -5, max: 235, noNaN: true }),
      gap: fc.double({ min: 0, max: 12, noNaN: true }),
    });
    fc.assert(
      fc.property(looks, ({ game, minute, gap }) => {
        const [before, after] = [at(game, minute), at(game, minute + gap)];
        for (const side of ['homeScore', 'awayScore'] as const) {
          const moved = (after[side] ?? 0) - (before[side] ?? 0);
          expect(moved, `${game.id} ${minute}+${gap}`).toBeGreaterThanOrEqual(0);
          expect(moved, `${game.id} ${minute}+${gap}`).toBeLessThanOrEqual(8);
        }
      }),
      { numRuns: 5000 },
    );
  });

  it('plays any final score out in all four quarters, exactly, with no more than one play between looks 12 minutes apart', () => {
    const finals = fc.record({
      home: fc.integer({ min: 0, max: 70 }).filter((points) => points !== 1),
      away: fc.integer({ min: 0, max: 70 }).filter((points) => points !== 1),
      id: fc.string({ minLength: 1, maxLength: 12 }),
    });
    fc.assert(
      fc.property(finals, ({ home, away, id }) => {
        const game: ReplayedGame = {
          id,
          startTime: '2025-10-19T17:00:00.000Z',
          homeScore: home,
          awayScore: away,
          overtime: false,
        };
        const states = Array.from({ length: 196 / 6 + 1 }, (_, i) => at(game, i * 6));
        let previous = { homeScore: 0, awayScore: 0 };
        for (const state of states.slice(1)) {
          for (const side of ['homeScore', 'awayScore'] as const) {
            const moved = (state[side] ?? 0) - previous[side];
            expect(moved).toBeGreaterThanOrEqual(0);
            expect(moved).toBeLessThanOrEqual(8);
          }
          previous = { homeScore: state.homeScore ?? 0, awayScore: state.awayScore ?? 0 };
        }
        expect(previous).toEqual({ homeScore: home, awayScore: away });
        // A team with four plays or more scores in more than one half.
        const half = at(game, 90);
        for (const [side, final] of [
          ['homeScore', home],
          ['awayScore', away],
        ] as const) {
          if ((scoringPlays(final) ?? []).length >= 4) {
            expect(half[side]).toBeGreaterThan(0);
            expect(half[side]).toBeLessThan(final);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is the same at the same instant on every look, and scheduled before kickoff', () => {
    const game = byId('401772794');
    expect(at(game, 90)).toEqual(at({ ...game }, 90));
    expect(at(game, -1)).toEqual({
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      period: null,
      clock: null,
    });
  });
});
