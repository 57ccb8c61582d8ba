import { beforeAll, describe, expect, it } from 'vitest';
import { runDueReminders } from '../../functions/services/reminder-job';
import type { Game } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import type { AuditPage } from '../../shared/schemas/admin-people';
import type { OutboxMessage, OutboxPage } from '../../shared/schemas/outbox';
import type { MnfPrediction } from '../../shared/schemas/picks';
import type {
  MissingPicksReport,
  ReminderPreferenceBody,
  RemindResult,
} from '../../shared/schemas/reminders';
import type { MySurvivorEntry, SurvivorEntry } from '../../shared/schemas/survivor';
import type { CurrentUser } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15: its first kickoff is 2025-12-12T01:15Z (8:15 PM ET).
const THURSDAY_NOON = '2025-12-11T17:00:00.000Z';
const FIRST_KICKOFF = '2025-12-12T01:15:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_NOON });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

interface Player {
  client: PoolClient;
  user: CurrentUser;
}
const players: Record<string, Player> = {};
const player = (name: string): Player => {
  const found = players[name];
  if (!found) throw new Error(`${name} is not signed in`);
  return found;
};
let admin: PoolClient;

const setReminders = (name: string, preference: ReminderPreferenceBody) =>
  player(name).client.send('PUT', '/api/users/reminders', preference);
/** Missing-picks pushes are off unless a player turns them on (test/integration/push.test.ts). */
const NO_PUSH = { picksMissing: false, survivorMissing: false, weekGraded: false };
const remindersOf = (name: string) =>
  json<ReminderPreferenceBody>(player(name).client.get('/api/users/reminders'));

const REMINDER_SUBJECT = 'Week 15: you still have picks to make';
const reminders = async (): Promise<OutboxMessage[]> => {
  const messages: OutboxMessage[] = [];
  let cursor: string | null = null;
  do {
    const page: OutboxPage = await json<OutboxPage>(
      admin.get(`/api/admin/outbox${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`),
    );
    messages.push(...page.messages);
    cursor = page.nextCursor;
  } while (cursor);
  return messages.filter((message) => message.subject === REMINDER_SUBJECT);
};
const recipients = async () => (await reminders()).map((message) => message.to).sort();
const latestTo = async (email: string) => (await reminders()).find((message) => message.to === email);

const bullets = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2));
const tokenIn = (message: OutboxMessage | undefined) => {
  const match = message?.text.match(/\/unsubscribe\?token=(\S+)/);
  if (!match?.[1]) throw new Error('no unsubscribe link in the mail');
  return decodeURIComponent(match[1]);
};
const unsubscribe = (token: string, client = new PoolClient(stack.url)) =>
  client.send('POST', '/api/reminders/unsubscribe', { token });

/** What the player still has to pick, as the player's own pages show it. */
const expectedBullets = async (name: string) => {
  const { client, user } = player(name);
  const games = await json<Game[]>(client.get('/api/games/week/15'));
  const matchup = (game: Game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;
  const lines: string[] = [];
  if (user.hasFullApp) {
    const picked = new Set(
      (await json<{ gameId: string }[]>(client.get(`/api/picks/weekly/15/${user.id}`))).map((p) => p.gameId),
    );
    lines.push(
      ...games
        .filter((game) => game.lockReason === null && !picked.has(game.id))
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id))
        .map(matchup),
    );
    const mnf = mnfTiebreakerGame(games);
    const prediction = await json<{ predictedTotal: number } | null>(client.get('/api/tiebreaker/mnf/15'));
    if (mnf && !prediction) lines.push(`Total points of ${matchup(mnf)}`);
  }
  const open = (entry: SurvivorEntry) => !entry.isEliminated && !entry.picks.some((pick) => pick.week === 15);
  const { entry } = await json<MySurvivorEntry>(client.get('/api/survivor/entry'));
  if (entry && open(entry)) lines.push(`${entry.pool.name}: this week's team`);
  const week6 = await json<SurvivorEntry[]>(client.get('/api/week6/entries'));
  lines.push(...week6.filter(open).map((e) => `${e.displayName}: this week's team`));
  return lines;
};
const mailBullets = (message: OutboxMessage | undefined) =>
  bullets(message?.text ?? '').map((line) =>
    line.includes(' @ ') && !line.startsWith('Total') ? line.split(',')[0] : line,
  );

