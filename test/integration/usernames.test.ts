import { describe, expect, it } from 'vitest';
import { claimUsername } from '../../functions/lib/data/users-repository';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

const stack = localStackForFile();

const isAvailable = async (client: PoolClient, username: string): Promise<boolean> =>
  (await (await client.get(`/api/users/check-username/${username}`)).json()).available;

let emailCounter = 0;
const newPlayer = async () => {
  emailCounter += 1;
  return (await signIn(stack.url, `player${emailCounter}@example.com`)).client;
};

describe('username rules', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['a'.repeat(21), 'Username must be 20 characters or less'],
    ['bad-name', 'Username can only contain letters, numbers, and underscores'],
  ])('checking %j is 400 with the spec message', async (username, message) => {
    const client = await newPlayer();
    const response = await client.get(`/api/users/check-username/${encodeURIComponent(username)}`);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('setting an invalid username is 400 and stores nothing', async () => {
    const client = await newPlayer();
    const response = await client.send('POST', '/api/users/username', {
      username: 'x!',
      defaultPick: 'home',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Username must be at least 3 characters');
    expect((await (await client.get('/api/auth/user')).json()).username).toBeNull();
  });

  it('sets a username and default pick, after which the name is taken in any letter case', async () => {
    const owner = await newPlayer();
    expect(await (await owner.get('/api/users/check-username/Gridiron_Guru')).json()).toEqual({
      available: true,
    });
    const set = await owner.send('POST', '/api/users/username', {
      username: 'Gridiron_Guru',
      defaultPick: 'underdog',
    });
    expect(set.status).toBe(200);
    expect(await (await owner.get('/api/auth/user')).json()).toMatchObject({
      username: 'Gridiron_Guru',
      defaultPick: 'underdog',
    });
    expect(await (await owner.get('/api/users/check-username/gridiron_guru')).json()).toEqual({
      available: true,
    });

    const rival = await newPlayer();
    expect(await (await rival.get('/api/users/check-username/GRIDIRON_GURU')).json()).toEqual({
      available: false,
    });
    const taken = await rival.send('POST', '/api/users/username', {
      username: 'gridiron_guru',
      defaultPick: 'home',
    });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Username is already taken');
    expect((await (await rival.get('/api/auth/user')).json()).username).toBeNull();
  });

  it('frees the old name when a player changes username', async () => {
    const player = await newPlayer();
    await player.send('POST', '/api/users/username', { username: 'first_name', defaultPick: 'home' });
    await player.send('POST', '/api/users/username', { username: 'second_name', defaultPick: 'home' });
    const other = await newPlayer();
    expect(await (await other.get('/api/users/check-username/first_name')).json()).toEqual({
      available: true,
    });
    expect(await (await other.get('/api/users/check-username/second_name')).json()).toEqual({
      available: false,
    });
  });

  it('keeps the name held when one session sends the same claim several times at once', async () => {
    const other = await newPlayer();
    for (const round of [1, 2, 3]) {
      const player = await newPlayer();
      const username = `double_click_${round}`;
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => player.send('POST', '/api/users/username', { username })),
      );
      expect(responses.some((response) => response.status === 200)).toBe(true);
      expect((await (await player.get('/api/auth/user')).json()).username).toBe(username);
      expect(await isAvailable(other, username)).toBe(false);
    }
  });

  it('takes over a name left behind by a failed claim once it is a minute old, not before', async () => {
    const ghost = await newPlayer();
    const ghostId = (await (await ghost.get('/api/auth/user')).json()).id as string;
    const poolNow = Date.parse(process.env.POOL_NOW ?? '');
    // A crash between claiming a name and recording it on the profile leaves the claim behind.
    await claimUsername('left_behind', ghostId, new Date(poolNow - 2 * 60_000));
    await claimUsername('in_flight', ghostId, new Date(poolNow));

    const player = await newPlayer();
    expect(await isAvailable(player, 'in_flight')).toBe(false);
    const fresh = await player.send('POST', '/api/users/username', { username: 'in_flight' });
    expect(fresh.status).toBe(409);

    expect(await isAvailable(player, 'left_behind')).toBe(true);
    const stale = await player.send('POST', '/api/users/username', { username: 'Left_Behind' });
    expect(stale.status).toBe(200);
    expect((await (await player.get('/api/auth/user')).json()).username).toBe('Left_Behind');
    expect(await isAvailable(ghost, 'left_behind')).toBe(false);
    expect((await ghost.send('POST', '/api/users/username', { username: 'left_behind' })).status).toBe(409);
  });

  it('keeps a name its holder carries, however old the claim', async () => {
    const holder = await newPlayer();
    await holder.send('POST', '/api/users/username', { username: 'old_timer', defaultPick: 'home' });
    const claimedAt = process.env.POOL_NOW ?? '';
    process.env.POOL_NOW = new Date(Date.parse(claimedAt) + 60 * 60_000).toISOString();
    try {
      const rival = await newPlayer();
      expect(await isAvailable(rival, 'old_timer')).toBe(false);
      expect((await rival.send('POST', '/api/users/username', { username: 'old_timer' })).status).toBe(409);
      expect((await (await holder.get('/api/auth/user')).json()).username).toBe('old_timer');
    } finally {
      process.env.POOL_NOW = claimedAt;
    }
  });

  it.each(['admin', 'Administrator', 'null', '__proto__', 'constructor', 'Commissioner'])(
    'refuses the reserved name %j for checking and claiming',
    async (username) => {
      const client = await newPlayer();
      const check = await client.get(`/api/users/check-username/${encodeURIComponent(username)}`);
      expect(check.status).toBe(400);
      expect((await check.json()).message).toBe('That username is reserved');
      const claim = await client.send('POST', '/api/users/username', { username, defaultPick: 'home' });
      expect(claim.status).toBe(400);
      expect((await claim.json()).message).toBe('That username is reserved');
      expect((await (await client.get('/api/auth/user')).json()).username).toBeNull();
      const week6 = await client.send('POST', '/api/week6/username', { username });
      expect(week6.status).toBe(400);
    },
  );

  it('sets a Week 6 username', async () => {
    const { client } = await signIn(stack.url, 'w6name@example.com', { loginPath: '/api/week6/login' });
    const response = await client.send('POST', '/api/week6/username', { username: 'week6_hero' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'week6_hero', userType: 'week6_only' });
  });

  it.each([
    ['/api/users/username', 'bob\u202Eyelp'],
    ['/api/users/username', 'bo\u200Bb_x'],
    ['/api/week6/username', '\u2066bob\u2069'],
  ])(
    'refuses a bidi or zero-width character in a username on %s and stores nothing',
    async (path, username) => {
      const client = await newPlayer();
      const response = await client.send('POST', path, { username });
      expect({ status: response.status, message: (await response.json()).message }).toEqual({
        status: 400,
        message: 'Username can only contain letters, numbers, and underscores',
      });
      expect((await (await client.get('/api/auth/user')).json()).username).toBeNull();
    },
  );
});

describe('mutation guards', () => {
  it('refuses a mutation without the site Origin (403) and stores nothing', async () => {
    const player = await newPlayer();
    const response = await player.send(
      'POST',
      '/api/users/username',
      { username: 'csrf_victim' },
      { origin: undefined },
    );
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe('Cross-site request refused');
    const foreign = await player.send(
      'POST',
      '/api/users/username',
      { username: 'csrf_victim' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect((await (await player.get('/api/auth/user')).json()).username).toBeNull();
    expect(await (await player.get('/api/users/check-username/csrf_victim')).json()).toEqual({
      available: true,
    });
  });

  it('refuses a mutation that is not JSON (403)', async () => {
    const player = await newPlayer();
    const response = await player.send('POST', '/api/users/username', 'username=form_post', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(403);
  });

  it('answers 400 for a body that is not JSON and 413 for one that is too large', async () => {
    const player = await newPlayer();
    const broken = await player.send('POST', '/api/users/username', '{"username": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).message).toBe('Request body is not valid JSON');
    const huge = await player.send('POST', '/api/users/username', {
      username: 'big_body',
      padding: 'x'.repeat(70_000),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: 'Request body is too large' });
  });
});
