import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { lineFreezesAt } from '../../shared/line-freeze';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { mnfLockMessages, pickLockMessages } from '../../shared/pick-lock';
import type { BatchPicksResult, MnfPrediction, WeeklyPick } from '../../shared/schemas/picks';
import type { MySurvivorEntry, SurvivorEntry } from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * Deadlines through HTTP at random server times: the pool clock (POOL_NOW) is moved to instants
 * drawn on both sides of the moment each kind of entry locks, and every weekly pick, Monday-night
 * prediction, survivor pick, Week 6 pick and spread edit is accepted before that moment and refused
 * (storing nothing) at or after it. The bulk of the cases are the unit properties in
 * shared/deadlines.property.test.ts; here the server's whole path is checked against the same rules.
 */

const PRESEASON = '2025-09-01T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: PRESEASON });
const setClock = (ms: number) => {
  process.env.POOL_NOW = new Date(ms).toISOString();
};

const RUNS = 24;
const DAY = 86_400_000;
/** A side of the deadline, then an offset: within 5 s of it (the edge) or within 3 days. */
const instant = fc
  .tuple(
    fc.boolean(),
    fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.constantFrom(0, 1), fc.integer({ min: 0, max: 3 * DAY })),
  )
  .map(([before, magnitude]) => (before ? -1 - magnitude : magnitude));
