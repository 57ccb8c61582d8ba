import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { db, tableName } from '../../functions/lib/data/client';
import type { Game } from '../../shared/game';
import type {
  AdminUser,
  AuditAction,
  AuditEntry,
  AuditPage,
  AutoPickResult,
  ScheduleStatus,
} from '../../shared/schemas/admin-people';
import type { SeasonLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { MySurvivorEntry, SurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { CurrentUser, User } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { isRetired } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

// The local scheduler looks often here, so a test can see it fire.
process.env.JOB_TICK_MS = '150';

// Week 15 at Thursday noon ET: nothing of the week has kicked off; Week 14 is final and graded.
const THURSDAY_NOON = '2025-12-11T17:00:00.000Z';
const AFTER_THURSDAY_KICKOFF = '2025-12-12T02:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_NOON, jobs: true });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
const users = async () => json<User[]>(admin.get('/api/admin/users'));
const userByEmail = async (email: string) => {
  const user = (await users()).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`no user ${email}`);
  return user;
};

const latestAudit = async (query = '') => json<AuditPage>(admin.get(`/api/admin/audit${query}`));

/** Every entry of the log, newest first, page by page. */
const wholeAudit = async (): Promise<AuditEntry[]> => {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await latestAudit(cursor ? `?cursor=${cursor}` : '');
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries;
};

/**
 * Runs the action and answers the audit entries it added, newest first. The log is in pool time and
 * this file moves the pool clock back and forth, so they are the entries that were not in the log
 * before, wherever their time puts them.
 */
const auditOf = async (action: () => Promise<unknown>): Promise<AuditEntry[]> => {
  const before = new Set((await wholeAudit()).map((entry) => entry.id));
  await action();
  return (await wholeAudit()).filter((entry) => !before.has(entry.id));
};

const expectOneAudit = async (action: AuditAction, run: () => Promise<Response>) => {
  let response: Response | undefined;
  const added = await auditOf(async () => {
    response = await run();
  });
  expect(response?.ok, `${action}: ${response?.status}`).toBe(true);
  expect(added.map((entry) => entry.action)).toEqual([action]);
  return added[0] as AuditEntry;
};

const gamesOf = (client: PoolClient, week: number) => json<Game[]>(client.get(`/api/games/week/${week}`));

beforeAll(async () => {
  ({ client: admin } = await signIn(stack.url, 'admin@example.com'));
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
});

describe('users', () => {
  it('lists every user with email and role to an admin, and nothing to a player', async () => {
    const list = await users();
    expect(list.length).toBeGreaterThanOrEqual(16);
    expect(list.find((user) => user.email === 'admin@example.com')?.isAdmin).toBe(true);
    expect(list.find((user) => user.email === 'carla@example.com')?.isAdmin).toBe(false);
    const { client: player } = await signIn(stack.url, 'carla@example.com');
    expect((await player.get('/api/admin/users')).status).toBe(403);
  });

  it('refuses a player every people route and changes nothing', async () => {
    const { client: player } = await signIn(stack.url, 'dan@example.com');
    const dan = await userByEmail('dan@example.com');
    const erin = await userByEmail('erin@example.com');
    const before = await users();
    const attempts = [
      player.send('PATCH', `/api/admin/users/${dan.id}/admin`, { isAdmin: true }),
      player.send('DELETE', `/api/admin/users/${erin.id}`),
      player.send('POST', `/api/admin/impersonate/${erin.id}`),
      player.send('POST', '/api/admin/override-picks', { userId: erin.id, week: 15, picks: [] }),
      player.send('POST', '/api/admin/auto-all-picks', { week: 15 }),
      player.send('POST', '/api/admin/schedule-config', {
        cronExpression: '5 13 * * 0',
        timezone: 'America/New_York',
        enabled: true,
      }),
      player.get('/api/admin/audit'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await users()).toEqual(before);
    expect((await json<CurrentUser>(player.get('/api/auth/user'))).isAdmin).toBe(false);
  });

  it('marks the ADMIN_EMAILS admins, and refuses their demotion (409, naming ADMIN_EMAILS) rather than let it undo itself at their next sign-in', async () => {
    const list = await json<AdminUser[]>(admin.get('/api/admin/users'));
    expect(list.find((user) => user.email === 'admin@example.com')?.isConfiguredAdmin).toBe(true);
    expect(list.find((user) => user.email === 'hank@example.com')?.isConfiguredAdmin).toBe(false);
    const configured = await userByEmail('admin@example.com');
    const hank = await userByEmail('hank@example.com');
    expect((await admin.send('PATCH', `/api/admin/users/${hank.id}/admin`, { isAdmin: true })).status).toBe(
      200,
    );
    const { client: hankClient } = await signIn(stack.url, 'hank@example.com');
    try {
      const audited = (await wholeAudit()).length;
      const refused = await hankClient.send('PATCH', `/api/admin/users/${configured.id}/admin`, {
        isAdmin: false,
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^commish is an admin through ADMIN_EMAILS .*take their email out of ADMIN_EMAILS/,
      );
      expect((await userByEmail('admin@example.com')).isAdmin).toBe(true);
      expect((await wholeAudit()).length).toBe(audited);
      // Promoting them again is harmless.
      expect(
        (await hankClient.send('PATCH', `/api/admin/users/${configured.id}/admin`, { isAdmin: true })).status,
      ).toBe(200);
    } finally {
      await admin.send('PATCH', `/api/admin/users/${hank.id}/admin`, { isAdmin: false });
    }
  });

  it('promotes and demotes, but never the admin themselves', async () => {
    const me = await userByEmail('admin@example.com');
    const own = await admin.send('PATCH', `/api/admin/users/${me.id}/admin`, { isAdmin: false });
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ message: 'You cannot change your own role' });
    expect((await userByEmail('admin@example.com')).isAdmin).toBe(true);

    const grace = await userByEmail('grace@example.com');
    const promoted = await expectOneAudit('user.role', () =>
      admin.send('PATCH', `/api/admin/users/${grace.id}/admin`, { isAdmin: true }),
    );
    expect(promoted.subject?.id).toBe(grace.id);
    expect(promoted.before).toEqual({ isAdmin: false });
    expect((await userByEmail('grace@example.com')).isAdmin).toBe(true);
    await expectOneAudit('user.role', () =>
      admin.send('PATCH', `/api/admin/users/${grace.id}/admin`, { isAdmin: false }),
    );
    expect((await userByEmail('grace@example.com')).isAdmin).toBe(false);
  });

  it('keeps at least one admin when the last two demote or remove each other at once', async () => {
    const me = await userByEmail('admin@example.com');
    // A deployment whose ADMIN_EMAILS no longer names the first admin: their role can then be taken.
    const adminEmails = process.env.ADMIN_EMAILS;
    process.env.ADMIN_EMAILS = '';
    onTestFinished(() => {
      process.env.ADMIN_EMAILS = adminEmails;
    });
    for (const how of ['demote', 'remove'] as const) {
      const [x, y] = await Promise.all(
        ['x', 'y'].map((name) =>
          signIn(stack.url, `race.${how}.${name}@example.com`).then(({ client }) => client),
        ),
      );
      const [xUser, yUser] = await Promise.all(
        [x, y].map((client) => json<CurrentUser>((client as PoolClient).get('/api/auth/user'))),
      );
      for (const user of [xUser, yUser])
        await admin.send('PATCH', `/api/admin/users/${user?.id}/admin`, { isAdmin: true });
      // x takes the first admin's role away, so x and y are the pool's only admins.
      expect(
        (await (x as PoolClient).send('PATCH', `/api/admin/users/${me.id}/admin`, { isAdmin: false })).status,
      ).toBe(200);

      const act = (client: PoolClient, target: CurrentUser) =>
        how === 'demote'
          ? client.send('PATCH', `/api/admin/users/${target.id}/admin`, { isAdmin: false })
          : client.send('DELETE', `/api/admin/users/${target.id}`);
      const [byX, byY] = await Promise.all([
        act(x as PoolClient, yUser as CurrentUser),
        act(y as PoolClient, xUser as CurrentUser),
      ]);
      expect([byX.status, byY.status].sort(), how).toEqual([200, 409]);
      const refused = byX.status === 409 ? byX : byY;
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /at least one admin|same moment/,
      );
      const winner = (byX.ok ? x : y) as PoolClient;
      const everyone = await json<User[]>(winner.get('/api/admin/users'));
      expect(everyone.filter((user) => user.isAdmin).length, how).toBe(1);

      await winner.send('PATCH', `/api/admin/users/${me.id}/admin`, { isAdmin: true });
      for (const user of [xUser, yUser])
        if (everyone.some((candidate) => candidate.id === user?.id))
          await admin.send('PATCH', `/api/admin/users/${user?.id}/admin`, { isAdmin: false });
    }
    expect((await users()).filter((user) => user.isAdmin).map((user) => user.email)).toEqual([
      'admin@example.com',
    ]);
  });
});

