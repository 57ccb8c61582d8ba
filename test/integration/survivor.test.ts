import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type {
  MySurvivorEntry,
  SurvivorEntry,
  SurvivorPoolResults,
  SurvivorStats,
  Week6Registration,
} from '../../shared/schemas/survivor';
import { survivorMessages } from '../../shared/survivor';
import { buildSurvivorGrid } from '../../shared/survivor-grid';
import type { CurrentUser } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { realWeek } from '../support/real-season';

/*
 * A survivor season on the real 2025 results: entries made at sign-up, picks before kickoff, each
 * week's real finals synced from the season file once the clock passes them, which grades survivor.
 */
const PRESEASON = '2025-09-01T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: PRESEASON });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
const games = new Map<number, Game[]>();
const gamesOf = async (week: number): Promise<Game[]> => {
  const known = games.get(week);
  if (known) return known;
  const read = await json<Game[]>(admin.get(`/api/games/week/${week}`));
  games.set(week, read);
  return read;
};
const hoursFrom = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();
const beforeWeek = async (week: number) => hoursFrom((await gamesOf(week))[0]?.startTime ?? '', -2);
const afterWeek = async (week: number) => hoursFrom((await gamesOf(week)).at(-1)?.startTime ?? '', 6);

/** Winners, losers and the tie of a week, by the real scores. */
const outcomes = async (week: number) => {
  const real = new Map(realWeek(week).map((game) => [game.id, game]));
  const winners: number[] = [];
  const losers: number[] = [];
  const tied: number[] = [];
  for (const game of await gamesOf(week)) {
    const score = real.get(game.id);
    if (!score || score.homeScore === null || score.awayScore === null) continue;
    if (score.homeScore === score.awayScore) tied.push(game.homeTeamId, game.awayTeamId);
    else if (score.homeScore > score.awayScore) winners.push(game.homeTeamId) && losers.push(game.awayTeamId);
    else winners.push(game.awayTeamId) && losers.push(game.homeTeamId);
  }
  return { winners, losers, tied };
};

const finishWeek = async (week: number) => {
  setClock(await afterWeek(week));
  expect((await admin.send('POST', `/api/admin/sync-scores/${week}`, {})).status).toBe(200);
};

const myEntry = async (client: PoolClient) => json<MySurvivorEntry>(client.get('/api/survivor/entry'));
const pick = (client: PoolClient, entryId: string, week: number, pickedTeamId: number) =>
  client.send('POST', '/api/survivor/pick', { entryId, week, pickedTeamId });

interface Player {
  client: PoolClient;
  entryId: string;
  userId: string;
}
/** A player: signed in and through the profile step (the username is the email's name part). */
const player = async (email: string): Promise<Player> => {
  const { client } = await signIn(stack.url, email, { username: email.split('@')[0]?.replace(/\W/g, '_') });
  const { entry } = await myEntry(client);
  const user = await json<CurrentUser>(client.get('/api/auth/user'));
  return { client, entryId: entry?.id ?? '', userId: user.id };
};

let winner: Player; // picks winners all along
let loser: Player; // loses in Week 1
let absent: Player; // never picks: out in Week 1
let tie: Player; // picks the tied GB-DAL game in Week 4

beforeAll(async () => {
  setClock(PRESEASON);
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  [winner, loser, absent, tie] = (await Promise.all(
    ['sv-win@example.com', 'sv-lose@example.com', 'sv-absent@example.com', 'sv-tie@example.com'].map(player),
  )) as [Player, Player, Player, Player];
});

