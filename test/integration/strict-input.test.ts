import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Demo clock: Thursday of Week 15 before kickoff, so every week 15 game takes picks.
const stack = localStackForFile({ seed: true });

const WEEK_MESSAGE = 'week must be a whole number from 1 to 18';
const JSON_ONLY = 'Mutations must be sent as application/json';

let admin: PoolClient;
let games: Game[];
let players = 0;

const newPlayer = async () => {
  players += 1;
  const { client } = await signIn(stack.url, `strict${players}@example.com`);
  const id = (await (await client.get('/api/auth/user')).json()).id as string;
  return { client, id };
};
const picksOf = async (client: PoolClient, id: string) =>
  (await (await client.get(`/api/picks/weekly/15/${id}`)).json()) as WeeklyPick[];
const gameAt = (index: number): Game => {
  const game = games[index];
  if (!game) throw new Error(`week 15 has no game ${index}`);
  return game;
};
const expectRefusal = async (response: Response, status: number, message: string) => {
  expect({ status: response.status, message: (await response.json()).message }).toEqual({ status, message });
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  games = await (await admin.get('/api/games/week/15')).json();
});

describe('weeks in paths are plain decimal whole numbers', () => {
  it.each(['1e1', '0x0F', '0b1', '+5', '5.0', '%205', '5%20', '1_0', '-1', 'x'])(
    'GET /api/games/week/%s is 400',
    async (week) => {
      await expectRefusal(await admin.get(`/api/games/week/${week}`), 400, WEEK_MESSAGE);
    },
  );

  it.each(['0', '19', '00000000000000000000019'])(
    'GET /api/games/week/%s is 400 as out of range',
    async (week) => {
      await expectRefusal(await admin.get(`/api/games/week/${week}`), 400, 'week must be between 1 and 18');
    },
  );

  it('still reads a plain week, leading zeros included', async () => {
    const plain = await admin.get('/api/games/week/15');
    expect(plain.status).toBe(200);
    expect(await (await admin.get('/api/games/week/015')).json()).toEqual(await plain.json());
  });

  it('refuses 1e1 and 0x0F on every player route that takes a week', async () => {
    const { client, id } = await newPlayer();
    for (const week of ['1e1', '0x0F']) {
      const responses = [
        await client.get(`/api/picks/weekly/${week}`),
        await client.get(`/api/picks/weekly/${week}/${id}`),
        await client.send('POST', `/api/picks/weekly/batch-details/${week}`, { userIds: [id] }),
        await client.get(`/api/picks/splits/${week}`),
        await client.get(`/api/leaderboard/weekly/${week}`),
        await client.get(`/api/tiebreaker/mnf/${week}`),
      ];
      for (const response of responses) await expectRefusal(response, 400, WEEK_MESSAGE);
    }
  });

  it('refuses 1e1 and 0x0F on the admin routes that take a week, and changes nothing', async () => {
    const before = await (await admin.get('/api/games/week/10')).json();
    for (const week of ['1e1', '0x0F']) {
      const responses = [
        await admin.get(`/api/admin/espn-scores/${week}`),
        await admin.send('POST', `/api/admin/sync-schedule/${week}`, {}),
        await admin.send('POST', `/api/admin/sync-scores/${week}`, {}),
        await admin.send('POST', `/api/admin/score-picks/${week}`, { adminsOnly: false }),
        await admin.send('POST', `/api/admin/simulate-week/${week}`, {}),
        await admin.send('POST', `/api/admin/reset-scores/${week}`, {}),
      ];
      for (const response of responses) await expectRefusal(response, 400, WEEK_MESSAGE);
    }
    expect(await (await admin.get('/api/games/week/10')).json()).toEqual(before);
  });
});

describe('game ids in paths are digits', () => {
  it.each(['0x1F', '4.01772946e8', 'abc', '%20401772946'])(
    'refuses the game id %s on the admin game routes',
    async (id) => {
      const responses = [
        await admin.send('PUT', `/api/admin/game-score/${id}`, {
          homeScore: 1,
          awayScore: 2,
          isCompleted: true,
        }),
        await admin.send('PUT', `/api/admin/game/${id}/spread`, { spread: -3 }),
        await admin.send('PUT', `/api/admin/game/${id}/mnf-tiebreaker`, { isMnfTiebreaker: true }),
        await admin.send('DELETE', `/api/admin/game/${id}`),
      ];
      for (const [index, response] of responses.entries()) {
        const field = index === 0 ? 'gameId' : 'id';
        await expectRefusal(response, 400, `${field} must be a game id: digits only`);
      }
    },
  );
});