describe('impersonation', () => {
  it('acts as the player everywhere, closes the admin routes but stop, and lands picks on the player', async () => {
    const carla = await userByEmail('carla@example.com');
    const { client: viewer } = await signIn(stack.url, 'admin@example.com');
    const started = await expectOneAudit('impersonation.start', () =>
      viewer.send('POST', `/api/admin/impersonate/${carla.id}`),
    );
    expect(started.actingAs?.id).toBe(carla.id);

    const current = await json<CurrentUser>(viewer.get('/api/auth/user'));
    expect(current.id).toBe(carla.id);
    expect(current.isAdmin).toBe(false);
    expect(current.impersonationContext).toEqual({
      isImpersonating: true,
      impersonatedUserEmail: 'carla@example.com',
    });
    expect((await viewer.get('/api/admin/users')).status).toBe(403);
    expect((await viewer.send('POST', `/api/admin/impersonate/${carla.id}`)).status).toBe(403);

    const game = (await gamesOf(viewer, 15)).find((candidate) => candidate.lockReason === null) as Game;
    const written = await expectOneAudit('impersonation.write', () =>
      viewer.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: game.id, pickedTeamId: game.awayTeamId, week: 15 }],
      }),
    );
    expect(written.actingAs?.id).toBe(carla.id);
    expect(written.subject?.id).toBe(carla.id);
    const { client: carlaHerself } = await signIn(stack.url, 'carla@example.com');
    const hers = await json<WeeklyPick[]>(carlaHerself.get(`/api/picks/weekly/15/${carla.id}`));
    expect(hers.find((pick) => pick.gameId === game.id)?.pickedTeamId).toBe(game.awayTeamId);

    await expectOneAudit('impersonation.stop', () => viewer.send('POST', '/api/admin/stop-impersonate'));
    const back = await json<CurrentUser>(viewer.get('/api/auth/user'));
    expect(back.email).toBe('admin@example.com');
    expect(back.impersonationContext.isImpersonating).toBe(false);
    expect((await viewer.get('/api/admin/users')).status).toBe(200);
    expect((await viewer.send('POST', '/api/admin/stop-impersonate')).status).toBe(400);
  });

  it('ends at once when the impersonating admin is demoted: the session acts as its own player again', async () => {
    const kate = await userByEmail('kate@example.com');
    const leo = await userByEmail('leo@example.com');
    await admin.send('PATCH', `/api/admin/users/${kate.id}/admin`, { isAdmin: true });
    const { client: kateSession } = await signIn(stack.url, 'kate@example.com');
    expect((await kateSession.send('POST', `/api/admin/impersonate/${leo.id}`)).status).toBe(200);
    expect((await json<CurrentUser>(kateSession.get('/api/auth/user'))).id).toBe(leo.id);

    expect((await admin.send('PATCH', `/api/admin/users/${kate.id}/admin`, { isAdmin: false })).status).toBe(
      200,
    );
    const current = await json<CurrentUser>(kateSession.get('/api/auth/user'));
    expect(current.id).toBe(kate.id);
    expect(current.impersonationContext.isImpersonating).toBe(false);
    const game = (await gamesOf(kateSession, 15)).find((candidate) => candidate.lockReason === null) as Game;
    const leoBefore = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/15/${leo.id}`));
    expect(
      (
        await kateSession.send('POST', '/api/picks/weekly/batch', {
          picks: [{ gameId: game.id, pickedTeamId: game.awayTeamId, week: 15 }],
        })
      ).status,
    ).toBe(200);
    expect(await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/15/${leo.id}`))).toEqual(leoBefore);
    const hers = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/15/${kate.id}`));
    expect(hers.find((pick) => pick.gameId === game.id)?.pickedTeamId).toBe(game.awayTeamId);
    expect((await kateSession.get('/api/admin/users')).status).toBe(403);
    expect(await json<unknown>(kateSession.send('POST', '/api/admin/stop-impersonate'))).toEqual({
      message: 'You are not impersonating anyone',
    });
    // Made admin again, she is herself: the impersonation ended and does not come back.
    await admin.send('PATCH', `/api/admin/users/${kate.id}/admin`, { isAdmin: true });
    expect((await json<CurrentUser>(kateSession.get('/api/auth/user'))).id).toBe(kate.id);
    await admin.send('PATCH', `/api/admin/users/${kate.id}/admin`, { isAdmin: false });
  });

  it('ends when the impersonated player becomes an admin, and does not resume when they are demoted', async () => {
    const me = await userByEmail('admin@example.com');
    const iris = await userByEmail('iris@example.com');
    const { client: viewer } = await signIn(stack.url, 'admin@example.com');
    expect((await viewer.send('POST', `/api/admin/impersonate/${iris.id}`)).status).toBe(200);
    expect((await json<CurrentUser>(viewer.get('/api/auth/user'))).id).toBe(iris.id);

    await admin.send('PATCH', `/api/admin/users/${iris.id}/admin`, { isAdmin: true });
    const current = await json<CurrentUser>(viewer.get('/api/auth/user'));
    expect(current.id).toBe(me.id);
    expect(current.impersonationContext.isImpersonating).toBe(false);
    const audited = await auditOf(() => viewer.send('PUT', '/api/settings/rules', { value: 'Be kind.' }));
    expect(audited.map((entry) => [entry.actor.id, entry.actingAs])).toEqual([[me.id, null]]);

    await admin.send('PATCH', `/api/admin/users/${iris.id}/admin`, { isAdmin: false });
    expect((await json<CurrentUser>(viewer.get('/api/auth/user'))).id).toBe(me.id);
  });

  it('cannot target an admin or the admin themselves', async () => {
    const me = await userByEmail('admin@example.com');
    const jamal = await userByEmail('jamal@example.com');
    await admin.send('PATCH', `/api/admin/users/${jamal.id}/admin`, { isAdmin: true });
    const onAdmin = await admin.send('POST', `/api/admin/impersonate/${jamal.id}`);
    expect(onAdmin.status).toBe(403);
    expect(await onAdmin.json()).toEqual({ message: 'Admins cannot be impersonated' });
    expect((await admin.send('POST', `/api/admin/impersonate/${me.id}`)).status).toBe(400);
    expect((await json<CurrentUser>(admin.get('/api/auth/user'))).impersonationContext.isImpersonating).toBe(
      false,
    );
    await admin.send('PATCH', `/api/admin/users/${jamal.id}/admin`, { isAdmin: false });
  });
});

describe('removing a user', () => {
  it('leaves no item of theirs, ends their session and recounts the pools', async () => {
    const { client: newcomer } = await signIn(stack.url, 'leaving@example.com');
    expect(
      (await newcomer.send('POST', '/api/users/username', { username: 'leaving_soon', defaultPick: 'home' }))
        .status,
    ).toBe(200);
    const me = await json<CurrentUser>(newcomer.get('/api/auth/user'));
    const games = await gamesOf(newcomer, 15);
    const open = games.filter((game) => game.lockReason === null);
    await newcomer.send('POST', '/api/picks/weekly/batch', {
      picks: open.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 })),
    });
    expect((await newcomer.send('POST', '/api/week6/register', { count: 2 })).status).toBe(200);
    const [pool] = await json<{ id: string }[]>(newcomer.get('/api/week6/pools'));
    const poolRows = async () =>
      (await json<SurvivorPoolResults>(admin.get(`/api/survivor/results?poolId=${pool?.id}`))).rows.length;
    const rowsBefore = await poolRows();

    const removed = await expectOneAudit('user.remove', () =>
      admin.send('DELETE', `/api/admin/users/${me.id}`),
    );
    expect(removed.subject?.id).toBe(me.id);

    expect((await newcomer.get('/api/auth/user')).status).toBe(401);
    const { Items } = await db().send(new ScanCommand({ TableName: tableName() }));
    const theirs = (Items ?? []).filter(
      (item) => JSON.stringify(item).includes(me.id) && !String(item.PK).includes('#AUDIT'),
    );
    // What is left of them is retired (their sheet of each week, their Week 6 place counters), so
    // that a request of theirs still in flight is refused.
    expect(theirs.filter((item) => !isRetired(item))).toEqual([]);
    expect(theirs.filter((item) => String(item.SK).startsWith('SHEET#'))).toHaveLength(18);
    expect((await users()).some((user) => user.id === me.id)).toBe(false);
    expect(await poolRows()).toBe(rowsBefore - 2);
    const available = await json<{ available: boolean }>(admin.get('/api/users/check-username/leaving_soon'));
    expect(available.available).toBe(true);
  });

  it('refuses removing yourself or nobody', async () => {
    const me = await userByEmail('admin@example.com');
    expect((await admin.send('DELETE', `/api/admin/users/${me.id}`)).status).toBe(400);
    expect((await admin.send('DELETE', '/api/admin/users/no-such-user')).status).toBe(404);
  });
});

describe('overrides', () => {
  it('changes a graded Week 14 pick after kickoff and regrades the season standings', async () => {
    const bob = await userByEmail('bob@example.com');
    const picks = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/14/${bob.id}`));
    const graded = picks.find((pick) => pick.isCorrect !== null) as WeeklyPick;
    const game = (await gamesOf(admin, 14)).find((candidate) => candidate.id === graded.gameId) as Game;
    const other = graded.pickedTeamId === game.homeTeamId ? game.awayTeamId : game.homeTeamId;
    const standing = async () =>
      (await json<SeasonLeaderboardEntry[]>(admin.get('/api/leaderboard/season'))).find(
        (row) => row.userId === bob.id,
      );
    const before = await standing();

    const entry = await expectOneAudit('picks.override', () =>
      admin.send('POST', '/api/admin/override-picks', {
        userId: bob.id,
        week: 14,
        picks: [{ userId: bob.id, gameId: game.id, pickedTeamId: other, week: 14 }],
      }),
    );
    expect(entry.subject?.id).toBe(bob.id);
    expect(entry.summary).toMatch(/was /);
    const after = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/14/${bob.id}`));
    const changed = after.find((pick) => pick.gameId === game.id) as WeeklyPick;
    expect(changed.pickedTeamId).toBe(other);
    const pushed = game.homeScore !== null && changed.outcome === 'push';
    if (!pushed) {
      expect(changed.isCorrect).toBe(!graded.isCorrect);
      expect((await standing())?.correctPicks).toBe(
        (before?.correctPicks ?? 0) + (graded.isCorrect ? -1 : 1),
      );
    }
  });

  describe('of a player with no picks of a graded week', () => {
    let newcomer: User;
    const weekPicks = () => json<WeeklyPick[]>(admin.get(`/api/picks/weekly/14/${newcomer.id}`));
    const override = (picks: { gameId: string; pickedTeamId: number }[]) =>
      admin.send('POST', '/api/admin/override-picks', {
        userId: newcomer.id,
        week: 14,
        picks: picks.map((pick) => ({ ...pick, userId: newcomer.id, week: 14 })),
      });

    beforeAll(async () => {
      const { client } = await signIn(stack.url, 'override.newcomer@example.com');
      expect(
        (await client.send('POST', '/api/users/username', { username: 'late_fixer', defaultPick: 'home' }))
          .status,
      ).toBe(200);
      newcomer = await userByEmail('override.newcomer@example.com');
      expect(await weekPicks()).toEqual([]);
    });

    it('stores only the one pick the admin named, graded at once, and the audit names only it', async () => {
      const [game] = await gamesOf(admin, 14);
      if (!game?.isCompleted) throw new Error('Week 14 should be final');
      let response: Response | undefined;
      const line = await expectOneAudit('picks.override', async () => {
        response = await override([{ gameId: game.id, pickedTeamId: game.awayTeamId }]);
        return response;
      });
      expect(await response?.json()).toEqual({ savedCount: 1 });
      const stored = await weekPicks();
      expect(stored.map((pick) => [pick.gameId, pick.pickedTeamId])).toEqual([[game.id, game.awayTeamId]]);
      expect(stored[0]?.isCorrect).not.toBeNull();
      const away = game.awayTeam.abbreviation;
      expect(line.summary).toBe(`Week 14: ${away} @ ${game.homeTeam.abbreviation} → ${away}`);
      expect(Object.keys(line.after as object)).toHaveLength(1);
      const standing = (await json<SeasonLeaderboardEntry[]>(admin.get('/api/leaderboard/season'))).find(
        (row) => row.userId === newcomer.id,
      );
      expect(standing?.totalPicks).toBe(1);
    });

    it('takes a pick equal to the stored one as no change: not written, not counted, not in the audit', async () => {
      const [first, second] = await gamesOf(admin, 14);
      if (!first || !second) throw new Error('Week 14 has games');
      let response: Response | undefined;
      const line = await expectOneAudit('picks.override', async () => {
        response = await override([
          { gameId: first.id, pickedTeamId: first.awayTeamId },
          { gameId: second.id, pickedTeamId: second.homeTeamId },
        ]);
        return response;
      });
      expect(await response?.json()).toEqual({ savedCount: 1 });
      expect(line.before).toEqual({
        [`${second.awayTeam.abbreviation} @ ${second.homeTeam.abbreviation}`]: null,
      });
      expect((await weekPicks()).map((pick) => pick.gameId).sort()).toEqual([first.id, second.id].sort());

      const unchanged = await expectOneAudit('picks.override', () =>
        override([{ gameId: first.id, pickedTeamId: first.awayTeamId }]),
      );
      expect(unchanged.summary).toBe('Week 14: no pick changed');
    });

    it('refuses one game named twice in a request, storing nothing', async () => {
      const [, , third] = await gamesOf(admin, 14);
      if (!third) throw new Error('Week 14 has games');
      const before = await weekPicks();
      const response = await override([
        { gameId: third.id, pickedTeamId: third.awayTeamId },
        { gameId: third.id, pickedTeamId: third.homeTeamId },
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Each game can be overridden once' });
      expect(await weekPicks()).toEqual(before);
    });
  });

  it('refuses a team not in the game, a game of another week, and a user nobody is, storing nothing', async () => {
    const bob = await userByEmail('bob@example.com');
    const [game] = await gamesOf(admin, 15);
    const before = await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/15/${bob.id}`));
    const bad = [
      {
        userId: bob.id,
        week: 15,
        picks: [{ userId: bob.id, gameId: game?.id, pickedTeamId: 999, week: 15 }],
      },
      {
        userId: bob.id,
        week: 14,
        picks: [{ userId: bob.id, gameId: game?.id, pickedTeamId: game?.homeTeamId, week: 14 }],
      },
      {
        userId: 'nobody',
        week: 15,
        picks: [{ userId: 'nobody', gameId: game?.id, pickedTeamId: game?.homeTeamId, week: 15 }],
      },
      {
        userId: bob.id,
        week: 15,
        picks: [{ userId: 'someone-else', gameId: game?.id, pickedTeamId: game?.homeTeamId, week: 15 }],
      },
    ];
    for (const body of bad) {
      const response = await admin.send('POST', '/api/admin/override-picks', body);
      expect([400, 404]).toContain(response.status);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect(await json<WeeklyPick[]>(admin.get(`/api/picks/weekly/15/${bob.id}`))).toEqual(before);
  });

  it('sets the MNF total after kickoff and reads it back; refuses a game that is not the tiebreaker', async () => {
    setClock(AFTER_THURSDAY_KICKOFF);
    const kate = await userByEmail('kate@example.com');
    const games = await gamesOf(admin, 15);
    const monday = games.find((game) => game.isMnfTiebreaker) ?? games.at(-1);
    const wrong = games.find((game) => game.id !== monday?.id);
    expect(
      (
        await admin.send('POST', '/api/admin/mnf-tiebreaker/override', {
          userId: kate.id,
          week: 15,
          gameId: wrong?.id,
          predictedTotal: 40,
        })
      ).status,
    ).toBe(400);
    await expectOneAudit('mnf.override', () =>
      admin.send('POST', '/api/admin/mnf-tiebreaker/override', {
        userId: kate.id,
        week: 15,
        gameId: monday?.id,
        predictedTotal: 51,
      }),
    );
    expect(await json(admin.get(`/api/admin/mnf-tiebreaker/${kate.id}/15`))).toEqual({
      gameId: monday?.id,
      week: 15,
      predictedTotal: 51,
    });
    expect(
      (
        await admin.send('POST', '/api/admin/mnf-tiebreaker/override', {
          userId: kate.id,
          week: 15,
          gameId: monday?.id,
          predictedTotal: 151,
        })
      ).status,
    ).toBe(400);
    setClock(THURSDAY_NOON);
  });

  it('overrides a survivor pick after its kickoff, one audit line about the entry owner', async () => {
    setClock(AFTER_THURSDAY_KICKOFF);
    const erin = await userByEmail('erin@example.com');
    const entry = await json<SurvivorEntry>(admin.get(`/api/admin/survivor/entry/${erin.id}`));
    const used = new Set(entry.picks.map((pick) => pick.pickedTeamId));
    const thursday = (await gamesOf(admin, 15))[0] as Game;
    const team = [thursday.homeTeamId, thursday.awayTeamId].find((id) => !used.has(id)) as number;
    const line = await expectOneAudit('survivor.override', () =>
      admin.send('POST', '/api/admin/survivor/override-pick', {
        entryId: entry.id,
        pickedTeamId: team,
        week: 15,
      }),
    );
    expect(line.subject?.id).toBe(erin.id);
    const { client: erinHerself } = await signIn(stack.url, 'erin@example.com');
    const mine = await json<MySurvivorEntry>(erinHerself.get('/api/survivor/entry'));
    expect(mine.entry?.picks.find((pick) => pick.week === 15)?.pickedTeamId).toBe(team);
    setClock(THURSDAY_NOON);
  });
});

