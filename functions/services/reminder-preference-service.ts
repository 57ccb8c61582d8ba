import { displayName } from '../../shared/display-name';
import type { ReminderPreference } from '../../shared/reminders';
import type { ReminderPreferenceBody, UnsubscribeResult } from '../../shared/schemas/reminders';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { getUser, updateUser } from '../lib/data/users-repository';
import { invalid } from '../lib/domain-errors';
import { reminderPreferenceOf } from './reminder-sender';
import { unsubscribeTokenUser } from './unsubscribe-token';

/** Saves the player's choice; the pushes stay as they were when the body leaves them out. */
export const setReminderPreference = async (
  user: User,
  { enabled, leadHours, push }: ReminderPreferenceBody,
): Promise<ReminderPreference> =>
  reminderPreferenceOf(
    await updateUser(user.id, {
      reminders: { enabled, leadHours, push: { ...reminderPreferenceOf(user).push, ...push } },
    }),
  );

export const invalidUnsubscribeLink = 'This unsubscribe link is invalid or has expired';

/** Turns off the reminders of the player the (signed, unexpired) token names; nothing else. */
export const unsubscribe = async (token: string): Promise<UnsubscribeResult> => {
  const userId = await unsubscribeTokenUser(token, now());
  const user = userId ? await getUser(userId) : null;
  if (!user) throw invalid(invalidUnsubscribeLink);
  await updateUser(user.id, { reminders: { ...reminderPreferenceOf(user), enabled: false } });
  return { displayName: displayName(user, { showEmail: false }) };
};
