import type { LiveScoresStatus } from '@shared/schemas/live-scores';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const liveScoresKey = '/api/admin/live-scores';

/** How often the Live Scores card reads the job's state again, to show the sync it just made. */
const STATUS_REFRESH_MS = 30_000;

/**
 * The game-day job's state: on or off, interval, game window, last and next sync, last error. The card
 * that shows it whole polls (`poll`); other readers share what it read.
 */
export const useLiveScores = ({ poll = false } = {}) =>
  useSWR<LiveScoresStatus, Error>(liveScoresKey, apiGet, { refreshInterval: poll ? STATUS_REFRESH_MS : 0 });