describe('a survivor season on the real 2025 results', () => {
  it('gives everyone who joins before Week 1 a standard entry', async () => {
    const { entry, message } = await myEntry(winner.client);
    expect(message).toBeNull();
    expect(entry).toMatchObject({
      poolId: 'standard',
      kind: 'standard',
      isEliminated: false,
      firstWeek: 1,
      picks: [],
    });
    for (const other of [loser, absent, tie]) expect(other.entryId).toMatch(/^standard\./);
  });

  it('grades Week 1: a loss and a missed week eliminate, a win survives', async () => {
    setClock(await beforeWeek(1));
    const week1 = await outcomes(1);
    const [w1, w2] = week1.winners;
    expect((await pick(winner.client, winner.entryId, 1, w1 as number)).status).toBe(200);
    expect((await pick(tie.client, tie.entryId, 1, w2 as number)).status).toBe(200);
    expect((await pick(loser.client, loser.entryId, 1, week1.losers[0] as number)).status).toBe(200);
    await finishWeek(1);
    expect((await myEntry(winner.client)).entry).toMatchObject({
      isEliminated: false,
      eliminatedInWeek: null,
    });
    expect((await myEntry(loser.client)).entry).toMatchObject({ isEliminated: true, eliminatedInWeek: 1 });
    expect((await myEntry(absent.client)).entry).toMatchObject({ isEliminated: true, eliminatedInWeek: 1 });
    expect((await myEntry(winner.client)).entry?.picks[0]).toMatchObject({ week: 1, isCorrect: true });
    const stats = await json<SurvivorStats>(winner.client.get('/api/survivor/stats'));
    expect(stats.standard.eliminated).toBeGreaterThanOrEqual(2);
    expect(stats.standard.alive).toBe(stats.standard.total - stats.standard.eliminated);
  });

  it('refuses a team used before, a team not playing, a paused pool, a pick at kickoff, an eliminated entry, and keeps nothing refused', async () => {
    setClock(await beforeWeek(2));
    const used = (await myEntry(winner.client)).entry?.picks[0]?.pickedTeamId as number;
    const reuse = await pick(winner.client, winner.entryId, 2, used);
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).message).toBe(survivorMessages.usedStandard);
    const eliminated = await pick(loser.client, loser.entryId, 2, (await outcomes(2)).winners[0] as number);
    expect(eliminated.status).toBe(403);
    expect((await eliminated.json()).message).toBe(survivorMessages.eliminated(1));
    const idle = (await gamesOf(2)).flatMap((game) => [game.homeTeamId, game.awayTeamId]);
    const notPlaying = Array.from({ length: 40 }, (_, i) => i + 1).find((team) => !idle.includes(team));
    const absentTeam = await pick(winner.client, winner.entryId, 2, notPlaying as number);
    expect(absentTeam.status).toBe(400);
    expect((await absentTeam.json()).message).toBe(survivorMessages.notPlaying(2));
    expect((await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: false })).status).toBe(200);
    const paused = await pick(winner.client, winner.entryId, 2, (await outcomes(2)).winners[0] as number);
    expect((await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: true })).status).toBe(200);
    expect(paused.status).toBe(403);
    expect((await paused.json()).message).toBe('Picks are currently disabled by admin');
    const first = (await gamesOf(2))[0] as Game;
    setClock(first.startTime);
    const late = await pick(winner.client, winner.entryId, 2, first.homeTeamId);
    expect(late.status).toBe(403);
    expect((await late.json()).message).toBe('Game has started - picks are locked');
    expect((await myEntry(winner.client)).entry?.picks.map((p) => p.week)).toEqual([1]);
  });

  it('hides a pick from the pool until its game kicks off; its owner and admins see it', async () => {
    setClock(await beforeWeek(2));
    const later = (await gamesOf(2)).at(-1) as Game;
    const team = (await outcomes(2)).winners.find((id) => id === later.homeTeamId || id === later.awayTeamId);
    const chosen = team ?? later.homeTeamId;
    expect((await pick(winner.client, winner.entryId, 2, chosen)).status).toBe(200);
    const cell = async (client: PoolClient) =>
      (
        await json<SurvivorPoolResults>(client.get('/api/survivor/results?poolId=standard&maxWeek=2'))
      ).rows.find((row) => row.entryId === winner.entryId)?.picks[2];
    expect(await cell(tie.client)).toBeUndefined();
    expect(await cell(winner.client)).toMatchObject({ teamId: chosen });
    expect(await cell(admin)).toMatchObject({ teamId: chosen });
    setClock(later.startTime);
    expect(await cell(tie.client)).toMatchObject({ teamId: chosen });
    const results = await json<SurvivorPoolResults>(
      tie.client.get('/api/survivor/results?poolId=standard&maxWeek=2'),
    );
    expect(results.distribution.find((week) => week.week === 2)?.teams[0]).toMatchObject({
      teamId: chosen,
      count: 1,
    });
  });

  it('locks every pick of a finalized week', async () => {
    setClock(await beforeWeek(2));
    const usedByTie = (await myEntry(tie.client)).entry?.picks[0]?.pickedTeamId;
    const tieTeam = (await outcomes(2)).winners.find((id) => id !== usedByTie);
    expect((await pick(tie.client, tie.entryId, 2, tieTeam as number)).status).toBe(200);
    const finalized = await admin.send('POST', '/api/admin/survivor/finalize-week', { week: 2 });
    expect(finalized.status).toBe(200);
    expect((await finalized.json()).message).toBe('Week finalized. All picks are now locked.');
    const adminList = await json<{
      picks: { entryId: string; isFinalized: boolean }[];
      isFinalized: boolean;
    }>(admin.get('/api/admin/survivor/picks?week=2'));
    expect(adminList.isFinalized).toBe(true);
    expect(adminList.picks.every((row) => row.isFinalized)).toBe(true);
    const other = (await outcomes(2)).winners.find((id) => id !== tieTeam) as number;
    const change = await pick(tie.client, tie.entryId, 2, other);
    expect(change.status).toBe(403);
    expect((await change.json()).message).toBe(survivorMessages.finalized(2));
    await finishWeek(2);
  });

  it('counts a tie as a win (GB 40, DAL 40 in Week 4) after a winning Week 3', async () => {
    setClock(await beforeWeek(3));
    const usedByTie = new Set((await myEntry(tie.client)).entry?.picks.map((p) => p.pickedTeamId));
    const week3 = (await outcomes(3)).winners.find((id) => !usedByTie.has(id)) as number;
    expect((await pick(tie.client, tie.entryId, 3, week3)).status).toBe(200);
    await finishWeek(3);
    setClock(await beforeWeek(4));
    const { tied } = await outcomes(4);
    expect(tied).toHaveLength(2);
    expect((await pick(tie.client, tie.entryId, 4, tied[0] as number)).status).toBe(200);
    await finishWeek(4);
    const { entry } = await myEntry(tie.client);
    expect(entry?.picks.find((p) => p.week === 4)).toMatchObject({ isCorrect: true });
    expect(entry?.isEliminated).toBe(false);
  });

  it('re-grades after a corrected score: the eliminated tie entry comes back when the score is put right', async () => {
    const gbDal = (await gamesOf(4)).find((game) => game.id === '401772921') as Game;
    const { entry } = await myEntry(tie.client);
    const picked = entry?.picks.find((p) => p.week === 4)?.pickedTeamId;
    const pickedIsHome = picked === gbDal.homeTeamId;
    const losing = {
      homeScore: pickedIsHome ? 37 : 40,
      awayScore: pickedIsHome ? 40 : 37,
      isCompleted: true,
    };
    expect((await admin.send('PUT', `/api/admin/game-score/${gbDal.id}`, losing)).status).toBe(200);
    expect((await myEntry(tie.client)).entry).toMatchObject({ isEliminated: true, eliminatedInWeek: 4 });
    const tiedAgain = { homeScore: 40, awayScore: 40, isCompleted: true };
    expect((await admin.send('PUT', `/api/admin/game-score/${gbDal.id}`, tiedAgain)).status).toBe(200);
    expect((await myEntry(tie.client)).entry).toMatchObject({ isEliminated: false, eliminatedInWeek: null });
  });
});