describe('the Sunday auto-pick', () => {
  it('fills each open game and alive survivor entry without a pick, and a second run assigns nothing', async () => {
    const { client: leo } = await signIn(stack.url, 'leo@example.com');
    const leoUser = await json<CurrentUser>(leo.get('/api/auth/user'));
    const games = await gamesOf(admin, 15);
    const [kept] = games;
    await leo.send('POST', '/api/picks/weekly/batch', {
      picks: [{ gameId: kept?.id, pickedTeamId: kept?.awayTeamId, week: 15 }],
    });

    let first: AutoPickResult | undefined;
    await expectOneAudit('autopick.run', async () => {
      const response = await admin.send('POST', '/api/admin/auto-all-picks', { week: 15 });
      first = (await response.clone().json()) as AutoPickResult;
      return response;
    });
    expect(first?.weekly.assignments.length).toBeGreaterThan(0);
    expect(first?.survivor.picks.length).toBeGreaterThan(0);
    const leoAssigned = first?.weekly.assignments.filter((a) => a.userId === leoUser.id) ?? [];
    expect(leoAssigned.length).toBe(games.length - 1);
    expect(leoAssigned.some((a) => a.gameId === kept?.id)).toBe(false);
    const leoPicks = await json<WeeklyPick[]>(leo.get(`/api/picks/weekly/15/${leoUser.id}`));
    expect(leoPicks.find((pick) => pick.gameId === kept?.id)?.pickedTeamId).toBe(kept?.awayTeamId);
    expect(leoPicks.length).toBe(games.length);

    const standard = (first?.survivor.picks ?? []).filter((assigned) => assigned.poolId === 'standard');
    expect(standard.length).toBeGreaterThan(0);
    for (const assigned of standard) {
      const entry = await json<SurvivorEntry>(admin.get(`/api/admin/survivor/entry/${assigned.userId}`));
      expect(entry.id).toBe(assigned.entryId);
      const weeks = entry.picks
        .filter((pick) => pick.pickedTeamId === assigned.teamId)
        .map((pick) => pick.week);
      expect(weeks).toEqual([15]);
    }

    const second = await json<AutoPickResult>(admin.send('POST', '/api/admin/auto-all-picks', { week: 15 }));
    expect(second.weekly.assignments).toEqual([]);
    expect(second.survivor.picks).toEqual([]);
    const status = await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));
    expect(status.lastRun).toMatchObject({
      week: 15,
      trigger: 'manual',
      weeklyAssigned: 0,
      survivorAssigned: 0,
    });
  });

  it('refuses a week out of range', async () => {
    const response = await admin.send('POST', '/api/admin/auto-all-picks', { week: 19 });
    expect(response.status).toBe(400);
  });
});

