import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey, routes } from '../../functions/routes';
import type { Game } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { alivePlayers } from '../support/demo-pool';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { keepWeek6Open } from '../support/week6';

/*
 * The privacy walk: every GET route of the manifest, with every id it takes filled with the viewer's
 * own ids and with another player's, and the answers of the players' own saves, read as each role.
 * No player ever receives another player's email address, nor a pick or a Monday night prediction
 * before its game kicks off; every API answer, whatever its status, is never cached nor sniffed.
 * Admins may see emails and every pick (the display name rule and the spec's role table).
 */

// Demo clock: Thursday of Week 15 before any of its games kick off; the demo pool is seeded.
const stack = localStackForFile({ seed: true });
const WEEK = 15;
// A Monday night total nobody else predicts and no other number on the board can equal.
const SECRET_TOTAL = 143;
const secretTotal = new RegExp(`[:,\\[]${SECRET_TOTAL}[,\\]}]`);

/** A player of the pool (username secret_keeper) with a distinctive address. */
const SECRET_EMAIL = 'secret.keeper+privacy@pool-privacy.test';

type Role = 'signedOut' | 'limited' | 'player' | 'admin' | 'impersonating';
interface Viewer {
  role: Role;
  client: PoolClient;
  /** The addresses the viewer may receive: their own (and, impersonating, the admin's and the player's). */
  ownEmails: string[];
  ids: { userId: string; entryIds: string[] };
}

let viewers: Viewer[];
let everyEmail: string[];
let secret: { client: PoolClient; id: string; week6EntryId: string };
let games: Game[];
let week6PoolId: string;
const counts = { responses: 0, scannedForEmails: 0, headerChecks: 0 };

const idOf = async (client: PoolClient) => (await (await client.get('/api/auth/user')).json()).id as string;
const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await response).json() as T;

const NO_STORE = { cacheControl: 'no-store', contentTypeOptions: 'nosniff' };
const apiHeaders = (response: Response) => ({
  cacheControl: response.headers.get('cache-control'),
  contentTypeOptions: response.headers.get('x-content-type-options'),
});

const unstartedGameIds = () => new Set(games.map((game) => game.id));

/** Where the secret player's hidden data shows in a JSON answer: a list of readable leaks. */
const hiddenDataIn = (value: unknown, path = '$', leaks: string[] = []): string[] => {
  if (Array.isArray(value)) {
    for (const [i, child] of value.entries()) hiddenDataIn(child, `${path}[${i}]`, leaks);
  } else if (value && typeof value === 'object') {
    const item = value as Record<string, unknown>;
    if (item.userId === secret.id && typeof item.gameId === 'string' && unstartedGameIds().has(item.gameId)) {
      leaks.push(`${path}: a weekly pick of a game not started`);
    }
    if (item.entryId === secret.week6EntryId || item.id === secret.week6EntryId) {
      const picks = item.picks as Record<string, unknown> | undefined;
      if (picks?.[WEEK] || (item.week === WEEK && 'pickedTeamId' in item)) {
        leaks.push(`${path}: a Week 6 pick of a game not started`);
      }
    }
    for (const [key, child] of Object.entries(item)) hiddenDataIn(child, `${path}.${key}`, leaks);
  }
  return leaks;
};

