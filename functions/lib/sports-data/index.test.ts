import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '../config';
import { checkProvider, describeProvider, sportsDataProvider } from './index';

const teamsJson = readFileSync(new URL('../../../test/fixtures/espn/teams.json', import.meta.url), 'utf8');

let failing = false;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (failing) {
      res.writeHead(503).end();
      return;
    }
    if (req.url === '/nfl/teams') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(teamsJson);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nfl`;
});

afterEach(() => {
  failing = false;
  vi.unstubAllEnvs();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('sports data configuration', () => {
  it('defaults to the bundled season file of this repository', async () => {
    vi.stubEnv('SPORTS_DATA_PROVIDER', '');
    vi.stubEnv('SEASON_DATA_DIR', '');
    vi.stubEnv('POOL_SEASON', '2025');
    vi.stubEnv('POOL_NOW', '2025-12-11T17:00:00Z');

    expect(existsSync(path.join(config.seasonDataDir(), 'nfl-teams.csv'))).toBe(true);
    expect(config.espnBaseUrl()).toBe('https://site.api.espn.com/apis/site/v2/sports/football/nfl');
    expect(config.espnTimeoutMs()).toBe(5000);
    const provider = sportsDataProvider();
    expect(provider.name).toBe('season-file');
    expect(sportsDataProvider()).toBe(provider);
    expect(describeProvider()).toBe('offline season file (2025)');

    const week14 = await provider.weekGames(14);
    expect(week14.filter((g) => g.status === 'final')).toHaveLength(14);
    expect(await checkProvider()).toEqual({
      ok: true,
      detail: 'offline season file (2025): 32 teams, 272 games',
    });
  });

  it('refuses to load, configured for the season file, when its files are not there', async () => {
    vi.stubEnv('SPORTS_DATA_PROVIDER', 'season-file');
    vi.stubEnv('SEASON_DATA_DIR', '/nonexistent/season');
    vi.stubEnv('POOL_SEASON', '2025');
    vi.resetModules();

    await expect(import('./index')).rejects.toThrow(
      'Configuration: SPORTS_DATA_PROVIDER is season-file but /nonexistent/season has no nfl-teams.csv, nfl-2025-regular-season.csv',
    );
    vi.stubEnv('SPORTS_DATA_PROVIDER', 'espn');
    vi.resetModules();
    await expect(import('./index')).resolves.toHaveProperty('sportsDataProvider');
  });

  it('reports an unreadable season folder', async () => {
    vi.stubEnv('SPORTS_DATA_PROVIDER', 'season-file');
    vi.stubEnv('SEASON_DATA_DIR', '/nonexistent/season');

    const check = await checkProvider();
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^offline season file \(\d+\): the season file nfl-\S+\.csv is missing$/);
  });

  it('uses ESPN when configured and checks it by its team list', async () => {
    vi.stubEnv('SPORTS_DATA_PROVIDER', 'espn');
    vi.stubEnv('ESPN_BASE_URL', `${baseUrl}/`);
    vi.stubEnv('ESPN_TIMEOUT_MS', '1000');

    expect(sportsDataProvider().name).toBe('espn');
    expect(describeProvider()).toBe(`ESPN site API (${baseUrl})`);
    expect(await checkProvider()).toEqual({
      ok: true,
      detail: `ESPN site API (${baseUrl}): answered with 32 teams`,
    });

    failing = true;
    expect(await checkProvider()).toEqual({
      ok: false,
      detail: `ESPN site API (${baseUrl}): ESPN answered 503`,
    });
  });

  it('reports a configuration it does not know', async () => {
    vi.stubEnv('SPORTS_DATA_PROVIDER', 'sportradar');
    expect(() => sportsDataProvider()).toThrow(
      'SPORTS_DATA_PROVIDER must be espn or season-file, not sportradar',
    );
    expect(await checkProvider()).toEqual({
      ok: false,
      detail: 'SPORTS_DATA_PROVIDER must be espn or season-file, not sportradar',
    });

    vi.stubEnv('SPORTS_DATA_PROVIDER', 'espn');
    vi.stubEnv('ESPN_TIMEOUT_MS', 'soon');
    expect(await checkProvider()).toMatchObject({
      ok: false,
      detail: 'ESPN_TIMEOUT_MS must be a positive whole number',
    });
  });
});
