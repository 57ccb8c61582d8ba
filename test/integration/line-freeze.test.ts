import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { startEspnWeekServer, syncScheduleFromEspn } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// The pool before Week 1: its lines freeze, with the fixed-time rule, on Thursday Sep 4 at noon in
// New York (16:00 UTC, summer time), before Thursday night's DAL at PHI (00:20 UTC Friday).
const WEDNESDAY = '2025-09-03T16:00:00.000Z';
const JUST_BEFORE_FREEZE = '2025-09-04T15:59:00.000Z';
const FREEZE = '2025-09-04T16:00:00.000Z';
const THURSDAY_AFTERNOON = '2025-09-04T18:00:00.000Z';
const FRIDAY = '2025-09-05T12:00:00.000Z'; // Thursday night's game has kicked off

const LV_AT_NE = '401772720'; // Sunday 1 pm
const TEN_AT_DEN = '401772832'; // Sunday 4:05 pm; ESPN: DEN -8.5
const SF_AT_SEA = '401772831'; // Sunday 4:05 pm; ESPN: SF -1.5, the home line +1.5
const DAL_AT_PHI = '401772510'; // Thursday 8:20 pm

const stack = localStackForFile({ seed: true, poolNow: WEDNESDAY });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

let espn: Awaited<ReturnType<typeof startEspnWeekServer>>;
let admin: PoolClient;
let alice: PoolClient;