/** Reads one answer as `viewer` may: headers always; emails and hidden picks unless the viewer is an admin. */
const scan = async (viewer: Viewer, label: string, response: Response) => {
  counts.responses += 1;
  counts.headerChecks += 1;
  expect({ label, headers: apiHeaders(response) }).toEqual({ label, headers: NO_STORE });
  const text = await response.text();
  if (viewer.role === 'admin') return;
  counts.scannedForEmails += 1;
  const others = everyEmail.filter((email) => !viewer.ownEmails.includes(email));
  const lower = text.toLowerCase();
  expect({ label, emails: others.filter((email) => lower.includes(email)) }).toEqual({ label, emails: [] });
  if (viewer.ids.userId === secret.id) return;
  expect({ label, total: secretTotal.test(text) }).toEqual({ label, total: false });
  if (label.includes('/api/picks/splits/')) {
    // The pool's split on a game is the sum of its picks: none before kickoff either.
    expect({ label, games: [...unstartedGameIds()].filter((id) => text.includes(id)) }).toEqual({
      label,
      games: [],
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (type.startsWith('application/json') && text) {
    expect({ label, leaks: hiddenDataIn(JSON.parse(text)) }).toEqual({ label, leaks: [] });
  }
};

/** The concrete paths of a GET route for a viewer: each id parameter as theirs and as the secret player's. */
const pathsOf = (path: string, viewer: Viewer): string[] => {
  const values: Record<string, string[]> = {
    week: [String(WEEK)],
    userId: [viewer.ids.userId, secret.id],
    entryId: [...viewer.ids.entryIds, secret.week6EntryId],
    username: ['secret_keeper'],
    key: ['rules', 'show_all_results'],
  };
  let paths = [path];
  for (const [name, options] of Object.entries(values)) {
    paths = paths.flatMap((candidate) =>
      candidate.includes(`{${name}}`)
        ? options.map((option) => candidate.replace(`{${name}}`, option))
        : [candidate],
    );
  }
  return paths;
};

/** Query strings some reads take, by route. */
const queriesOf = (key: string): string[] => {
  const pools = ['standard', 'late', week6PoolId].map((poolId) => `?poolId=${poolId}`);
  const queries: Record<string, string[]> = {
    'GET /api/survivor/results': pools,
    'GET /api/survivor/results/csv': pools,
    'GET /api/admin/survivor/picks': [`?week=${WEEK}`],
    'GET /api/admin/audit': ['', `?userId=${secret.id}`],
  };
  return queries[key] ?? [''];
};

const newWeek6Entry = async (client: PoolClient, entryName: string) => {
  const response = await client.send('POST', '/api/week6/entries', { poolId: week6PoolId, entryName });
  expect(response.status).toBe(200);
  return (await json<{ id: string }>(response)).id;
};

/** The secret player's picks of Week 15 before kickoff: a weekly pick, the Monday total, a Week 6 pick. */
const saveSecretPicks = async () => {
  const [first] = games;
  const mnf = mnfTiebreakerGame(games);
  if (!first || !mnf) throw new Error('the demo season is not seeded');
  const week6Used = await json<{ teamId: number }[]>(
    secret.client.get(`/api/week6/used-teams/${secret.week6EntryId}`),
  );
  const week6Team = games
    .flatMap((game) => [game.homeTeamId, game.awayTeamId])
    .find((team) => !week6Used.some((used) => used.teamId === team));
  const saves = [
    await secret.client.send('POST', '/api/picks/weekly/batch', {
      picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: WEEK })),
    }),
    await secret.client.send('POST', '/api/tiebreaker/mnf', {
      gameId: mnf.id,
      week: WEEK,
      predictedTotal: SECRET_TOTAL,
    }),
    await secret.client.send('POST', '/api/week6/picks', {
      entryId: secret.week6EntryId,
      pickedTeamId: week6Team,
      week: WEEK,
    }),
  ];
  expect(saves.map((response) => response.status)).toEqual([200, 200, 200]);
};

beforeAll(async () => {
  const admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  games = await json<Game[]>(admin.get(`/api/games/week/${WEEK}`));
  week6PoolId = (await json<{ id: string }[]>(admin.get('/api/week6/pools')))[0]?.id ?? '';
  const secretClient = (await signIn(stack.url, SECRET_EMAIL, { username: 'secret_keeper' })).client;
  secret = {
    client: secretClient,
    id: await idOf(secretClient),
    week6EntryId: await newWeek6Entry(secretClient, 'Hidden'),
  };
  await saveSecretPicks();

  const [player, impersonated] = await alivePlayers(admin, 2);
  if (!player || !impersonated) throw new Error('two players alive expected');
  const impersonating = (await signIn(stack.url, 'admin@example.com')).client;
  expect((await impersonating.send('POST', `/api/admin/impersonate/${impersonated.id}`, {})).status).toBe(
    200,
  );
  const signedIn = {
    limited: {
      client: (
        await signIn(stack.url, 'wendy@example.com', { loginPath: '/api/week6/login', username: 'wendy_w6' })
      ).client,
      emails: ['wendy@example.com'],
    },
    player: { client: (await signIn(stack.url, player.email)).client, emails: [player.email] },
    admin: { client: admin, emails: ['admin@example.com'] },
    impersonating: { client: impersonating, emails: ['admin@example.com', impersonated.email] },
  };
  viewers = [
    {
      role: 'signedOut',
      client: new PoolClient(stack.url),
      ownEmails: [],
      ids: { userId: secret.id, entryIds: [] },
    },
  ];
  for (const [role, { client, emails }] of Object.entries(signedIn)) {
    const survivor = await json<{ entry: { id: string } | null }>(client.get('/api/survivor/entry'));
    const week6 = await json<{ id: string }[]>(client.get('/api/week6/entries'));
    viewers.push({
      role: role as Role,
      client,
      ownEmails: emails,
      ids: {
        userId: await idOf(client),
        entryIds: [survivor.entry?.id, week6[0]?.id].filter((id) => id !== undefined),
      },
    });
  }
  everyEmail = (await json<{ email: string | null }[]>(admin.get('/api/admin/users')))
    .map((user) => user.email?.toLowerCase())
    .filter((email) => email !== undefined);
  expect(everyEmail).toContain(SECRET_EMAIL);
});

