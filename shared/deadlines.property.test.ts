import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentWeekAt } from './current-week';
import { easternDate } from './eastern-time';
import type { GameRecord } from './game';
import { isLineFrozen, type LineFreeze, lineFreezesAt, weekdays } from './line-freeze';
import { mnfTiebreakerGame } from './mnf-game';
import { gameLockReason, mnfLockMessages, pickLockMessages } from './pick-lock';
import {
  type SurvivorEntryRecord,
  type SurvivorPoolKind,
  survivorMessages,
  survivorPickRefusal,
} from './survivor';

/*
 * Deadlines as properties of the pure rules the server applies: at random instants around kickoffs,
 * line freezes, week boundaries and survivor finalization, nothing is accepted at or after the
 * moment it locks, and everything else is accepted before it.
 */

const RUNS = 2_000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Kickoffs from the preseason to the Super Bowl, across both summer-time changes' seasons.
const SEASON_START = Date.parse('2025-08-01T00:00:00.000Z');
const SEASON_END = Date.parse('2026-02-15T00:00:00.000Z');

/** A kickoff on a whole minute, as schedules have them. */
const kickoff = fc.integer({ min: SEASON_START / MINUTE, max: SEASON_END / MINUTE }).map((m) => m * MINUTE);
/** An offset from a deadline: mostly within a few seconds of it (the edge), else within days. */
const offset = fc.oneof(
  fc.integer({ min: -5_000, max: 5_000 }),
  fc.constantFrom(-1, 0, 1),
  fc.integer({ min: -7 * DAY, max: 7 * DAY }),
);
const iso = (ms: number) => new Date(ms).toISOString();

const game = (id: string, startMs: number, awayTeamId: number, homeTeamId: number): GameRecord => ({
  id,
  week: 7,
  startTime: iso(startMs),
  awayTeamId,
  homeTeamId,
  homeScore: null,
  awayScore: null,
  isCompleted: false,
  spread: null,
  isMnfTiebreaker: false,
});

/** A week of 1 to 8 games between distinct teams, kicking off within 6 days of the first. */
const weekOfGames = fc
  .tuple(
    kickoff,
    fc.array(fc.integer({ min: 0, max: (6 * DAY) / MINUTE }), { minLength: 1, maxLength: 8 }),
    fc.shuffledSubarray(
      Array.from({ length: 32 }, (_, i) => i + 1),
      { minLength: 16, maxLength: 16 },
    ),
  )
  .map(([first, minutes, teams]) =>
    minutes.map((m, i) =>
      game(`g${i}`, first + m * MINUTE, teams[2 * i] as number, teams[2 * i + 1] as number),
    ),
  );

