import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ProviderGame } from './provider';
import { ProviderError } from './provider';
import { createSeasonFileProvider, seasonGamesFile, TEAMS_FILE } from './season-file-provider';

const dataDir = fileURLToPath(new URL('../../../infra/season/', import.meta.url));

const at = (iso: string) => createSeasonFileProvider({ dataDir, now: () => new Date(iso) });

const byId = (games: ProviderGame[], id: string): ProviderGame => {
  const game = games.find((g) => g.id === id);
  if (!game) throw new Error(`no game ${id}`);
  return game;
};

const count = (games: ProviderGame[], status: ProviderGame['status']) =>
  games.filter((g) => g.status === status).length;

describe('season file provider', () => {
  it('lists the 32 teams with ESPN ids', async () => {
    const teams = await at('2025-09-01T00:00:00Z').teams();

    expect(teams).toHaveLength(32);
    expect(new Set(teams.map((t) => t.id)).size).toBe(32);
    expect(teams.find((t) => t.id === 28)).toEqual({
      id: 28,
      abbreviation: 'WSH',
      displayName: 'Washington Commanders',
      location: 'Washington',
      nickname: 'Commanders',
    });
  });

  it('shows week 14 played by Thursday after it, Monday night final after overtime', async () => {
    const games = await at('2025-12-11T17:00:00Z').weekGames(14);

    expect(games).toHaveLength(14);
    expect(count(games, 'final')).toBe(14);
    expect(games.every((g) => g.homeScore !== null && g.awayScore !== null)).toBe(true);
    // DEN at LV: DEN 24, LV 17; spread_line -8.5 (Denver favored) is LV +8.5 in the app's sign.
    expect(byId(games, '401772794')).toEqual({
      id: '401772794',
      week: 14,
      startTime: '2025-12-07T21:05:00.000Z',
      homeTeamId: 13,
      awayTeamId: 7,
      homeScore: 17,
      awayScore: 24,
      status: 'final',
      spread: '8.5',
      period: null,
      clock: null,
    });
    // PHI 19 at LAC 22 on Monday, in overtime: final with its overtime period.
    expect(byId(games, '401772822')).toMatchObject({
      homeTeamId: 24,
      awayTeamId: 21,
      homeScore: 22,
      awayScore: 19,
      status: 'final',
      spread: '2.5',
      period: 5,
      clock: null,
    });
  });

  it('shows week 15 scheduled with its lines before the Thursday game', async () => {
    const games = await at('2025-12-11T17:00:00Z').weekGames(15);

    expect(games).toHaveLength(16);
    expect(count(games, 'scheduled')).toBe(16);
    expect(games.every((g) => g.homeScore === null && g.awayScore === null && g.spread !== null)).toBe(true);
    // ATL at TB, spread_line 4.5: Tampa Bay (home) favored.
    expect(byId(games, '401772948')).toMatchObject({ startTime: '2025-12-12T01:15:00.000Z', spread: '-4.5' });
  });

  it('plays the games under way in the middle of a Sunday: quarter, clock and a score on its way to the real one', async () => {
    const games = await at('2025-12-07T19:00:00Z').weekGames(14);

    // Thursday's game is over; the eight 1 pm games are an hour in; the late games and Monday are to come.
    expect(byId(games, '401772947')).toMatchObject({ status: 'final', homeScore: 44, awayScore: 30 });
    const early = games.filter((g) => g.startTime === '2025-12-07T18:00:00.000Z');
    expect(early).toHaveLength(8);
    expect(early.every((g) => g.status === 'in_progress' && g.period === 2 && g.clock === '7:30')).toBe(true);
    expect(count(games, 'scheduled')).toBe(5);
    // DEN 24 at LV 17 kicked off at 21:05; from then to the final whistle each score moves by scoring plays.
    let [home, away] = [0, 0];
    for (let minute = 0; minute <= 195; minute += 1) {
      const iso = new Date(Date.parse('2025-12-07T21:05:00Z') + minute * 60_000).toISOString();
      const game = byId(await at(iso).weekGames(14), '401772794');
      for (const [before, now] of [
        [home, game.homeScore ?? 0],
        [away, game.awayScore ?? 0],
      ] as const) {
        expect(now).not.toBe(1);
        if (now !== before) expect([2, 3, 6, 7, 8, 9, 10, 13, 14, 15, 16]).toContain(now - before);
      }
      [home, away] = [game.homeScore ?? 0, game.awayScore ?? 0];
    }
    expect([home, away]).toEqual([17, 24]);
  });

  it('keeps a started game without a score in the file in progress without a score', async () => {
    // Week 15's Thursday game, ATL at TB, has no score in the bundled file.
    const thursday = byId(await at('2025-12-12T12:00:00Z').weekGames(15), '401772948');
    expect(thursday).toMatchObject({ status: 'in_progress', homeScore: null, period: null, clock: null });
  });

  it('finishes a scored game 3 h 15 min after kickoff with its real score', async () => {
    const kickoff = '2025-12-07T18:00:00.000Z';
    const justBefore = (await at('2025-12-07T21:14:59Z').weekGames(14)).filter(
      (g) => g.startTime === kickoff,
    );
    const over = (await at('2025-12-07T21:15:00Z').weekGames(14)).filter((g) => g.startTime === kickoff);

    expect(justBefore.every((g) => g.status === 'in_progress' && g.period === 4 && g.clock === '0:00')).toBe(
      true,
    );
    expect(over.every((g) => g.status === 'final' && g.homeScore !== null && g.period === null)).toBe(true);
    expect(byId(await at('2025-12-07T21:15:00Z').weekGames(14), '401772947')).toMatchObject({
      homeScore: 44,
      awayScore: 30,
    });
  });

  it('shows every game scheduled before the season', async () => {
    const provider = at('2025-08-01T00:00:00Z');
    const games = await provider.allGames();

    expect(games).toHaveLength(272);
    expect(count(games, 'scheduled')).toBe(272);
    expect(await provider.weekGames(18)).toHaveLength(16);
  });

  it('reads the files once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'season-file-'));
    try {
      await copyFile(path.join(dataDir, TEAMS_FILE), path.join(dir, TEAMS_FILE));
      await copyFile(path.join(dataDir, seasonGamesFile(2025)), path.join(dir, seasonGamesFile(2025)));
      const provider = createSeasonFileProvider({
        dataDir: dir,
        now: () => new Date('2025-12-11T17:00:00Z'),
      });
      expect(await provider.teams()).toHaveLength(32);

      await rm(dir, { recursive: true, force: true });
      expect(await provider.weekGames(14)).toHaveLength(14);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports a missing file as a ProviderError, and tries again on the next call', async () => {
    const provider = createSeasonFileProvider({ dataDir, now: () => new Date(), season: 2026 });
    const missing = provider.weekGames(1);
    await expect(missing).rejects.toThrow(ProviderError);
    // The file's name, never the folder's path or the system's ENOENT.
    await expect(missing).rejects.toThrow(/^the season file nfl-2026-regular-season\.csv is missing$/);

    await expect(
      createSeasonFileProvider({ dataDir: '/nonexistent', now: () => new Date() }).teams(),
    ).rejects.toThrow(/^the season file nfl-(teams|2025-regular-season)\.csv is missing$/);
  });

  it('reports a season file it cannot read without the system’s words', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'season-unreadable-'));
    try {
      await copyFile(path.join(dataDir, 'nfl-teams.csv'), path.join(dir, 'nfl-teams.csv'));
      await mkdir(path.join(dir, 'nfl-2025-regular-season.csv'));
      const provider = createSeasonFileProvider({ dataDir: dir, now: () => new Date() });
      await expect(provider.weekGames(1)).rejects.toThrow(
        /^the season file nfl-2025-regular-season\.csv cannot be read$/,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a week outside the regular season', async () => {
    await expect(at('2025-12-11T17:00:00Z').weekGames(19)).rejects.toThrow(RangeError);
  });
});
