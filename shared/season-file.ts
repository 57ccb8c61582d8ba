import { easternToUtc } from './eastern-time';
import type { GameRecord } from './game';
import { spreadFromNflverseLine } from './spread';
import type { Team } from './team';

/** Rows of a plain CSV file (the season files have no quoted fields) keyed by the header. */
const csvRows = (text: string): Record<string, string>[] => {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
};

export interface SeasonTeam extends Team {
  nflverseAbbreviation: string;
}

export const parseTeams = (csv: string): SeasonTeam[] =>
  csvRows(csv).map((row) => ({
    id: Number(row.espn_id),
    name: row.abbreviation ?? '',
    abbreviation: row.abbreviation ?? '',
    nflverseAbbreviation: row.nflverse_abbreviation ?? '',
    displayName: row.display_name ?? '',
    location: row.location ?? '',
    nickname: row.name ?? '',
    conference: row.conference ?? '',
    division: row.division ?? '',
  }));

const score = (cell: string | undefined): number | null => (cell ? Number(cell) : null);

/** A game of the season file: a stored game, and whether it went to overtime. */
export interface SeasonGame extends GameRecord {
  overtime: boolean;
}

/** The season's games with ESPN event ids, kickoffs in UTC and spreads in the app's sign. */
export const parseSeasonGames = (csv: string, teams: SeasonTeam[]): SeasonGame[] => {
  const teamId = new Map(teams.map((team) => [team.nflverseAbbreviation, team.id]));
  const idOf = (abbreviation: string | undefined) => {
    const id = teamId.get(abbreviation ?? '');
    if (id === undefined) throw new Error(`Unknown team in the season file: ${abbreviation}`);
    return id;
  };
  return csvRows(csv).map((row) => {
    const homeScore = score(row.home_score);
    const awayScore = score(row.away_score);
    return {
      id: row.espn ?? '',
      week: Number(row.week),
      startTime: easternToUtc(row.gameday ?? '', row.gametime ?? '').toISOString(),
      homeTeamId: idOf(row.home_team),
      awayTeamId: idOf(row.away_team),
      homeScore,
      awayScore,
      isCompleted: homeScore !== null && awayScore !== null,
      spread: spreadFromNflverseLine(row.spread_line ?? ''),
      isMnfTiebreaker: false,
      overtime: row.overtime === '1',
    };
  });
};