describe('the schedule', () => {
  it('starts on the spec default, enabled, and refuses a cron with more than minute, hour and weekday', async () => {
    const status = await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));
    expect(status).toMatchObject({
      cronExpression: '5 13 * * 0',
      timezone: 'America/New_York',
      enabled: true,
      scheduleText: 'Sundays 1:05 PM EST',
      nextRun: '2025-12-14T18:05:00.000Z',
    });
    for (const body of [
      { cronExpression: '5 13 1 * 0', timezone: 'America/New_York', enabled: true },
      { cronExpression: '5 13 * * 0', timezone: 'Mars/Olympus', enabled: true },
    ]) {
      const response = await admin.send('POST', '/api/admin/schedule-config', body);
      expect(response.status).toBe(400);
    }
    expect((await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'))).enabled).toBe(true);
  });

  it('fires at the configured time by the pinned pool clock, once, and moves the next run on', async () => {
    setClock('2025-12-13T17:00:00.000Z');
    const saved = await expectOneAudit('setting.change', () =>
      admin.send('POST', '/api/admin/schedule-config', {
        cronExpression: '5 13 * * 0',
        timezone: 'America/New_York',
        enabled: true,
      }),
    );
    expect(saved.after).toMatchObject({ enabled: true });
    const armed = await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));
    expect(armed.nextRun).toBe('2025-12-14T18:05:00.000Z');
    const lastBefore = armed.lastRun;

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'))).lastRun).toEqual(lastBefore);

    setClock('2025-12-14T18:06:00.000Z');
    let status = armed;
    for (let tries = 0; tries < 50 && status.lastRun?.trigger !== 'schedule'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));
    }
    expect(status.lastRun).toMatchObject({ trigger: 'schedule', week: 15, at: '2025-12-14T18:06:00.000Z' });
    expect(status.nextRun).toBe('2025-12-21T18:05:00.000Z');

    await new Promise((resolve) => setTimeout(resolve, 600));
    const runs = (await latestAudit()).entries.filter(
      (entry) => entry.action === 'autopick.run' && entry.actor.name === 'Scheduler',
    );
    expect(runs.length).toBe(1);

    await admin.send('POST', '/api/admin/schedule-config', {
      cronExpression: '30 9 * * 0',
      timezone: 'America/New_York',
      enabled: false,
    });
    const off = await json<ScheduleStatus>(admin.get('/api/admin/schedule-status'));
    expect(off).toMatchObject({ enabled: false, nextRun: null, scheduleText: 'Sundays 9:30 AM EST' });
    setClock(THURSDAY_NOON);
  });
});