beforeAll(async () => {
  espn = await startEspnWeekServer('scoreboard-2025-reg-week01.json', 1);
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  alice = (await signIn(stack.url, 'alice@example.com')).client;
});
afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn.close();
});

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;
const week1 = () => json<Game[]>(admin.get('/api/games/week/1'));
const gameOf = async (id: string) => {
  const game = (await week1()).find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no game ${id} in week 1`);
  return game;
};
const setSpread = (id: string, spread: number | null) =>
  admin.send('PUT', `/api/admin/game/${id}/spread`, { spread });
const setLineFreeze = async (body: unknown) => {
  const response = await admin.send('PUT', '/api/admin/pool-settings', body);
  expect(response.status).toBe(200);
};
const setting = async (key: string) =>
  (await json<{ value: string | null }>(alice.get(`/api/settings/${key}`))).value;
const latestAuditId = async () => (await json<AuditPage>(admin.get('/api/admin/audit'))).entries[0]?.id;

/** The schedule sync from the loopback ESPN server (the fixture's lines), as the admin runs it. */
const syncWeek1FromEspn = async () => {
  expect((await syncScheduleFromEspn(admin, espn.baseUrl, 1)).status).toBe(200);
};

const myId = async (client: PoolClient) => (await json<{ id: string }>(client.get('/api/auth/user'))).id;
const myPick = async (client: PoolClient, gameId: string) =>
  (await json<WeeklyPick[]>(client.get(`/api/picks/weekly/1/${await myId(client)}`))).find(
    (pick) => pick.gameId === gameId,
  );
const pick = async (client: PoolClient, gameId: string, pickedTeamId: number) => {
  const response = await client.send('POST', '/api/picks/weekly/batch', {
    picks: [{ gameId, pickedTeamId, week: 1 }],
  });
  expect(await json<{ savedCount: number }>(response)).toMatchObject({ savedCount: 1 });
};

describe('line freeze: the setting', () => {
  it('is "at each game’s kickoff" until an admin sets it, with Thursday noon ready for the fixed time', async () => {
    expect(await setting('line_freeze')).toBe('kickoff');
    expect(await setting('line_freeze_at')).toBe('thursday 12:00');
  });

  it('refuses a weekday or time that is not one, and a player, storing nothing', async () => {
    for (const [body, message] of [
      [{ lineFreeze: 'friday' }, "lineFreeze must be 'kickoff' or 'fixed'"],
      [
        { lineFreezeAt: { weekday: 'thu', time: '12:00' } },
        'weekday must be a day of the week, such as thursday',
      ],
      [{ lineFreezeAt: { weekday: 'thursday', time: '25:00' } }, 'time must be a time of day such as 12:00'],
    ] as const) {
      const response = await admin.send('PUT', '/api/admin/pool-settings', body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(message);
    }
    expect((await alice.send('PUT', '/api/admin/pool-settings', { lineFreeze: 'fixed' })).status).toBe(403);
    expect(await setting('line_freeze')).toBe('kickoff');
    expect(await setting('line_freeze_at')).toBe('thursday 12:00');
  });

  it('is set to a fixed time and audited like the other pool settings', async () => {
    await setLineFreeze({ lineFreeze: 'fixed', lineFreezeAt: { weekday: 'sunday', time: '09:30' } });
    const [entry] = (await json<AuditPage>(admin.get('/api/admin/audit'))).entries;
    expect(entry).toMatchObject({
      action: 'setting.change',
      summary: 'line_freeze: kickoff → fixed; line_freeze_at: thursday 12:00 → sunday 09:30',
    });
    expect(await setting('line_freeze')).toBe('fixed');
    await setLineFreeze({ lineFreezeAt: { weekday: 'thursday', time: '12:00' } });
    expect(await setting('line_freeze_at')).toBe('thursday 12:00');
  });
});

describe('line freeze at a fixed time (Thursday noon)', () => {
  beforeAll(async () => {
    setClock(WEDNESDAY);
    await setLineFreeze({ lineFreeze: 'fixed', lineFreezeAt: { weekday: 'thursday', time: '12:00' } });
  });

  it('takes the admin’s spread edit before the freeze', async () => {
    setClock(JUST_BEFORE_FREEZE);
    const response = await setSpread(LV_AT_NE, -3);
    expect(response.status).toBe(200);
    expect((await gameOf(LV_AT_NE)).spread).toBe('-3');
  });

  it('refuses it from the freeze on with 409, storing nothing and auditing nothing', async () => {
    setClock(FREEZE);
    const auditBefore = await latestAuditId();
    const response = await setSpread(LV_AT_NE, -4);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe('The line of LV at NE froze at Thu, Sep 4, 12:00 PM ET');
    expect((await gameOf(LV_AT_NE)).spread).toBe('-3');
    expect(await latestAuditId()).toBe(auditBefore);
  });

  it('freezes the Monday night game at the same Thursday noon', async () => {
    setClock(THURSDAY_AFTERNOON);
    const monday = (await week1()).find((game) => game.isMnfTiebreaker);
    if (!monday) throw new Error('no Monday night game');
    const response = await setSpread(monday.id, 2);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/ froze at Thu, Sep 4, 12:00 PM ET$/);
  });

  it('lets a schedule sync fill a line before the freeze, and keeps the stored line after it', async () => {
    setClock(WEDNESDAY);
    expect((await setSpread(TEN_AT_DEN, null)).status).toBe(200);
    await syncWeek1FromEspn();
    expect((await gameOf(TEN_AT_DEN)).spread).toBe('-8.5');

    expect((await setSpread(SF_AT_SEA, null)).status).toBe(200);
    setClock(THURSDAY_AFTERNOON);
    await syncWeek1FromEspn();
    const games = await week1();
    expect(games.find((game) => game.id === SF_AT_SEA)?.spread).toBeNull();
    expect(games.find((game) => game.id === TEN_AT_DEN)?.spread).toBe('-8.5');
    expect(games.find((game) => game.id === LV_AT_NE)?.spread).toBe('-3');
  });
});

describe('line freeze at each game’s kickoff (the default rule)', () => {
  beforeAll(async () => {
    await setLineFreeze({ lineFreeze: 'kickoff' });
  });

  it('takes spread edits after Thursday noon until the game’s own kickoff', async () => {
    setClock(THURSDAY_AFTERNOON);
    expect((await setSpread(LV_AT_NE, -3.5)).status).toBe(200);
    expect((await gameOf(LV_AT_NE)).spread).toBe('-3.5');
  });

  it('refuses an edit after kickoff as before', async () => {
    setClock(FRIDAY);
    const response = await setSpread(DAL_AT_PHI, -7);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('The spread cannot change after kickoff');
  });

  it('lets a schedule sync fill a line until the game kicks off', async () => {
    setClock(FRIDAY);
    await syncWeek1FromEspn();
    expect((await gameOf(SF_AT_SEA)).spread).toBe('1.5');
  });
});

describe('each pick records the line it was made against', () => {
  let lv: number;
  let ne: number;
  beforeAll(async () => {
    setClock(WEDNESDAY);
    await setLineFreeze({ lineFreeze: 'fixed' });
    const game = await gameOf(LV_AT_NE);
    lv = game.awayTeamId;
    ne = game.homeTeamId;
    expect((await setSpread(LV_AT_NE, -3)).status).toBe(200);
  });

  it('stores the line at save time and keeps it after the admin moves the line', async () => {
    await pick(alice, LV_AT_NE, ne);
    expect(await myPick(alice, LV_AT_NE)).toMatchObject({ pickedTeamId: ne, line: '-3' });

    expect((await setSpread(LV_AT_NE, -4.5)).status).toBe(200);
    expect((await gameOf(LV_AT_NE)).spread).toBe('-4.5');
    expect(await myPick(alice, LV_AT_NE)).toMatchObject({ pickedTeamId: ne, line: '-3' });
  });

  it('keeps the line when the same team is saved again, and takes the new one for a changed pick', async () => {
    await pick(alice, LV_AT_NE, ne);
    expect((await myPick(alice, LV_AT_NE))?.line).toBe('-3');
    await pick(alice, LV_AT_NE, lv);
    expect(await myPick(alice, LV_AT_NE)).toMatchObject({ pickedTeamId: lv, line: '-4.5' });
  });

  it('records the line of an admin override too', async () => {
    const bob = (await signIn(stack.url, 'bob@example.com')).client;
    const bobId = await myId(bob);
    const response = await admin.send('POST', '/api/admin/override-picks', {
      userId: bobId,
      week: 1,
      picks: [{ userId: bobId, gameId: LV_AT_NE, pickedTeamId: lv, week: 1 }],
    });
    expect(response.status).toBe(200);
    expect(await myPick(bob, LV_AT_NE)).toMatchObject({ pickedTeamId: lv, line: '-4.5' });
  });

  it('shows nobody else the pick (or its line) before kickoff', async () => {
    const carol = (await signIn(stack.url, 'carol@example.com')).client;
    const seen = await json<WeeklyPick[]>(carol.get(`/api/picks/weekly/1/${await myId(alice)}`));
    expect(seen).toEqual([]);
  });

  it('keeps the line a pick recorded, and the game’s line, once the line is frozen', async () => {
    setClock(THURSDAY_AFTERNOON);
    expect((await setSpread(LV_AT_NE, -6)).status).toBe(409);
    expect(await myPick(alice, LV_AT_NE)).toMatchObject({ pickedTeamId: lv, line: '-4.5' });
    expect((await gameOf(LV_AT_NE)).spread).toBe('-4.5');
  });
});
