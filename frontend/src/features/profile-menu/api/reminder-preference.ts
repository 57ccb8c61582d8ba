import type { ReminderPreference } from '@shared/reminders';
import useSWR from 'swr';
import { apiGet, apiMutate } from '@/lib/api-client';

const reminderPreferenceKey = '/api/users/reminders';

/** The signed-in player's missing-picks emails; read only once `wanted` (the menu has opened), not with every page. */
export const useReminderPreference = (wanted: boolean) => {
  const { data, error, mutate } = useSWR<ReminderPreference, Error>(
    wanted ? reminderPreferenceKey : null,
    apiGet,
  );
  /** Saves the choice; the menu shows it at once and falls back when the server refuses it. */
  const save = (preference: ReminderPreference) =>
    mutate(apiMutate<ReminderPreference>('PUT', reminderPreferenceKey, preference), {
      optimisticData: preference,
      rollbackOnError: true,
    });
  return { preference: data, error, save };
};
