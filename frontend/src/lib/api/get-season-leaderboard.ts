import type { SeasonLeaderboardEntry } from '@shared/schemas/leaderboard';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const seasonLeaderboardKey = '/api/leaderboard/season';

/** The season's standings, ranked, with each player's cumulative correct picks by week. */
export const getSeasonLeaderboard = (): Promise<SeasonLeaderboardEntry[]> =>
  apiGet(seasonLeaderboardKey, (s) => s.seasonLeaderboardResponse);

export const useSeasonLeaderboard = (enabled = true) =>
  useSWR<SeasonLeaderboardEntry[], Error>(enabled ? seasonLeaderboardKey : null, getSeasonLeaderboard);
