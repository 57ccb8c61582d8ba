import { readFileSync } from 'node:fs';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { PoolClient } from './pool-client';

/**
 * The 2025 season's real results, read straight from the bundled season file and graded here by
 * hand, so tests can check the app's grading against something the app did not compute.
 */
export interface RealGame {
  /** The ESPN event id, which is the app's game id. */
  id: string;
  week: number;
  homeScore: number | null;
  awayScore: number | null;
  /** nflverse's spread_line: the points the home team is favored by (negative: the away team is). */
  line: number;
}

const [header = '', ...rows] = readFileSync(
  new URL('../../infra/season/nfl-2025-regular-season.csv', import.meta.url),
  'utf8',
)
  .trim()
  .split('\n');
const columns = header.split(',');
const cell = (cells: string[], name: string): string => cells[columns.indexOf(name)] ?? '';
const scoreOf = (text: string): number | null => (text === '' ? null : Number(text));

export const realSeason: RealGame[] = rows
  .map((row) => row.split(','))
  .map((cells) => ({
    id: cell(cells, 'espn'),
    week: Number(cell(cells, 'week')),
    homeScore: scoreOf(cell(cells, 'home_score')),
    awayScore: scoreOf(cell(cells, 'away_score')),
    line: Number(cell(cells, 'spread_line')),
  }));

export const realWeek = (week: number): RealGame[] => realSeason.filter((game) => game.week === week);

export const realGame = (id: string): RealGame => {
  const game = realSeason.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no real game ${id}`);
  return game;
};

/** The side that covered: home when it beat the away score by more than its line; null before a final score. */
export const realCover = (id: string): 'home' | 'away' | 'push' | null => {
  const game = realGame(id);
  if (game.homeScore === null || game.awayScore === null) return null;
  const homeEdge = game.homeScore - game.awayScore - game.line;
  if (homeEdge === 0) return 'push';
  return homeEdge > 0 ? 'home' : 'away';
};

export interface RealPick {
  gameId: string;
  pickedTeamId: number;
}

/** Which team is at home in each game, by game id (from the app's games: who is home is not grading). */
export type HomeTeams = ReadonlyMap<string, number>;

export const homeTeams = (games: readonly { id: string; homeTeamId: number }[]): HomeTeams =>
  new Map(games.map((game) => [game.id, game.homeTeamId]));

export interface RealRecord {
  /** Covers, plus pushes when the push rule counts them as wins. */
  correctPicks: number;
  wins: number;
  losses: number;
  pushes: number;
}

/** A player's record from the real scores; picks of games without a final score count in nothing. */
export const realRecord = (
  picks: readonly RealPick[],
  homes: HomeTeams,
  pushRule: 'loss' | 'win' = 'loss',
): RealRecord => {
  const record: RealRecord = { correctPicks: 0, wins: 0, losses: 0, pushes: 0 };
  for (const pick of picks) {
    const cover = realCover(pick.gameId);
    if (cover === null) continue;
    if (cover === 'push') {
      record.pushes += 1;
      if (pushRule === 'win') record.correctPicks += 1;
      continue;
    }
    const home = homes.get(pick.gameId);
    if (home === undefined) throw new Error(`no home team for ${pick.gameId}`);
    const side = pick.pickedTeamId === home ? 'home' : 'away';
    if (side === cover) {
      record.wins += 1;
      record.correctPicks += 1;
    } else record.losses += 1;
  }
  return record;
};

/** The week's board as records by player, as the app serves it (through `client`, an admin). */
export const boardRecords = async (client: PoolClient, week: number): Promise<Map<string, RealRecord>> => {
  const board = (await (
    await client.get(`/api/leaderboard/weekly/${week}`)
  ).json()) as WeeklyLeaderboardEntry[];
  return new Map(
    board.map(({ userId, correctPicks, wins, losses, pushes }) => [
      userId,
      { correctPicks, wins, losses, pushes },
    ]),
  );
};

/** The same players' records graded here from the real scores and their stored picks. */
export const realBoardRecords = async (
  client: PoolClient,
  week: number,
  pushRule: 'loss' | 'win' = 'loss',
): Promise<Map<string, RealRecord>> => {
  const homes = homeTeams(await (await client.get(`/api/games/week/${week}`)).json());
  const records = new Map<string, RealRecord>();
  for (const userId of (await boardRecords(client, week)).keys()) {
    const picks = (await (await client.get(`/api/picks/weekly/${week}/${userId}`)).json()) as WeeklyPick[];
    records.set(userId, realRecord(picks, homes, pushRule));
  }
  return records;
};