beforeAll(async () => {
  ({ client: admin } = await signIn(stack.url, 'admin@example.com'));
  for (const name of ['alice', 'bob', 'dan', 'erin', 'wendy', 'quinn']) {
    const { client } = await signIn(stack.url, `${name}@example.com`);
    if (name === 'quinn') await client.send('POST', '/api/users/username', { username: 'quinn_q' });
    players[name] = { client, user: await json<CurrentUser>(client.get('/api/auth/user')) };
  }
  // Quinn joined this week (no survivor entry) and picks everything: nothing missing.
  const quinn = player('quinn').client;
  const games = await json<Game[]>(quinn.get('/api/games/week/15'));
  const saved = await quinn.send('POST', '/api/picks/weekly/batch', {
    picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 })),
  });
  expect(saved.status).toBe(200);
  const mnf = mnfTiebreakerGame(games);
  const predicted = await quinn.send('POST', '/api/tiebreaker/mnf', {
    gameId: mnf?.id,
    week: 15,
    predictedTotal: 44,
  });
  expect(predicted.status).toBe(200);
  // Alice has picked the Thursday game already: it must not be in her reminder.
  const thursday = games.find((game) => game.startTime === FIRST_KICKOFF);
  await player('alice').client.send('POST', '/api/picks/weekly/batch', {
    picks: [{ gameId: thursday?.id, pickedTeamId: thursday?.awayTeamId, week: 15 }],
  });
});

describe('the reminder preference', () => {
  it('is off by default and round-trips through the profile route, also on the current user', async () => {
    expect(await remindersOf('dan')).toEqual({ enabled: false, leadHours: 24, push: NO_PUSH });
    expect(await json(setReminders('alice', { enabled: true, leadHours: 24 }))).toEqual({
      enabled: true,
      leadHours: 24,
      push: NO_PUSH,
    });
    expect(await remindersOf('alice')).toEqual({ enabled: true, leadHours: 24, push: NO_PUSH });
    const me = await json<CurrentUser>(player('alice').client.get('/api/auth/user'));
    expect(me.reminders).toEqual({ enabled: true, leadHours: 24, push: NO_PUSH });
    for (const [name, preference] of [
      ['bob', { enabled: true, leadHours: 6 }],
      ['wendy', { enabled: true, leadHours: 24 }],
      ['quinn', { enabled: true, leadHours: 1 }],
      ['erin', { enabled: false, leadHours: 1 }],
    ] as const) {
      expect((await setReminders(name, preference)).status).toBe(200);
    }
  });

  it('refuses a lead that is not offered, and stores nothing', async () => {
    const response = await setReminders('bob', { enabled: true, leadHours: 12 as 6 });
    expect(response.status).toBe(400);
    expect(await json<{ message: string }>(response)).toMatchObject({
      message: 'leadHours must be 24, 6 or 1',
    });
    expect(await remindersOf('bob')).toEqual({ enabled: true, leadHours: 6, push: NO_PUSH });
  });

  it('needs a session', async () => {
    expect((await new PoolClient(stack.url).get('/api/users/reminders')).status).toBe(401);
  });
});

