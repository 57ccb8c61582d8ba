import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeasonGames, parseTeams } from './season-file';

const teamsCsv = readFileSync(new URL('../infra/season/nfl-teams.csv', import.meta.url), 'utf8');
const seasonCsv = readFileSync(
  new URL('../infra/season/nfl-2025-regular-season.csv', import.meta.url),
  'utf8',
);
const teams = parseTeams(teamsCsv);
const games = parseSeasonGames(seasonCsv, teams);

describe('the bundled 2025 season', () => {
  it('has 32 teams with ESPN ids and ESPN abbreviations', () => {
    expect(teams).toHaveLength(32);
    expect(teams.find((team) => team.nflverseAbbreviation === 'LA')).toMatchObject({
      id: 14,
      abbreviation: 'LAR',
    });
    expect(teams.find((team) => team.nflverseAbbreviation === 'WAS')).toMatchObject({ abbreviation: 'WSH' });
  });

  it('has all 272 games with 208 scored', () => {
    expect(games).toHaveLength(272);
    expect(games.filter((game) => game.isCompleted)).toHaveLength(208);
  });

  it('converts kickoffs from US Eastern and spreads to negative-home-favored', () => {
    const opener = games.find((game) => game.id === '401772510');
    expect(opener?.startTime).toBe('2025-09-05T00:20:00.000Z');
    expect(opener?.spread).toBe('-8.5');
    const denAtLv = games.find((game) => game.id === '401772794');
    const lv = teams.find((team) => team.abbreviation === 'LV');
    expect(denAtLv).toMatchObject({ homeTeamId: lv?.id, spread: '8.5', homeScore: 17, awayScore: 24 });
  });

  it('has every game of weeks 1-14 final, Monday night of Week 14 decided in overtime', () => {
    expect(games.filter((game) => game.week <= 14).every((game) => game.isCompleted)).toBe(true);
    expect(games.find((game) => game.id === '401772822')).toMatchObject({
      awayScore: 19,
      homeScore: 22,
      overtime: true,
    });
    expect(games.filter((game) => game.overtime)).toHaveLength(12);
  });
});
