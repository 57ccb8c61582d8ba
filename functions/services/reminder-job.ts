import { Logger } from '@aws-lambda-powertools/logger';
import { displayName } from '../../shared/display-name';
import { firstKickoff, isReminderDue, LONGEST_LEAD_MS } from '../../shared/reminders';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import {
  claimReminder,
  listSentReminders,
  type ReminderChannel,
  releaseReminder,
  sentReminderId,
} from '../lib/data/reminders-repository';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { missingPicksOfWeek } from './missing-picks-service';
import {
  missingPicksRow,
  pushReminder,
  reminderPreferenceOf,
  sendReminder,
  wantsPushReminders,
  wantsReminders,
} from './reminder-sender';

const logger = new Logger({ serviceName: 'pool-reminders' });

/**
 * One look at the pool clock (every scheduler tick): reminds each opted-in player whose chosen lead
 * before the current week's first kickoff has come and who still has picks to make, by mail and by
 * push as they asked, once per week, lead and channel. Outside the longest lead before a first
 * kickoff it reads only the settings and the week's games; the rest is a fixed number of reads
 * whatever the pool size, and one Query of a player's devices for each push.
 */
export const runDueReminders = async (): Promise<{ sent: number }> => {
  const at = now();
  const { currentWeek: week, picksEnabled } = await readPoolSettings();
  const kickoff = firstKickoff(await listGamesOfWeek(week));
  if (!kickoff || at.getTime() >= Date.parse(kickoff) || at.getTime() < Date.parse(kickoff) - LONGEST_LEAD_MS)
    return { sent: 0 };

  const channelsOf = (user: User): ReminderChannel[] => [
    ...(wantsReminders(user) ? (['mail'] as const) : []),
    ...(wantsPushReminders(user) ? (['push'] as const) : []),
  ];
  const due = (await listUsers()).filter(
    (user) => channelsOf(user).length && isReminderDue(reminderPreferenceOf(user).leadHours, kickoff, at),
  );
  if (!due.length) return { sent: 0 };
  const sent = await listSentReminders(week);
  const unsentChannels = (user: User) =>
    channelsOf(user).filter(
      (channel) => !sent.has(sentReminderId(reminderPreferenceOf(user).leadHours, user.id, channel)),
    );
  const unsent = due.filter((user) => unsentChannels(user).length);
  if (!unsent.length) return { sent: 0 };

  const missing = await missingPicksOfWeek(unsent, week, at, picksEnabled);
  const deliveries = missing.players.flatMap(({ user, missing: picks }) => {
    const row = missingPicksRow({ user, missing: picks }, missing.matchup, displayName(user));
    return unsentChannels(user).map((channel) => ({ user, row, channel }));
  });
  const results = await Promise.all(
    deliveries.map(async ({ user, row, channel }) => {
      const { leadHours } = reminderPreferenceOf(user);
      if (!(await claimReminder(week, leadHours, user.id, at, channel))) return false;
      try {
        if (channel === 'push') return (await pushReminder(user, row, week, kickoff)) > 0;
        if (!wantsReminders(user)) return false;
        await sendReminder(user, row, week, kickoff, at);
        return true;
      } catch (error) {
        // Not sent (a mail server down, a push service that timed out): forget the claim so the next tick tries again.
        logger.error('reminder not sent', { userId: user.id, week, channel, error: error as Error });
        await releaseReminder(week, leadHours, user.id, channel);
        return false;
      }
    }),
  );
  return { sent: results.filter(Boolean).length };
};
