import type { ScheduleConfig, ScheduleStatus } from '@shared/schemas/admin-people';
import useSWRMutation from 'swr/mutation';
import { scheduleConfigKey } from '@/features/admin-picks/api/get-schedule-config';
import { apiMutate } from '@/lib/api-client';

/** Stores the schedule; it applies at once (no restart) and the answer is the new status. */
export const updateSchedule = (config: ScheduleConfig): Promise<ScheduleStatus> =>
  apiMutate<ScheduleStatus>('POST', scheduleConfigKey, config);

export const useUpdateSchedule = () =>
  useSWRMutation('/api/admin/schedule-config/update', (_url: string, { arg }: { arg: ScheduleConfig }) =>
    updateSchedule(arg),
  );
