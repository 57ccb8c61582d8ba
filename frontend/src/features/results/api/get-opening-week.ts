import useSWR from 'swr';
import { resultsOpeningWeek } from '@/features/results/results-tabs';
import { getWeekGames } from '@/lib/api/get-week-games';

/** The week Results opens on (see resultsOpeningWeek); pass null to read nothing. */
export const useOpeningWeek = (currentWeek: number | null) =>
  useSWR<number, Error>(currentWeek === null ? null : ['results-opening-week', currentWeek], () =>
    resultsOpeningWeek(currentWeek as number, getWeekGames),
  );
