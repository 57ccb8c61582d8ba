import type { ScheduleStatus } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

const scheduleStatusKey = '/api/admin/schedule-status';

/** How often the status is read again, to show a run the schedule just made (spec section 9). */
const STATUS_REFRESH_MS = 30_000;

/** The automated pick assignment's schedule text, last run and next run, read every 30 s. */
export const useScheduleStatus = () =>
  useSWR<ScheduleStatus, Error>(scheduleStatusKey, apiGet, { refreshInterval: STATUS_REFRESH_MS });