describe('the reminder job', () => {
  it('sends nothing before the longest lead before the first kickoff', async () => {
    setClock('2025-12-11T01:14:00.000Z');
    expect(await runDueReminders()).toEqual({ sent: 0 });
    expect(await recipients()).toEqual([]);
  });

  it('mails exactly the opted-in players whose lead has come and who miss picks, once, even run in parallel', async () => {
    setClock(THURSDAY_NOON);
    const runs = await Promise.all([runDueReminders(), runDueReminders(), runDueReminders()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    expect(await runDueReminders()).toEqual({ sent: 0 });
    expect(await recipients()).toEqual(['alice@example.com', 'wendy@example.com']);
  });

  it('lists exactly what is missing, with one picks link and an unsubscribe header', async () => {
    const alice = await latestTo('alice@example.com');
    const expected = await expectedBullets('alice');
    expect(expected.length).toBeGreaterThan(10);
    expect(mailBullets(alice)).toEqual(expected);
    expect(alice?.text).toContain("Week 15's next game kicks off Thursday, Dec 11, 8:15 PM ET");
    expect(alice?.text.match(/\/weekly-picks/g)).toHaveLength(1);
    expect(alice?.text).toContain(`${stack.url}/weekly-picks`);
    expect(alice?.listUnsubscribe).toBe(
      `<${stack.url}/unsubscribe?token=${encodeURIComponent(tokenIn(alice))}>`,
    );

    const wendy = await latestTo('wendy@example.com');
    const wendyExpected = await expectedBullets('wendy');
    expect(wendyExpected.length).toBeGreaterThan(0);
    expect(wendyExpected.every((line) => line.endsWith(": this week's team"))).toBe(true);
    expect(mailBullets(wendy)).toEqual(wendyExpected);
    expect(wendy?.text).toContain(`${stack.url}/week6/pools`);
    expect(wendy?.text).not.toContain('/weekly-picks');
  });

  it('mails a later lead when it comes, and nothing at kickoff', async () => {
    setClock('2025-12-11T19:14:00.000Z');
    expect(await runDueReminders()).toEqual({ sent: 0 });
    setClock('2025-12-11T19:30:00.000Z');
    expect(await runDueReminders()).toEqual({ sent: 1 });
    expect(await recipients()).toEqual(['alice@example.com', 'bob@example.com', 'wendy@example.com']);
    setClock('2025-12-12T00:30:00.000Z');
    expect(await runDueReminders()).toEqual({ sent: 0 });
    setClock(FIRST_KICKOFF);
    expect(await runDueReminders()).toEqual({ sent: 0 });
    expect((await reminders()).length).toBe(3);
    setClock(THURSDAY_NOON);
  });
});

describe('the unsubscribe link', () => {
  it('turns off only its own player’s reminders, signed out', async () => {
    const response = await unsubscribe(tokenIn(await latestTo('alice@example.com')));
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ displayName: 'alice_b' });
    expect(await remindersOf('alice')).toEqual({ enabled: false, leadHours: 24, push: NO_PUSH });
    expect(await remindersOf('bob')).toEqual({ enabled: true, leadHours: 6, push: NO_PUSH });
    expect(await remindersOf('wendy')).toEqual({ enabled: true, leadHours: 24, push: NO_PUSH });
  });

  it('refuses a tampered token or one moved to another player, and changes nothing', async () => {
    const token = tokenIn(await latestTo('wendy@example.com'));
    const [userId, expires, signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${userId}.${expires}.${flipped}`,
      `${player('bob').user.id}.${expires}.${signature}`,
      `${userId}.${Number(expires) + 86_400}.${signature}`,
      'not-a-token',
    ]) {
      const response = await unsubscribe(bad);
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ message: 'This unsubscribe link is invalid or has expired' });
    }
    expect(await remindersOf('wendy')).toEqual({ enabled: true, leadHours: 24, push: NO_PUSH });
    expect(await remindersOf('bob')).toEqual({ enabled: true, leadHours: 6, push: NO_PUSH });
  });

  it('refuses an expired token', async () => {
    const token = tokenIn(await latestTo('bob@example.com'));
    setClock('2026-02-15T00:00:00.000Z');
    const response = await unsubscribe(token);
    setClock(THURSDAY_NOON);
    expect(response.status).toBe(400);
    expect(await remindersOf('bob')).toEqual({ enabled: true, leadHours: 6, push: NO_PUSH });
  });

  it('is refused from another site', async () => {
    const token = tokenIn(await latestTo('wendy@example.com'));
    const response = await new PoolClient(stack.url).send(
      'POST',
      '/api/reminders/unsubscribe',
      { token },
      {
        origin: 'https://evil.example.com',
      },
    );
    expect(response.status).toBe(403);
    expect(await remindersOf('wendy')).toEqual({ enabled: true, leadHours: 24, push: NO_PUSH });
  });
});

describe('the missing-picks report', () => {
  it('shows who still needs to pick what this week, and the next kickoff', async () => {
    const report = await json<MissingPicksReport>(admin.get('/api/admin/missing-picks'));
    expect(report.week).toBe(15);
    expect(report.nextKickoff).toBe(FIRST_KICKOFF);
    expect(report.at).toBe(THURSDAY_NOON);
    const byName = new Map(report.players.map((row) => [row.displayName, row]));
    expect(byName.has('quinn_q')).toBe(false);
    const dan = byName.get('dan_the_man');
    expect(dan?.remindersOn).toBe(false);
    const alice = byName.get('alice_b');
    const aliceLines = [
      ...(alice?.games.map((game) => game.matchup) ?? []),
      ...(alice?.mnf ? [`Total points of ${alice.mnf.matchup}`] : []),
      ...(alice?.survivor.map((entry) => `${entry.name}: this week's team`) ?? []),
      ...(alice?.week6.map((entry) => `${entry.name}: this week's team`) ?? []),
    ];
    expect(aliceLines).toEqual(await expectedBullets('alice'));
    const wendy = byName.get('wendy_w6');
    expect(wendy?.games).toEqual([]);
    expect(wendy?.week6.length).toBeGreaterThan(0);
    expect(report.players.map((row) => row.displayName)).toEqual(
      [...report.players.map((row) => row.displayName)].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('reminds the opted-in players with missing picks now, whatever was sent before, and audits it', async () => {
    const before = new Set((await reminders()).map((message) => message.id));
    const result = await json<RemindResult>(admin.send('POST', '/api/admin/missing-picks/remind'));
    expect(result.recipients.map((r) => r.displayName).sort()).toEqual(['bobby_t', 'wendy_w6']);
    expect(result.sent).toBe(2);
    // The mails this report sent, wherever their pool time puts them: an earlier test mailed at a later time.
    const sent = (await reminders()).filter((message) => !before.has(message.id));
    expect(sent.map((m) => m.to).sort()).toEqual(['bob@example.com', 'wendy@example.com']);
    const audit = await json<AuditPage>(admin.get('/api/admin/audit'));
    expect(audit.entries[0]).toMatchObject({
      action: 'reminders.send',
      summary: 'Reminded 2 players of missing Week 15 picks: bobby_t, wendy_w6',
    });
  });

  it('warm, costs the session check and two batched version reads: the settings and users, then the week and every pool', async () => {
    const callsOf = async (path: string) => {
      const response = await admin.get(path);
      expect(response.status, path).toBe(200);
      return Number(/DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    };
    const session = await callsOf('/api/auth/user');
    await callsOf('/api/admin/missing-picks');
    expect(await callsOf('/api/admin/missing-picks')).toBe(session + 2);
  });

  it('is for admins only', async () => {
    const bob = player('bob').client;
    expect((await bob.get('/api/admin/missing-picks')).status).toBe(403);
    const remind = await bob.send('POST', '/api/admin/missing-picks/remind');
    expect(remind.status).toBe(403);
    expect(await json(remind)).toEqual({ message: 'Admin access required' });
  });
});

describe('moving the Monday night tiebreaker', () => {
  const AFTER_FIRST_KICKOFF = '2025-12-12T02:00:00.000Z';
  const matchup = (game: Game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;
  const week15 = () => json<Game[]>(admin.get('/api/games/week/15'));
  const predictionOf = (name: string) =>
    json<MnfPrediction | null>(player(name).client.get('/api/tiebreaker/mnf/15'));
  const flag = (game: Game) =>
    admin.send('PUT', `/api/admin/game/${game.id}/mnf-tiebreaker`, { isMnfTiebreaker: true });

  it('clears the totals predicted for the old game, tells their players on the picks read and by mail, and audits it', async () => {
    setClock(THURSDAY_NOON);
    const games = await week15();
    const old = mnfTiebreakerGame(games) as Game;
    const moved = games
      .filter((game) => game.id !== old.id && game.startTime !== FIRST_KICKOFF)
      .at(-1) as Game;
    for (const [name, predictedTotal] of [
      ['bob', 50],
      ['dan', 38],
    ] as const) {
      const saved = await player(name).client.send('POST', '/api/tiebreaker/mnf', {
        gameId: old.id,
        week: 15,
        predictedTotal,
      });
      expect(saved.status).toBe(200);
    }
    expect((await setReminders('bob', { enabled: true, leadHours: 24 })).status).toBe(200);
    for (const name of ['dan', 'quinn'])
      expect((await setReminders(name, { enabled: false, leadHours: 24 })).status).toBe(200);
    const mailedBefore = new Set((await reminders()).map((message) => message.id));

    expect((await flag(moved)).status).toBe(200);

    for (const [name, predictedTotal] of [
      ['bob', 50],
      ['dan', 38],
      ['quinn', 44],
    ] as const) {
      expect(await predictionOf(name)).toEqual({
        gameId: moved.id,
        week: 15,
        predictedTotal: null,
        cleared: { gameId: old.id, predictedTotal },
      });
    }
    const mailed = (await reminders()).filter((message) => !mailedBefore.has(message.id));
    expect(mailed.map((message) => message.to)).toEqual(['bob@example.com']);
    expect(mailed[0]?.text).toContain(
      `The Monday night tiebreaker moved from ${matchup(old)} to ${matchup(moved)}, so your total of 50 was cleared.`,
    );
    expect(bullets(mailed[0]?.text ?? '')).toContain(`Total points of ${matchup(moved)}`);

    // Found by its action: a line another function stamped at the same frozen pool time may sort first.
    const line = (await json<AuditPage>(admin.get('/api/admin/audit'))).entries.find(
      (entry) => entry.action === 'game.change',
    );
    const cleared =
      (line?.before as { predictedTotals: Record<string, number> } | undefined)?.predictedTotals ?? {};
    expect(cleared).toMatchObject({
      [player('bob').user.id]: 50,
      [player('dan').user.id]: 38,
      [player('quinn').user.id]: 44,
    });
    expect(line).toMatchObject({
      action: 'game.change',
      summary: `Made the MNF tiebreaker: ${matchup(moved)} (Week 15); tiebreaker ${matchup(old)} → ${matchup(moved)}, ${Object.keys(cleared).length} predicted totals for ${matchup(old)} cleared`,
      after: { tiebreaker: matchup(moved) },
    });

    // A new total for the new game: the note is gone.
    const again = await player('bob').client.send('POST', '/api/tiebreaker/mnf', {
      gameId: moved.id,
      week: 15,
      predictedTotal: 47,
    });
    expect(again.status).toBe(200);
    expect(await predictionOf('bob')).toEqual({ gameId: moved.id, week: 15, predictedTotal: 47 });
  });

  it('refuses with 409 a move once a game of it has kicked off, and changes nothing', async () => {
    setClock(AFTER_FIRST_KICKOFF);
    try {
      const games = await week15();
      const current = mnfTiebreakerGame(games) as Game;
      const thursday = games.find((game) => game.startTime === FIRST_KICKOFF) as Game;
      const toKickedOff = await flag(thursday);
      expect(toKickedOff.status).toBe(409);
      expect(await toKickedOff.json()).toEqual({
        message: `${matchup(thursday)} has kicked off: nobody could predict its total any more, so the tiebreaker stays`,
      });

      const week14 = await json<Game[]>(admin.get('/api/games/week/14'));
      const played = mnfTiebreakerGame(week14) as Game;
      const board = async () => json(admin.get('/api/leaderboard/weekly/14'));
      const boardBefore = await board();
      const fromPlayed = await flag(week14.find((game) => game.id !== played.id) as Game);
      expect(fromPlayed.status).toBe(409);
      expect(await fromPlayed.json()).toEqual({
        message: `${matchup(played)} has kicked off: its predicted totals already break the week's ties, so the tiebreaker stays`,
      });
      expect(mnfTiebreakerGame(await week15())?.id).toBe(current.id);
      expect(mnfTiebreakerGame(await json<Game[]>(admin.get('/api/games/week/14')))?.id).toBe(played.id);
      expect(await board()).toEqual(boardBefore);
    } finally {
      setClock(THURSDAY_NOON);
    }
  });
});