describe('body fields have their exact JSON types', () => {
  it.each([
    [
      'a team id as a string',
      (game: Game) => ({ pickedTeamId: String(game.homeTeamId) }),
      'pickedTeamId must be a team id',
    ],
    [
      'a team id in an array',
      (game: Game) => ({ pickedTeamId: [game.homeTeamId] }),
      'pickedTeamId must be a team id',
    ],
    ['a team id as a boolean', () => ({ pickedTeamId: true }), 'pickedTeamId must be a team id'],
    ['a week as a string', () => ({ week: '15' }), 'week must be a number'],
    ['a week in an array', () => ({ week: [15] }), 'week must be a number'],
    ['a game id as a number', (game: Game) => ({ gameId: Number(game.id) }), 'gameId must be a string'],
  ])('refuses a pick with %s and stores nothing', async (_, change, message) => {
    const { client, id } = await newPlayer();
    const game = gameAt(0);
    const pick = { gameId: game.id, pickedTeamId: game.homeTeamId, week: 15, ...change(game) };
    await expectRefusal(
      await client.send('POST', '/api/picks/weekly/batch', { picks: [pick] }),
      400,
      message,
    );
    expect(await picksOf(client, id)).toEqual([]);
  });

  it('refuses a Monday night prediction with the week as a string', async () => {
    const { client } = await newPlayer();
    const mnf = games.find((game) => game.isMnfTiebreaker) ?? gameAt(games.length - 1);
    const response = await client.send('POST', '/api/tiebreaker/mnf', {
      gameId: mnf.id,
      week: '15',
      predictedTotal: 40,
    });
    await expectRefusal(response, 400, 'week must be a number');
    expect(await (await client.get('/api/tiebreaker/mnf/15')).json()).toBeNull();
  });

  it('refuses a spread sent as a string and keeps the stored one', async () => {
    const game = gameAt(1);
    await expectRefusal(
      await admin.send('PUT', `/api/admin/game/${game.id}/spread`, { spread: '-3.5' }),
      400,
      'spread must be a number',
    );
    const after = ((await (await admin.get('/api/games/week/15')).json()) as Game[]).find(
      (candidate) => candidate.id === game.id,
    );
    expect(after?.spread).toBe(game.spread);
  });
});

describe('mutations must be sent as JSON, exactly', () => {
  it.each([
    'application/jsonx',
    'application/json-patch+json',
    'application/json5',
    'text/plain',
    'text/json',
  ])('refuses the content type %s with 403 and stores nothing', async (contentType) => {
    const { client, id } = await newPlayer();
    const game = gameAt(0);
    const body = { picks: [{ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 }] };
    await expectRefusal(
      await client.send('POST', '/api/picks/weekly/batch', body, { 'content-type': contentType }),
      403,
      JSON_ONLY,
    );
    expect(await picksOf(client, id)).toEqual([]);
  });

  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8'])(
    'accepts the content type %s',
    async (contentType) => {
      const { client, id } = await newPlayer();
      const game = gameAt(0);
      const body = { picks: [{ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 }] };
      const response = await client.send('POST', '/api/picks/weekly/batch', body, {
        'content-type': contentType,
      });
      expect(response.status).toBe(200);
      expect((await picksOf(client, id)).map((pick) => pick.gameId)).toEqual([game.id]);
    },
  );
});

describe('a batch names each game once', () => {
  it('refuses a batch naming one game twice with a message, and stores none of it', async () => {
    const { client, id } = await newPlayer();
    const [first, second] = [gameAt(0), gameAt(1)];
    const response = await client.send('POST', '/api/picks/weekly/batch', {
      picks: [
        { gameId: first.id, pickedTeamId: first.homeTeamId, week: 15 },
        { gameId: second.id, pickedTeamId: second.homeTeamId, week: 15 },
        { gameId: first.id, pickedTeamId: first.awayTeamId, week: 15 },
      ],
    });
    await expectRefusal(response, 400, `Game ${first.id} appears more than once in this batch`);
    expect(await picksOf(client, id)).toEqual([]);
  });
});
