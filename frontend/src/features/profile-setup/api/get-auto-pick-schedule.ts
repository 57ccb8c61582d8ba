import type { AutoPickSchedule } from '@shared/schemas/settings';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const autoPickScheduleKey = '/api/settings/auto-pick';

/** When the Sunday auto-pick fills missing picks, or that the admin turned it off. */
export const useAutoPickSchedule = () =>
  useSWR<AutoPickSchedule, Error>(autoPickScheduleKey, apiGet<AutoPickSchedule>);
