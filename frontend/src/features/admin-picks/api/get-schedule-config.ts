import type { ScheduleConfig } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const scheduleConfigKey = '/api/admin/schedule-config';

/** The stored schedule of the automated pick assignment: cron, time zone, on or off. */
export const useScheduleConfig = () => useSWR<ScheduleConfig, Error>(scheduleConfigKey, apiGet);