describe('weekly picks lock at their game’s kickoff', () => {
  it('take a pick at every instant before kickoff and none at or after it', () => {
    fc.assert(
      fc.property(kickoff, offset, (start, delta) => {
        const lock = gameLockReason(
          { isCompleted: false, startTime: iso(start) },
          new Date(start + delta),
          true,
        );
        expect(lock).toBe(delta < 0 ? null : 'started');
      }),
      { numRuns: RUNS },
    );
  });

  it('take none while the game is completed or picks are disabled, at any instant', () => {
    fc.assert(
      // A completed game with picks enabled, or a game not played yet while the admin disabled picks.
      fc.property(kickoff, offset, fc.boolean(), (start, delta, completed) => {
        const at = new Date(start + delta);
        const lock = gameLockReason({ isCompleted: completed, startTime: iso(start) }, at, completed);
        expect(lock).not.toBeNull();
        expect(Object.keys(pickLockMessages)).toContain(lock);
      }),
      { numRuns: RUNS },
    );
  });

  it('lock each game at its own kickoff whatever the current week is (the week boundary moves no deadline)', () => {
    fc.assert(
      fc.property(weekOfGames, weekOfGames, fc.nat(15), offset, (week7, week8, index, delta) => {
        const games = [...week7, ...week8.map((g) => ({ ...g, id: `n${g.id}`, week: 8 }))];
        const target = games[index % games.length] as GameRecord;
        const at = new Date(Date.parse(target.startTime) + delta);
        // Whichever week is current at that instant, the target's lock follows its own kickoff only.
        expect([7, 8, 18]).toContain(currentWeekAt(at, games));
        expect(gameLockReason(target, at, true)).toBe(delta < 0 ? null : 'started');
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the Monday-night prediction locks at the tiebreaker game’s kickoff', () => {
  it('is taken before the tiebreaker kicks off, whatever else has started, and never from its kickoff on', () => {
    fc.assert(
      fc.property(weekOfGames, fc.option(fc.nat(7), { nil: undefined }), offset, (week, flagged, delta) => {
        const games = week.map((g, i) => ({
          ...g,
          isMnfTiebreaker: flagged !== undefined && i === flagged % week.length,
        }));
        const tiebreaker = mnfTiebreakerGame(games);
        fc.pre(tiebreaker !== null);
        if (!tiebreaker) return;
        const at = new Date(Date.parse(tiebreaker.startTime) + delta);
        const lock = gameLockReason(tiebreaker, at, true);
        expect(lock === null ? null : mnfLockMessages[lock]).toBe(delta < 0 ? null : mnfLockMessages.started);
      }),
      { numRuns: RUNS },
    );
  });
});

const entryWith = (kind: SurvivorPoolKind, picks: SurvivorEntryRecord['picks']): SurvivorEntryRecord => ({
  id: `${kind}.e1`,
  poolId: kind,
  userId: 'u1',
  displayName: 'player',
  entryName: null,
  createdAt: '2025-08-01T00:00:00.000Z',
  firstWeek: kind === 'week6' ? 6 : 1,
  isEliminated: false,
  eliminatedInWeek: null,
  picks,
});

describe('survivor and Week 6 picks lock at kickoff and at finalization', () => {
  const kinds = fc.constantFrom<SurvivorPoolKind>('standard', 'late', 'week6');

  it('take a team before its kickoff (and before the current pick’s kickoff), never after, never once finalized', () => {
    fc.assert(
      fc.property(
        kinds,
        weekOfGames,
        fc.nat(15),
        fc.option(fc.nat(15), { nil: undefined }),
        fc.nat(7),
        offset,
        fc.boolean(),
        (kind, games, teamIndex, currentIndex, around, delta, finalized) => {
          const teams = games.flatMap((g) => [g.awayTeamId, g.homeTeamId]);
          const teamId = teams[teamIndex % teams.length] as number;
          const gameOf = (team: number) =>
            games.find((g) => g.homeTeamId === team || g.awayTeamId === team) as GameRecord;
          const currentTeam =
            currentIndex === undefined ? undefined : (teams[currentIndex % teams.length] as number);
          const picks: SurvivorEntryRecord['picks'] = {};
          if (currentTeam !== undefined) {
            picks[7] = {
              teamId: currentTeam,
              team: { abbreviation: `T${currentTeam}`, displayName: `Team ${currentTeam}` },
              lockAt: gameOf(currentTeam).startTime,
              isCorrect: null,
              isFinalized: false,
              updatedAt: '2025-08-01T00:00:00.000Z',
            };
          }
          // Instants gather around the kickoffs of the week, where the locks are.
          const anchor = games[around % games.length] as GameRecord;
          const at = new Date(Date.parse(anchor.startTime) + delta);
          const refusal = survivorPickRefusal({
            entry: entryWith(kind, picks),
            kind,
            week: 7,
            teamId,
            games,
            at,
            picksEnabled: true,
            isFinalized: finalized,
          });
          const beforeKickoff = (team: number) => at.getTime() < Date.parse(gameOf(team).startTime);
          const changing = currentTeam !== undefined && currentTeam !== teamId;
          const open =
            !finalized && beforeKickoff(teamId) && (!changing || beforeKickoff(currentTeam as number));
          expect(refusal === null, refusal?.message ?? 'accepted').toBe(open);
          if (finalized) expect(refusal).toEqual({ kind: 'locked', message: survivorMessages.finalized(7) });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses every pick of a week an admin finalized, however early, and any pick finalized on the entry', () => {
    fc.assert(
      fc.property(
        kinds,
        weekOfGames,
        fc.nat(15),
        fc.integer({ min: -7 * DAY, max: -1 }),
        (kind, games, index, delta) => {
          const teams = games.flatMap((g) => [g.awayTeamId, g.homeTeamId]);
          const teamId = teams[index % teams.length] as number;
          const first = Math.min(...games.map((g) => Date.parse(g.startTime)));
          const attempt = {
            kind,
            week: 7,
            teamId,
            games,
            at: new Date(first + delta),
            picksEnabled: true,
          };
          expect(
            survivorPickRefusal({ ...attempt, entry: entryWith(kind, {}), isFinalized: false }),
          ).toBeNull();
          const finalizedWeek = { kind: 'locked', message: survivorMessages.finalized(7) };
          expect(survivorPickRefusal({ ...attempt, entry: entryWith(kind, {}), isFinalized: true })).toEqual(
            finalizedWeek,
          );
          const finalizedPick = {
            7: {
              teamId,
              team: { abbreviation: 'T', displayName: 'T' },
              lockAt: iso(first),
              isCorrect: null,
              isFinalized: true,
              updatedAt: iso(first - DAY),
            },
          };
          expect(
            survivorPickRefusal({ ...attempt, entry: entryWith(kind, finalizedPick), isFinalized: false }),
          ).toEqual(finalizedWeek);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

const easternClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const easternWeekdayAndTime = (instant: Date) => {
  const parts = Object.fromEntries(easternClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${String(parts.weekday).toLowerCase()} ${parts.hour}:${parts.minute}`;
};
const addDays = (date: string, days: number) =>
  iso(Date.parse(`${date}T00:00:00Z`) + days * DAY).slice(0, 10);
/** The Tuesday (New York date) that starts the NFL week holding this instant. */
const tuesdayOf = (instant: number) => {
  const date = easternDate(new Date(instant));
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() - 2 + 7) % 7));
};

const freezeRule: fc.Arbitrary<LineFreeze> = fc.oneof(
  fc.constant({ rule: 'kickoff' as const }),
  fc
    .record({ weekday: fc.constantFrom(...weekdays), hour: fc.nat(23), minute: fc.nat(59) })
    .map(({ weekday, hour, minute }) => ({
      rule: 'fixed' as const,
      at: { weekday, time: `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` },
    })),
);

describe('spread edits lock when the line freezes', () => {
  /** The admin's spread edit as the service judges it: before kickoff and before the line freezes. */
  const spreadEditAccepted = (target: GameRecord, week: GameRecord[], freeze: LineFreeze, at: Date) =>
    !target.isCompleted &&
    Date.parse(target.startTime) > at.getTime() &&
    !isLineFrozen(target, week, freeze, at);

  it('freeze no later than kickoff, at kickoff under the kickoff rule, else at one moment of the week', () => {
    fc.assert(
      fc.property(weekOfGames, freezeRule, (week, freeze) => {
        const first = Math.min(...week.map((g) => Date.parse(g.startTime)));
        const moments = week.map((g) => lineFreezesAt(g, week, freeze).getTime());
        for (const [i, g] of week.entries()) {
          const start = Date.parse(g.startTime);
          expect(moments[i]).toBeLessThanOrEqual(start);
          if (freeze.rule === 'kickoff') expect(moments[i]).toBe(start);
        }
        if (freeze.rule !== 'fixed') return;
        // Every game freezes at the week's moment or, when it kicks off earlier, at its kickoff.
        const moment = Math.max(...moments);
        const later = week.filter((g) => Date.parse(g.startTime) > moment);
        for (const [i, g] of week.entries())
          expect(moments[i]).toBe(Math.min(moment, Date.parse(g.startTime)));
        if (later.length === 0) return;
        // That moment is the rule's weekday and New York time, within the NFL week of the first kickoff.
        expect(easternWeekdayAndTime(new Date(moment))).toBe(`${freeze.at.weekday} ${freeze.at.time}`);
        const tuesday = tuesdayOf(first);
        const day = easternDate(new Date(moment));
        expect(day >= tuesday && day <= addDays(tuesday, 6), `${day} in the week of ${tuesday}`).toBe(true);
      }),
      // Each run formats New York times: half the runs keep it as cheap as the others.
      { numRuns: RUNS / 2 },
    );
  });

  it('take an edit at every instant before the freeze and none at or after it', () => {
    fc.assert(
      fc.property(weekOfGames, freezeRule, fc.nat(7), offset, (week, freeze, index, delta) => {
        const target = week[index % week.length] as GameRecord;
        const freezesAt = lineFreezesAt(target, week, freeze).getTime();
        const at = new Date(freezesAt + delta);
        expect(spreadEditAccepted(target, week, freeze, at)).toBe(delta < 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('take no edit of a completed game, at any instant', () => {
    fc.assert(
      fc.property(weekOfGames, freezeRule, offset, (week, freeze, delta) => {
        const target = { ...(week[0] as GameRecord), isCompleted: true };
        const at = new Date(Date.parse(target.startTime) - DAY + delta);
        expect(spreadEditAccepted(target, week, freeze, at)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });
});