describe('the privacy walk', () => {
  it('finds the secret player’s data where it may be seen (its owner, an admin), so the walk below can miss none', async () => {
    const admin = viewers.find((viewer) => viewer.role === 'admin')?.client;
    if (!admin) throw new Error('no admin');
    const own = [
      await json(secret.client.get(`/api/picks/weekly/${WEEK}/${secret.id}`)),
      await json(secret.client.get(`/api/week6/picks/${secret.week6EntryId}/${WEEK}`)),
      await json(admin.get(`/api/survivor/results?poolId=${week6PoolId}`)),
      await json(admin.send('POST', `/api/picks/weekly/batch-details/${WEEK}`, { userIds: [secret.id] })),
    ];
    for (const body of own) expect(hiddenDataIn(body)).not.toEqual([]);
    expect(await (await admin.get(`/api/leaderboard/weekly/${WEEK}`)).text()).toMatch(secretTotal);
    expect((await (await admin.get('/api/admin/users')).text()).toLowerCase()).toContain(SECRET_EMAIL);
  });

  const reads = routes.filter((route) => route.method === 'GET');

  it.each(reads.map((route) => [routeKey(route), route.path] as const))(
    '%s shows no player another one’s email or a pick before kickoff, and is never cached',
    async (key, path) => {
      for (const viewer of viewers) {
        for (const concrete of pathsOf(path, viewer)) {
          for (const query of queriesOf(key)) {
            const response = await viewer.client.get(`${concrete}${query}`);
            await scan(viewer, `${viewer.role} ${concrete}${query} ${response.status}`, response);
          }
        }
      }
    },
  );

  it('shows none of it in the answers of the players’ own saves either', async () => {
    const [game] = games;
    const mnf = mnfTiebreakerGame(games);
    if (!game || !mnf) throw new Error('the demo season is not seeded');
    for (const viewer of viewers.filter((candidate) => candidate.role !== 'admin')) {
      const saves: [string, string, unknown][] = [
        [
          'POST',
          '/api/picks/weekly/batch',
          { picks: [{ gameId: game.id, pickedTeamId: game.awayTeamId, week: WEEK }] },
        ],
        ['POST', `/api/picks/weekly/batch-details/${WEEK}`, { userIds: [secret.id, viewer.ids.userId] }],
        ['POST', '/api/tiebreaker/mnf', { gameId: mnf.id, week: WEEK, predictedTotal: 30 }],
        ['PUT', '/api/users/reminders', { enabled: true, leadHours: 6 }],
        ['POST', '/api/week6/entries', { poolId: week6PoolId, entryName: 'Walk' }],
        ['POST', '/api/week6/entries/register', { count: 1 }],
        ['POST', '/api/week6/convert-user', {}],
        ['POST', '/api/users/username', { username: `walk_${viewer.role}`.slice(0, 20) }],
      ];
      for (const [method, path, body] of saves) {
        const response = await viewer.client.send(method, path, body);
        await scan(viewer, `${viewer.role} ${method} ${path} ${response.status}`, response);
      }
    }
  });
});

describe('every API answer is never cached nor sniffed, whatever its status', () => {
  const expectApiHeaders = (label: string, response: Response) => {
    counts.headerChecks += 1;
    expect({ label, headers: apiHeaders(response) }).toEqual({ label, headers: NO_STORE });
  };

  it('sends the headers on redirects, refusals, bad input, unknown paths and downloads', async () => {
    const anonymous = new PoolClient(stack.url);
    const player = viewers.find((viewer) => viewer.role === 'player')?.client ?? anonymous;
    const limited = viewers.find((viewer) => viewer.role === 'limited')?.client ?? anonymous;
    const cases: [string, number, () => Promise<Response>][] = [
      ['the sign-in redirect', 302, () => anonymous.get('/api/login')],
      ['the Week 6 sign-in redirect', 302, () => anonymous.get('/api/week6/login')],
      ['a callback with a forged state', 400, () => anonymous.get('/api/callback?state=forged&code=x')],
      ['a sign-out link from another site', 302, () => player.get('/api/logout')],
      ['signed out', 401, () => anonymous.get('/api/auth/user')],
      ['a limited player on the standings', 403, () => limited.get('/api/leaderboard/season')],
      ['a player on an admin route', 403, () => player.get('/api/admin/users')],
      [
        'a cross-site mutation',
        403,
        () => player.send('PUT', '/api/users/reminders', {}, { origin: 'https://evil.test' }),
      ],
      ['a week that is not a number', 400, () => player.get('/api/games/week/x')],
      ['a body that is not JSON', 400, () => player.send('POST', '/api/picks/weekly/batch', '{')],
      ['an unknown /api path', 404, () => anonymous.get('/api/nope')],
      ['an unknown method on a known path', 404, () => player.send('DELETE', '/api/teams')],
      ['a malformed percent-encoding', 400, () => anonymous.get('/api/user/%E0%A4%A')],
      ['another entry', 404, () => player.get(`/api/week6/used-teams/${secret.week6EntryId}`)],
      ['a picks grid download', 200, () => player.get(`/api/picks/weekly/${WEEK}/csv`)],
      ['a survivor results download', 200, () => player.get('/api/survivor/results/csv?poolId=standard')],
    ];
    for (const [label, status, call] of cases) {
      const response = await call();
      expect({ label, status: response.status }).toEqual({ label, status });
      expectApiHeaders(label, response);
      await response.arrayBuffer();
    }
  });
});

describe('counts', () => {
  it('reports the answers walked', () => {
    console.info(
      `privacy: ${counts.responses} answers walked, ${counts.scannedForEmails} scanned for emails and hidden picks, ${counts.headerChecks} header checks`,
    );
    expect(counts.responses).toBeGreaterThan(0);
  });
});
