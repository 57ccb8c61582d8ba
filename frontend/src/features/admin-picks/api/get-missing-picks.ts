import type { MissingPicksReport } from '@shared/schemas/reminders';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const missingPicksKey = '/api/admin/missing-picks';

/** How often the report is read again: picks come in and kickoffs pass while it is open. */
const REPORT_REFRESH_MS = 60_000;

/** Who still needs to pick what in the current week. */
export const useMissingPicks = () =>
  useSWR<MissingPicksReport, Error>(missingPicksKey, apiGet, { refreshInterval: REPORT_REFRESH_MS });
