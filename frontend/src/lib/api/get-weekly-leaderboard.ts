import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import useSWR from 'swr';
import { type ApiKey, apiGetWithHeaders } from '@/lib/api-client';

/** One page of the week's standings (shared/board-page.ts) and where it stands. */
export interface WeeklyBoardPage {
  /** The page's rows in rank order, the viewer's own row after them when it is on another page. */
  entries: WeeklyLeaderboardEntry[];
  page: number;
  pages: number;
  /** Players on the whole board. */
  players: number;
}

export const weeklyLeaderboardKey = (week: number, page = 1): ApiKey =>
  page === 1 ? ['/api/leaderboard/weekly', week] : ['/api/leaderboard/weekly', `${week}?page=${page}`];

/** A header's count, or the fallback when the answer has none. */
const countIn = (headers: Headers, name: string, fallback: number) => {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

const readBoardPage = async (key: ApiKey): Promise<WeeklyBoardPage> => {
  const { data, headers } = await apiGetWithHeaders(key, (s) => s.weeklyLeaderboardResponse);
  return {
    entries: data,
    page: countIn(headers, 'x-board-page', 1),
    pages: countIn(headers, 'x-board-pages', 1),
    players: countIn(headers, 'x-board-players', data.length),
  };
};

/** The week's standings, one page (`page`, from 1). `refreshInterval`: read again that often (ms) while the week's games are live; 0 = never. */
export const useWeeklyLeaderboard = (week: number | null, { refreshInterval = 0, page = 1 } = {}) =>
  useSWR<WeeklyBoardPage, Error>(week === null ? null : weeklyLeaderboardKey(week, page), readBoardPage, {
    refreshInterval,
    // A later page of the board shows the one before until it arrives (another week shows none).
    keepPreviousData: page > 1,
  });