const instants: Record<string, { before: number; after: number }> = {};
const tally = (kind: string, delta: number) => {
  const count = instants[kind] ?? { before: 0, after: 0 };
  instants[kind] = count;
  if (delta < 0) count.before += 1;
  else count.after += 1;
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let player: PoolClient;
let playerId: string;
const weeks = new Map<number, Game[]>();
const gamesOf = (week: number) => weeks.get(week) ?? [];
/** The week's first game on that UTC date. */
const gameOn = (week: number, date: string) => {
  const game = gamesOf(week).find((candidate) => candidate.startTime.startsWith(date));
  if (!game) throw new Error(`no game of week ${week} on ${date}`);
  return game;
};

beforeAll(async () => {
  setClock(Date.parse(PRESEASON));
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // Joined (the username step) before Week 1's first kickoff: an entry in the standard survivor pool.
  player = (await signIn(stack.url, 'deadline.player@example.com', { username: 'deadline_player' })).client;
  playerId = (await json<{ id: string }>(player.get('/api/auth/user'))).id;
  for (const week of [1, 2, 6]) weeks.set(week, await json<Game[]>(admin.get(`/api/games/week/${week}`)));
});

describe('weekly picks at random instants around kickoff, across the Week 1 to Week 2 boundary', () => {
  it('saves every pick before its game’s kickoff and none at or after it, keeping the stored one', async () => {
    // Week 1's Thursday opener, a Sunday and the Monday night game, and Week 2's Thursday opener.
    const week1 = gamesOf(1);
    const chosen = [week1[0], gameOn(1, '2025-09-07'), week1.at(-1), gamesOf(2)[0]];
    const stored = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...chosen), instant, fc.boolean(), async (game, delta, home) => {
        if (!game) throw new Error('a chosen game is missing');
        tally('weekly pick', delta);
        setClock(Date.parse(game.startTime) + delta);
        const pickedTeamId = home ? game.homeTeamId : game.awayTeamId;
        const result = await json<BatchPicksResult>(
          player.send('POST', '/api/picks/weekly/batch', {
            picks: [{ gameId: game.id, pickedTeamId, week: game.week }],
          }),
        );
        if (delta < 0) {
          expect(result.savedCount, game.id).toBe(1);
          stored.set(game.id, pickedTeamId);
        } else {
          expect(result.failed).toEqual([{ gameId: game.id, message: pickLockMessages.started }]);
        }
        const mine = await json<WeeklyPick[]>(player.get(`/api/picks/weekly/${game.week}/${playerId}`));
        expect(mine.find((pick) => pick.gameId === game.id)?.pickedTeamId).toBe(stored.get(game.id));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('Monday-night predictions at random instants around the tiebreaker’s kickoff', () => {
  it('saves every total before the kickoff and none at or after it', async () => {
    const tiebreaker = mnfTiebreakerGame(gamesOf(1));
    if (!tiebreaker) throw new Error('week 1 has no tiebreaker game');
    let stored: number | undefined;
    await fc.assert(
      fc.asyncProperty(instant, fc.integer({ min: 0, max: 150 }), async (delta, predictedTotal) => {
        tally('MNF prediction', delta);
        setClock(Date.parse(tiebreaker.startTime) + delta);
        const response = await player.send('POST', '/api/tiebreaker/mnf', {
          gameId: tiebreaker.id,
          week: 1,
          predictedTotal,
        });
        if (delta < 0) {
          expect(response.status).toBe(200);
          stored = predictedTotal;
        } else {
          expect({ status: response.status, body: await response.json() }).toEqual({
            status: 403,
            body: { message: mnfLockMessages.started },
          });
        }
        const mine = await json<MnfPrediction | null>(player.get('/api/tiebreaker/mnf/1'));
        expect(mine?.predictedTotal).toBe(stored);
      }),
      { numRuns: RUNS },
    );
  });
});

/** A survivor entry's pick of a week as its owner reads it. */
const survivorPickOf = async (route: 'survivor' | 'week6', entryId: string, week: number) =>
  (
    await json<{ pickedTeamId: number } | null>(
      player.get(`/api/${route}/${route === 'survivor' ? 'current-pick' : 'picks'}/${entryId}/${week}`),
    )
  )?.pickedTeamId;
const survivorPick = (route: 'survivor' | 'week6', entryId: string, week: number, pickedTeamId: number) =>
  player.send('POST', route === 'survivor' ? '/api/survivor/pick' : '/api/week6/picks', {
    entryId,
    week,
    pickedTeamId,
  });

/**
 * Picks one of the two teams of a game at random instants around its kickoff: changing between
 * them is open until that kickoff (both the new team's and the current pick's).
 */
const survivorPicksAroundKickoff = async (
  kind: string,
  route: 'survivor' | 'week6',
  entryId: string,
  game: Game,
) => {
  let stored: number | undefined = await survivorPickOf(route, entryId, game.week);
  await fc.assert(
    fc.asyncProperty(instant, fc.boolean(), async (delta, home) => {
      tally(kind, delta);
      setClock(Date.parse(game.startTime) + delta);
      const pickedTeamId = home ? game.homeTeamId : game.awayTeamId;
      const response = await survivorPick(route, entryId, game.week, pickedTeamId);
      const body = (await response.json()) as { message?: string };
      if (delta < 0) {
        expect(response.status, body.message).toBe(200);
        stored = pickedTeamId;
      } else {
        expect(response.status).toBe(403);
        expect([pickLockMessages.started, survivorMessages.currentPickLocked(game.week)]).toContain(
          body.message,
        );
      }
      expect(await survivorPickOf(route, entryId, game.week)).toBe(stored);
    }),
    { numRuns: RUNS },
  );
};

describe('survivor and Week 6 picks at random instants around kickoff and finalization', () => {
  let standardEntryId: string;
  beforeAll(async () => {
    setClock(Date.parse(PRESEASON));
    const mine = await json<MySurvivorEntry>(player.get('/api/survivor/entry'));
    if (!mine.entry) throw new Error(`no survivor entry: ${mine.message}`);
    standardEntryId = mine.entry.id;
  });

  it('takes a survivor pick before its kickoff and none at or after it', async () => {
    const sunday = gameOn(1, '2025-09-07');
    await survivorPicksAroundKickoff('survivor pick', 'survivor', standardEntryId, sunday);
  });

  it('takes a Week 6 pick before its kickoff and none at or after it', async () => {
    const created = await player.send('POST', '/api/week6/entries', {
      poolId: 'week6',
      entryName: 'Deadlines',
    });
    expect(created.status).toBe(200);
    const entry = (await created.json()) as SurvivorEntry;
    const week6Game = gameOn(6, '2025-10-12');
    await survivorPicksAroundKickoff('Week 6 pick', 'week6', entry.id, week6Game);
  });

  it('takes a Week 2 survivor pick at any instant before kickoff until the week is finalized, none after', async () => {
    // Not the two teams of the Week 1 game the entry picked from: those are used.
    const sunday = gameOn(1, '2025-09-07');
    const used = [sunday.homeTeamId, sunday.awayTeamId];
    const week2 = gamesOf(2);
    const first = Math.min(...week2.map((g) => Date.parse(g.startTime)));
    const open = week2.flatMap((g) => [g.homeTeamId, g.awayTeamId]).filter((team) => !used.includes(team));
    let stored: number | undefined;
    const pickAt = async (delta: number, team: number) => {
      setClock(first + delta);
      return survivorPick('survivor', standardEntryId, 2, team);
    };
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: -3 * DAY, max: -1 }),
        fc.constantFrom(...open),
        async (delta, team) => {
          tally('survivor pick before finalization', delta);
          const response = await pickAt(delta, team);
          expect(response.status, JSON.stringify(await response.json())).toBe(200);
          stored = team;
          expect(await survivorPickOf('survivor', standardEntryId, 2)).toBe(stored);
        },
      ),
      { numRuns: RUNS / 2 },
    );
    expect(stored).toBeDefined();
    setClock(first - DAY);
    expect((await admin.send('POST', '/api/admin/survivor/finalize-week', { week: 2 })).status).toBe(200);
    await fc.assert(
      fc.asyncProperty(instant, fc.constantFrom(...open), async (delta, team) => {
        tally('survivor pick after finalization', delta);
        const response = await pickAt(delta, team);
        expect({ status: response.status, body: await response.json() }).toEqual({
          status: 403,
          body: { message: survivorMessages.finalized(2) },
        });
        expect(await survivorPickOf('survivor', standardEntryId, 2)).toBe(stored);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

describe('spread edits at random instants around the moment the line freezes', () => {
  const spreadOf = async (week: number, id: string) =>
    (await json<Game[]>(admin.get(`/api/games/week/${week}`))).find((g) => g.id === id)?.spread;
  const setLineFreeze = async (body: unknown) => {
    expect((await admin.send('PUT', '/api/admin/pool-settings', body)).status).toBe(200);
  };
  const spread = fc.integer({ min: -30, max: 30 }).map((halves) => halves / 2);

  it.each([
    ['kickoff', { lineFreeze: 'kickoff' }],
    ['fixed (Thursday noon)', { lineFreeze: 'fixed', lineFreezeAt: { weekday: 'thursday', time: '12:00' } }],
  ] as const)(
    'under the %s rule, takes an edit before the freeze and none at or after it',
    async (rule, body) => {
      setClock(Date.parse(PRESEASON));
      await setLineFreeze(body);
      const week = gamesOf(2);
      const game = gameOn(2, '2025-09-14');
      const freeze =
        body.lineFreeze === 'kickoff'
          ? lineFreezesAt(game, week, { rule: 'kickoff' })
          : lineFreezesAt(game, week, { rule: 'fixed', at: body.lineFreezeAt });
      if (body.lineFreeze === 'fixed') expect(freeze.getTime()).toBeLessThan(Date.parse(game.startTime));
      let stored = await spreadOf(2, game.id);
      await fc.assert(
        fc.asyncProperty(instant, spread, async (delta, value) => {
          tally(`spread edit (${rule})`, delta);
          setClock(freeze.getTime() + delta);
          const response = await admin.send('PUT', `/api/admin/game/${game.id}/spread`, { spread: value });
          if (delta < 0) {
            expect(response.status).toBe(200);
            stored = String(value === 0 ? 0 : value);
          } else {
            // At kickoff the edit is 403; at the earlier fixed moment it is 409, naming the freeze.
            expect([403, 409]).toContain(response.status);
            expect(typeof (await response.json()).message).toBe('string');
          }
          expect(await spreadOf(2, game.id)).toBe(stored);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it('counts the instants drawn on each side of each deadline', () => {
    const kinds = Object.values(instants);
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    console.info('deadline instants:', JSON.stringify(instants));
  });
});
