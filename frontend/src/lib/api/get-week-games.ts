import type { Game } from '@shared/game';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const weekGamesKey = (week: number) => ['/api/games/week', week] as const;

/** The week's games sorted by kickoff, each with the server's lock verdict. */
export const getWeekGames = (week: number): Promise<Game[]> => apiGet<Game[]>(weekGamesKey(week));

/** Pass null to fetch nothing (the week is not known yet). */
export const useWeekGames = (week: number | null) =>
  useSWR<Game[], Error>(week === null ? null : weekGamesKey(week), apiGet);
