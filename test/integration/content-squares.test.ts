import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeContent } from '../../shared/schemas/content';
import type { Ledger } from '../../shared/schemas/money';
import type { Square } from '../../shared/squares';
import type { User } from '../../shared/user';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile({ seed: true });

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let player: PoolClient;
beforeAll(async () => {
  ({ client: admin } = await signIn(stack.url, 'admin@example.com'));
  ({ client: player } = await signIn(stack.url, 'carla@example.com'));
});

const expectRefused = async (response: Promise<Response>, status: number, message: RegExp) => {
  const answer = await response;
  expect(answer.status).toBe(status);
  expect(((await answer.json()) as { message: string }).message).toMatch(message);
};

describe('home content', () => {
  it('is empty until saved, readable signed out, and round-trips with blank feature lines dropped', async () => {
    expect(await json(new PoolClient(stack.url).get('/api/home-content'))).toEqual({
      title: '',
      subtitle: '',
      description: '',
      features: [],
      season: 2025,
    });
    const saved = await json<HomeContent>(
      admin.send('PUT', '/api/admin/home-content', {
        title: '  Pat’s Pool 2025 ',
        subtitle: 'Friends, spreads and bragging rights',
        description: 'Picks lock at kickoff.',
        features: ['Weekly picks', '   ', 'Survivor', ''],
      }),
    );
    expect(saved).toEqual({
      title: 'Pat’s Pool 2025',
      subtitle: 'Friends, spreads and bragging rights',
      description: 'Picks lock at kickoff.',
      features: ['Weekly picks', 'Survivor'],
    });
    expect(await json(new PoolClient(stack.url).get('/api/home-content'))).toEqual({
      ...saved,
      season: 2025,
    });
  });

  it('refuses players and bad input, storing nothing', async () => {
    const before = await json(admin.get('/api/home-content'));
    await expectRefused(
      player.send('PUT', '/api/admin/home-content', {
        title: 'x',
        subtitle: '',
        description: '',
        features: [],
      }),
      403,
      /Admin access required/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/home-content', {
        title: 'x'.repeat(121),
        subtitle: '',
        description: '',
        features: [],
      }),
      400,
      /title must be 120 characters or less/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/home-content', {
        title: 'x',
        subtitle: '',
        description: '',
        features: 'a,b',
      }),
      400,
      /features/,
    );
    expect(await json(admin.get('/api/home-content'))).toEqual(before);
  });
});

