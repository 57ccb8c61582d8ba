import { describe, expect, it } from 'vitest';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

const stack = localStackForFile();

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

  it('lets exactly one of 20 concurrent claims of one name win', async () => {
    const players = await Promise.all(Array.from({ length: 20 }, newPlayer));
    const responses = await Promise.all(
      players.map((player) =>
        player.send('POST', '/api/users/username', { username: 'OnlyOne', defaultPick: 'home' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const names = await Promise.all(
      players.map(async (p) => (await (await p.get('/api/auth/user')).json()).username),
    );
    expect(names.filter((name) => name === 'OnlyOne')).toHaveLength(1);
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

  it('sets a Week 6 username', async () => {
    const { client } = await signIn(stack.url, 'w6name@example.com', { loginPath: '/api/week6/login' });
    const response = await client.send('POST', '/api/week6/username', { username: 'week6_hero' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'week6_hero', userType: 'week6_only' });
  });
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
