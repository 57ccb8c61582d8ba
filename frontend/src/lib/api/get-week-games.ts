import type { Game } from '@shared/game';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiGet, readAs } from '@/lib/api-client';
import { liveRefreshInterval } from '@/lib/live-score';
import { serverNow } from '@/lib/server-clock';

export const weekGamesKey = (week: number) => ['/api/games/week', week] as const;

/** The week's games sorted by kickoff, each with the server's lock verdict. */
export const getWeekGames = (week: number): Promise<Game[]> =>
  apiGet(weekGamesKey(week), (s) => s.weekGamesResponse);

/**
 * Pass null to fetch nothing (the week is not known yet). With `live`, the games are read again every
 * minute while one of them is underway, so live scores move without a reload.
 */
export const useWeekGames = (week: number | null, { live = false } = {}) => {
  // The interval follows the data it is read from, so it can only take effect from the next render.
  const [refreshInterval, setRefreshInterval] = useState(0);
  const read = useSWR<Game[], Error>(
    week === null ? null : weekGamesKey(week),
    readAs((s) => s.weekGamesResponse),
    {
      refreshInterval,
    },
  );
  const wanted = live ? liveRefreshInterval(read.data, serverNow()) : 0;
  useEffect(() => setRefreshInterval(wanted), [wanted]);
  return read;
};
