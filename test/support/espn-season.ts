import { readFileSync } from 'node:fs';
import { config } from '../../functions/lib/config';
import { seasonGamesFile, TEAMS_FILE } from '../../functions/lib/sports-data/season-file-provider';
import type { GameRecord } from '../../shared/game';
import { parseSeasonGames, parseTeams } from '../../shared/season-file';
import type { EspnAnswer } from './espn-week-server';

/*
 * The 2025 regular season as ESPN's site API answers it before Week 2: Week 1 is the recorded
 * scoreboard (test/fixtures/espn), Weeks 2-18 are derived from it. Each derived event is a recorded
 * Week 1 scheduled event with the real game's id, kickoff, teams (from the recorded teams.json) and
 * line put in from the bundled season file, so the schedule is the season's real one.
 */

type Json = Record<string, unknown>;

const fixture = (name: string): Json =>
  JSON.parse(readFileSync(new URL(`../fixtures/espn/${name}`, import.meta.url), 'utf8'));

export const WEEK1_FIXTURE = 'scoreboard-2025-reg-week01.json';

const week01 = fixture(WEEK1_FIXTURE) as Json & { events: Json[]; week: Json };

interface EspnTeam {
  id: string;
  abbreviation: string;
  displayName: string;
}
const espnTeams = new Map(
  (
    fixture('teams.json') as { sports: { leagues: { teams: { team: EspnTeam & Json }[] }[] }[] }
  ).sports[0]?.leagues[0]?.teams.map(({ team }) => [Number(team.id), team]) ?? [],
);

/** A recorded scheduled event: the shape every derived event keeps (its odds are replaced). */
const template = (() => {
  const scheduled = week01.events.find(
    (event) => (event.status as { type: { state: string } }).type.state === 'pre',
  );
  if (!scheduled) throw new Error('the recorded Week 1 has no scheduled event');
  return structuredClone(scheduled) as Json & { competitions: (Json & { odds?: Json[] })[] };
})();

const teamOf = (id: number): EspnTeam & Json => {
  const team = espnTeams.get(id);
  if (!team) throw new Error(`teams.json has no team ${id}`);
  return team;
};

/** ESPN's odds for a home line: "KC -3.5" names the favorite, `spread` is the home team's line. */
const oddsOf = (spread: string | null, home: EspnTeam, away: EspnTeam): Json[] => {
  if (spread === null) return [];
  const line = Number(spread);
  const details =
    line === 0 ? 'EVEN' : line < 0 ? `${home.abbreviation} ${line}` : `${away.abbreviation} ${-line}`;
  return [{ provider: template.competitions[0]?.odds?.[0]?.provider, details, spread: line }];
};

const eventOf = (game: GameRecord): Json => {
  const event = structuredClone(template) as Json & { competitions: Json[] };
  const home = teamOf(game.homeTeamId);
  const away = teamOf(game.awayTeamId);
  const date = game.startTime.replace(/:00\.000Z$/, 'Z');
  const competitor = (team: EspnTeam & Json, homeAway: 'home' | 'away') => ({
    id: team.id,
    homeAway,
    order: homeAway === 'home' ? 0 : 1,
    type: 'team',
    team,
    score: '0',
  });
  Object.assign(event, {
    id: game.id,
    uid: `s:20~l:28~e:${game.id}`,
    date,
    name: `${away.displayName} at ${home.displayName}`,
    shortName: `${away.abbreviation} @ ${home.abbreviation}`,
    week: { number: game.week },
  });
  Object.assign(event.competitions[0] as Json, {
    id: game.id,
    date,
    startDate: date,
    competitors: [competitor(home, 'home'), competitor(away, 'away')],
    odds: oddsOf(game.spread, home, away),
  });
  return event;
};

const readSeasonGames = (): GameRecord[] => {
  const dir = config.seasonDataDir();
  const teams = parseTeams(readFileSync(`${dir}/${TEAMS_FILE}`, 'utf8'));
  return parseSeasonGames(readFileSync(`${dir}/${seasonGamesFile(2025)}`, 'utf8'), teams);
};
let games: GameRecord[] | undefined;
const seasonGames = (): GameRecord[] => {
  games ??= readSeasonGames();
  return games;
};

/** Week `week`'s scoreboard answer: the recorded file for Week 1, a derived body for the others. */
export const espnSeasonWeek = (week: number): EspnAnswer => {
  if (week === 1) return { fixture: WEEK1_FIXTURE };
  const events = seasonGames()
    .filter((game) => game.week === week)
    .map(eventOf);
  return { body: { ...week01, week: { ...week01.week, number: week }, events } };
};

/** The season's games as the season file has them, by week: what the derived scoreboards hold. */
export const seasonGamesOfWeek = (week: number): GameRecord[] =>
  seasonGames().filter((game) => game.week === week);

/** Week `week`'s scoreboard of another season (`year`), ESPN's shape around the games given. */
export const espnWeekOfSeason = (year: number, week: number, seasonGames: GameRecord[]): EspnAnswer => ({
  body: {
    ...week01,
    season: { ...(week01.season as Json), year },
    week: { ...week01.week, number: week },
    events: seasonGames.filter((game) => game.week === week).map(eventOf),
  },
});