describe('squares', () => {
  it('shows a player nothing while hidden and the admin the whole grid at the default price', async () => {
    expect(await json(player.get('/api/squares'))).toEqual([]);
    const grid = await json<Square[]>(admin.get('/api/squares'));
    expect(grid.map((square) => square.gridPosition)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(grid.every((square) => square.playerName === null && square.price === 25)).toBe(true);
  });

  it('names squares (trimmed), links a username to its player, prices them, and shows them once visible', async () => {
    expect(
      (await json<Square>(admin.send('PUT', '/api/admin/squares/7/assign', { playerName: '  carla_m ' })))
        .playerName,
    ).toBe('carla_m');
    await admin.send('PUT', '/api/admin/squares/42/assign', { playerName: 'Uncle Bob' });
    await admin.send('PUT', '/api/admin/squares/99/assign', { playerName: 'Temp' });
    await admin.send('PUT', '/api/admin/squares/99/assign', { playerName: '' });
    expect(await json(admin.send('PUT', '/api/admin/squares/price', { price: 12.5 }))).toEqual({
      price: 12.5,
    });
    expect((await admin.send('PUT', '/api/admin/squares/visibility', { isVisible: true })).status).toBe(200);

    const grid = await json<Square[]>(player.get('/api/squares'));
    expect(grid).toHaveLength(100);
    expect(grid[7]).toMatchObject({ playerName: 'carla_m', user: { displayName: 'carla_m' }, price: 12.5 });
    expect(grid[7]?.userId).toBeTruthy();
    expect(grid[42]).toMatchObject({ playerName: 'Uncle Bob', userId: null, user: null });
    expect(grid[99]?.playerName).toBeNull();
    expect(grid.filter((square) => square.playerName).length).toBe(2);
  });

  it('gives a square to a player chosen by id, whatever their username’s length: it shows the username, and the ledger charges and pays them', async () => {
    const users = await json<User[]>(admin.get('/api/admin/users'));
    const dan = users.find((user) => user.username === 'dan_the_man');
    if (!dan) throw new Error('the demo pool has no dan_the_man');
    const given = await json<Square>(admin.send('PUT', '/api/admin/squares/37/assign', { userId: dan.id }));
    expect(given).toMatchObject({
      playerName: 'dan_the_man',
      userId: dan.id,
      user: { displayName: 'dan_the_man' },
    });
    expect((await json<Square[]>(player.get('/api/squares')))[37]).toMatchObject({
      playerName: 'dan_the_man',
      userId: dan.id,
    });
    // The first quarter ends 3-7: square 37 wins it.
    const scored = await admin.send('PUT', '/api/admin/money/super-bowl', {
      quarters: [{ away: 3, home: 7 }],
    });
    expect(scored.status).toBe(200);
    const line = (await json<Ledger>(admin.get('/api/admin/money'))).rows.find(
      (row) => row.userId === dan.id,
    );
    expect(line?.items).toContainEqual(
      expect.objectContaining({ kind: 'owed', source: 'square', label: 'Square 37' }),
    );
    expect(line?.items).toContainEqual(expect.objectContaining({ kind: 'won', source: 'squares-quarter' }));
  });

  it('refuses a square for an unknown account, an account without a username, both or neither of userId and playerName, and a name with hidden characters', async () => {
    const { client: newcomer } = await signIn(stack.url, 'squares.newcomer@example.com');
    const newcomerId = (await json<User>(newcomer.get('/api/auth/user'))).id;
    const before = await json(admin.get('/api/squares'));
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/3/assign', { userId: 'nobody' }),
      404,
      /No such player/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/3/assign', { userId: newcomerId }),
      400,
      /has not chosen a username yet/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/3/assign', { userId: newcomerId, playerName: 'Both' }),
      400,
      /either userId .* or playerName/,
    );
    await expectRefused(admin.send('PUT', '/api/admin/squares/3/assign', {}), 400, /either userId/);
    for (const name of ['Bob\u202Eyelp', 'Bo\u200Bb', '\u2066Bob\u2069', 'Bob\u200F'])
      await expectRefused(
        admin.send('PUT', '/api/admin/squares/3/assign', { playerName: name }),
        400,
        /^playerName cannot contain control, bidirectional or zero-width characters$/,
      );
    expect(await json(admin.get('/api/squares'))).toEqual(before);
  });

  it('refuses players and bad input: positions outside 0-99, long names, non-boolean visibility, bad prices', async () => {
    const before = await json(admin.get('/api/squares'));
    await expectRefused(
      player.send('PUT', '/api/admin/squares/3/assign', { playerName: 'me' }),
      403,
      /Admin/,
    );
    await expectRefused(player.send('PUT', '/api/admin/squares/price', { price: 1 }), 403, /Admin/);
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/100/assign', { playerName: 'x' }),
      400,
      /position/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/-1/assign', { playerName: 'x' }),
      400,
      /position/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/ab/assign', { playerName: 'x' }),
      400,
      /position/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/3/assign', { playerName: 'elevenchars' }),
      400,
      /10 characters or less/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/3/assign', { playerName: 5 }),
      400,
      /playerName/,
    );
    await expectRefused(
      admin.send('PUT', '/api/admin/squares/visibility', { isVisible: 'yes' }),
      400,
      /isVisible/,
    );
    for (const price of [-5, 0, 12.345, '25'])
      await expectRefused(admin.send('PUT', '/api/admin/squares/price', { price }), 400, /price/);
    expect(await json(admin.get('/api/squares'))).toEqual(before);
  });
});

describe('rules', () => {
  it('stores the markdown as text for an admin and refuses a player', async () => {
    const text = '# House rules\n\n<script>alert(1)</script> <img src=x onerror="alert(2)">';
    expect((await admin.send('PUT', '/api/settings/rules', { value: text })).status).toBe(200);
    expect(await json(player.get('/api/settings/rules'))).toEqual({ key: 'rules', value: text });
    await expectRefused(player.send('PUT', '/api/settings/rules', { value: 'mine' }), 403, /Admin/);
  });
});
