import type { Game } from '@shared/game';
import useSWR from 'swr';
import { resultsOpeningWeek } from '@/features/results/results-tabs';
import { getWeekGames, weekGamesKey } from '@/lib/api/get-week-games';
import { readEarly } from '@/lib/read-early';

/**
 * The week Results opens on, from the games of the weeks it looked at; the tab that opens reads that
 * week's games next, and gets the answer already read instead of a second request for it.
 */
const openingWeek = async (currentWeek: number): Promise<number> => {
  const read = new Map<number, Promise<Game[]>>();
  const week = await resultsOpeningWeek(currentWeek, (week) => {
    const games = getWeekGames(week);
    read.set(week, games);
    return games;
  });
  const games = read.get(week);
  if (games) readEarly(weekGamesKey(week), () => games);
  return week;
};

/** The week Results opens on (see resultsOpeningWeek); pass null to read nothing. */
export const useOpeningWeek = (currentWeek: number | null) =>
  useSWR<number, Error>(currentWeek === null ? null : ['results-opening-week', currentWeek], () =>
    openingWeek(currentWeek as number),
  );