describe('the audit log', () => {
  it('records score, spread and setting edits once each, with before and after', async () => {
    const [game] = await gamesOf(admin, 16);
    const score = await expectOneAudit('game.score', () =>
      admin.send('PUT', `/api/admin/game-score/${game?.id}`, {
        homeScore: 21,
        awayScore: 17,
        isCompleted: false,
      }),
    );
    expect(score.after).toEqual({
      [game?.id as string]: { homeScore: 21, awayScore: 17, isCompleted: false },
    });
    const spread = await expectOneAudit('game.spread', () =>
      admin.send('PUT', `/api/admin/game/${game?.id}/spread`, { spread: -6.5 }),
    );
    expect(spread.after).toEqual({ spread: '-6.5' });
    const setting = await expectOneAudit('setting.change', () =>
      admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: false }),
    );
    expect(setting.before).toEqual({ picks_enabled: 'true' });
    expect(setting.after).toEqual({ picks_enabled: 'false' });
    await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: true });
  });

  it('records every setting of the pool settings form before and after, whichever fields a save sends', async () => {
    const saved = await expectOneAudit('setting.change', () =>
      admin.send('PUT', '/api/admin/pool-settings', { lateEntryStartWeek: 7 }),
    );
    const before = saved.before as Record<string, string | null>;
    expect(Object.keys(before).sort()).toEqual([
      'join_policy',
      'late_entry_start_week',
      'line_freeze',
      'line_freeze_at',
      'push_rule',
      'week6_close_week',
    ]);
    expect(saved.after).toEqual({ ...before, late_entry_start_week: '7' });
    expect(saved.summary).toBe(`late_entry_start_week: ${before.late_entry_start_week} → 7`);
    await admin.send('PUT', '/api/admin/pool-settings', {
      lateEntryStartWeek: Number(before.late_entry_start_week),
    });
  });

  it('records each other admin write once: scores, week, visibility, pool settings, rules, games, finalize, simulate, reset', async () => {
    const games16 = await gamesOf(admin, 16);
    const [first, second] = games16;
    const writes: [AuditAction, () => Promise<Response>][] = [
      [
        'game.score',
        () =>
          admin.send('POST', '/api/admin/save-all-scores', {
            games: [{ id: first?.id, homeScore: 10, awayScore: 3, isCompleted: false }],
          }),
      ],
      ['setting.change', () => admin.send('PUT', '/api/admin/current-week', { week: 15 })],
      ['setting.change', () => admin.send('PUT', '/api/admin/results/visibility', { showAllResults: true })],
      ['setting.change', () => admin.send('PUT', '/api/admin/squares/visibility', { isVisible: true })],
      ['setting.change', () => admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'win' })],
      ['setting.change', () => admin.send('PUT', '/api/settings/rules', { value: 'Be kind. Pick early.' })],
      [
        'game.change',
        () => admin.send('PUT', `/api/admin/game/${second?.id}/mnf-tiebreaker`, { isMnfTiebreaker: true }),
      ],
      ['game.change', () => admin.send('DELETE', `/api/admin/game/${second?.id}`)],
      ['survivor.finalize', () => admin.send('POST', '/api/admin/survivor/finalize-week', { week: 16 })],
      ['game.score', () => admin.send('POST', '/api/admin/simulate-week/16')],
      ['game.score', () => admin.send('POST', '/api/admin/reset-scores/16')],
      ['game.score', () => admin.send('POST', '/api/admin/sync-scores/14')],
    ];
    const audited: AuditEntry[] = [];
    for (const [action, write] of writes) audited.push(await expectOneAudit(action, write));
    // The entry this write added: an earlier test may have written the rules at a later pool time.
    const rules = audited.find((entry) => entry.summary.startsWith('rules:'));
    expect(rules?.after).toEqual({ rules: 'Be kind. Pick early.' });
    await admin.send('PUT', '/api/admin/pool-settings', { pushRule: 'loss' });
  });

  it('pages newest first without overlap and filters by player', async () => {
    const first = await latestAudit();
    expect(first.entries.length).toBe(25);
    expect(first.nextCursor).not.toBeNull();
    const second = await latestAudit(`?cursor=${first.nextCursor}`);
    const ids = new Set(first.entries.map((entry) => entry.id));
    expect(second.entries.some((entry) => ids.has(entry.id))).toBe(false);
    const times = [...first.entries, ...second.entries].map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const bob = await userByEmail('bob@example.com');
    const aboutBob = await latestAudit(`?userId=${bob.id}`);
    expect(aboutBob.entries.length).toBeGreaterThan(0);
    expect(aboutBob.entries.every((entry) => entry.subject?.id === bob.id)).toBe(true);
    expect((await admin.get('/api/admin/audit?cursor=not-a-cursor')).status).toBe(400);
  });
});