describe('who gets which entry', () => {
  it('gives a player who joins after Week 1 a late-entry entry and marks them hasWeek5', async () => {
    setClock(await beforeWeek(5));
    const late = await player('sv-late@example.com');
    const { entry } = await myEntry(late.client);
    expect(entry).toMatchObject({ poolId: 'late', kind: 'late', firstWeek: 6 });
    expect((await json<CurrentUser>(late.client.get('/api/auth/user'))).hasWeek5).toBe(true);
  });

  it('says plainly that a player who joins after both pools started has no entry', async () => {
    setClock(await afterWeek(6));
    const { client } = await signIn(stack.url, 'sv-too-late@example.com', { username: 'sv_too_late' });
    expect(await myEntry(client)).toEqual({ entry: null, message: survivorMessages.joinedLate });
  });
});

describe('nobody touches another player’s entry', () => {
  it('answers 404 for another player’s entry in every path and body', async () => {
    setClock(await beforeWeek(5));
    const them = winner.entryId;
    const team = (await gamesOf(5))[0]?.homeTeamId as number;
    const attempts = [
      tie.client.get(`/api/survivor/used-teams/${them}`),
      tie.client.get(`/api/survivor/current-pick/${them}/1`),
      pick(tie.client, them, 5, team),
      tie.client.get(`/api/week6/used-teams/${them}`),
      tie.client.get(`/api/week6/picks/${them}/1`),
      tie.client.send('POST', '/api/week6/picks', { entryId: them, week: 5, pickedTeamId: team }),
      tie.client.send('DELETE', `/api/week6/entries/${them}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);
    expect((await myEntry(winner.client)).entry?.picks.some((p) => p.week === 5)).toBe(false);
    expect((await tie.client.get('/api/admin/survivor/picks?week=1')).status).toBe(403);
    expect((await admin.get(`/api/admin/survivor/used-teams/${them}`)).status).toBe(200);
  });

  it('refuses bad input with a message and stores nothing', async () => {
    for (const body of [
      {},
      { entryId: 'nope', week: 5, pickedTeamId: 1 },
      { entryId: winner.entryId, week: 19, pickedTeamId: 1 },
    ]) {
      const response = await winner.client.send('POST', '/api/survivor/pick', body);
      expect(response.status).toBe(400);
      expect(typeof (await response.json()).message).toBe('string');
    }
  });
});

describe('Week 6 pools', () => {
  it('registers, names, limits, picks with team reuse refused, and deletes only until a pick kicks off', async () => {
    setClock(await beforeWeek(6));
    const { client } = await signIn(stack.url, 'w6-player@example.com', {
      loginPath: '/api/week6/login',
      username: 'w6_player',
    });
    for (const count of [0, 11, '3', 2.5]) {
      const refused = await client.send('POST', '/api/week6/entries/register', { count });
      expect(refused.status).toBe(400);
    }
    expect(await json<SurvivorEntry[]>(client.get('/api/week6/entries'))).toEqual([]);
    const registered = await json<Week6Registration>(
      client.send('POST', '/api/week6/entries/register', { count: 3 }),
    );
    expect(registered.entries.map((entry) => entry.displayName)).toEqual(['Entry 1', 'Entry 2', 'Entry 3']);
    expect(registered.entries[0]).toMatchObject({
      kind: 'week6',
      firstWeek: 6,
      pool: { name: 'Week 6 Survivor Pool', entryFee: 100 },
    });
    const blank = await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: '   ' });
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toBe('Please enter an entry name');
    for (const entryName of ['Main\u202Eniam', 'Ma\u200Bin', '\u2067Main\u2069']) {
      const hidden = await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName });
      expect({ status: hidden.status, message: (await hidden.json()).message }).toEqual({
        status: 400,
        message: 'entryName cannot contain control, bidirectional or zero-width characters',
      });
    }
    const named = await json<SurvivorEntry>(
      client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Main' }),
    );
    expect(named.displayName).toBe('Main');
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: `E${i}` })).status,
      ).toBe(200);
    }
    const over = await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Eleventh' });
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe(survivorMessages.entryLimit(10));

    const [first, second] = registered.entries as [SurvivorEntry, SurvivorEntry];
    const week6 = await gamesOf(6);
    const lastGame = week6.at(-1) as Game;
    const earlyGame = week6[0] as Game;
    expect(
      (
        await client.send('POST', '/api/week6/picks', {
          entryId: first.id,
          week: 6,
          pickedTeamId: lastGame.homeTeamId,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await client.send('POST', '/api/week6/picks', {
          entryId: second.id,
          week: 6,
          pickedTeamId: earlyGame.homeTeamId,
        })
      ).status,
    ).toBe(200);
    const week7Teams = new Set((await gamesOf(7)).flatMap((g) => [g.homeTeamId, g.awayTeamId]));
    const lastGameTeam = week7Teams.has(lastGame.homeTeamId) ? lastGame.homeTeamId : lastGame.awayTeamId;
    if (lastGameTeam !== lastGame.homeTeamId) {
      expect(
        (
          await client.send('POST', '/api/week6/picks', {
            entryId: first.id,
            week: 6,
            pickedTeamId: lastGameTeam,
          })
        ).status,
      ).toBe(200);
    }
    const reused = await client.send('POST', '/api/week6/picks', {
      entryId: first.id,
      week: 7,
      pickedTeamId: lastGameTeam,
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).message).toBe(survivorMessages.usedWeek6);
    const wrongRoute = await client.send('POST', '/api/survivor/pick', {
      entryId: first.id,
      week: 6,
      pickedTeamId: earlyGame.awayTeamId,
    });
    expect(wrongRoute.status).toBe(404);

    // The admin keeps the pools open to Week 7 here, so what refuses is the started pick itself
    // (week6-close.test.ts refuses every delete once registration closed).
    expect((await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 7 })).status).toBe(200);
    setClock(hoursFrom(earlyGame.startTime, 1));
    const lockedDelete = await client.send('DELETE', `/api/week6/entries/${second.id}`);
    expect(lockedDelete.status).toBe(409);
    expect((await lockedDelete.json()).message).toBe(survivorMessages.entryLocked);
    expect((await client.send('DELETE', `/api/week6/entries/${first.id}`)).status).toBe(200);
    const left = await json<SurvivorEntry[]>(client.get('/api/week6/entries'));
    expect(left.map((entry) => entry.id)).not.toContain(first.id);
    expect(left).toHaveLength(9);
    expect(
      (await client.send('POST', '/api/week6/entries', { poolId: 'week6', entryName: 'Back to ten' })).status,
    ).toBe(200);
    const results = await json<SurvivorPoolResults>(client.get('/api/survivor/results?poolId=week6'));
    expect(results.pool.name).toBe('Week 6 Survivor Pool');
    expect(results.prizePool).toMatch(/points$/);
    expect((await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 6 })).status).toBe(200);
  });

  it('makes a limited full-app account week6_only on the welcome page, and leaves full-app players alone', async () => {
    const full = await json<CurrentUser>(winner.client.send('POST', '/api/week6/convert-user'));
    expect(full).toMatchObject({ userType: 'full_app', hasFullApp: true });
    const { client: limited } = await signIn(stack.url, 'nina@example.com');
    expect(await json<CurrentUser>(limited.get('/api/auth/user'))).toMatchObject({
      userType: 'full_app',
      hasFullApp: false,
    });
    const converted = await json<CurrentUser>(limited.send('POST', '/api/week6/convert-user'));
    expect(converted.userType).toBe('week6_only');
    expect((await json<CurrentUser>(limited.get('/api/auth/user'))).userType).toBe('week6_only');
  });
});

describe("the Testing tab's simulate", () => {
  it('shows a pick of a week simulated before its kickoff to the whole pool, as its game is final', async () => {
    setClock(await beforeWeek(16));
    const used = new Set((await myEntry(tie.client)).entry?.picks.map((p) => p.pickedTeamId));
    const team = (await gamesOf(16)).map((game) => game.homeTeamId).find((id) => !used.has(id)) as number;
    expect((await pick(tie.client, tie.entryId, 16, team)).status).toBe(200);
    expect((await admin.send('POST', '/api/admin/simulate-week/16', {})).status).toBe(200);

    const results = await json<SurvivorPoolResults>(
      absent.client.get('/api/survivor/results?poolId=standard&maxWeek=16'),
    );
    const row = results.rows.find((candidate) => candidate.entryId === tie.entryId);
    expect(row?.picks[16]).toMatchObject({ teamId: team, isCorrect: expect.any(Boolean) });
    const grid = buildSurvivorGrid({
      results,
      viewerId: absent.userId,
      viewerIsAdmin: false,
      currentWeek: 16,
    });
    expect(grid.find((candidate) => candidate.entryId === tie.entryId)?.cells.at(-1)).toMatchObject({
      kind: 'pick',
    });
    expect(results.distribution.find((week) => week.week === 16)?.teams).toEqual([
      expect.objectContaining({ teamId: team, count: 1 }),
    ]);
  });
});
