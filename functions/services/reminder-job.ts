import { Logger } from '@aws-lambda-powertools/logger';
import { displayName } from '../../shared/display-name';
import { firstKickoff, isReminderDue, LONGEST_LEAD_MS } from '../../shared/reminders';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import {
  claimReminder,
  listSentReminders,
  releaseReminder,
  sentReminderId,
} from '../lib/data/reminders-repository';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { missingPicksOfWeek } from './missing-picks-service';
import { missingPicksRow, reminderPreferenceOf, sendReminder, wantsReminders } from './reminder-sender';

const logger = new Logger({ serviceName: 'pool-reminders' });

/**
 * One look at the pool clock (every scheduler tick): mails each opted-in player whose chosen lead
 * before the current week's first kickoff has come and who still has picks to make, once per week
 * and lead. Outside the longest lead before a first kickoff it reads only the settings and the
 * week's games; the rest is a fixed number of reads whatever the pool size.
 */
export const runDueReminders = async (): Promise<{ sent: number }> => {
  const at = now();
  const { currentWeek: week, picksEnabled } = await readPoolSettings();
  const kickoff = firstKickoff(await listGamesOfWeek(week));
  if (!kickoff || at.getTime() >= Date.parse(kickoff) || at.getTime() < Date.parse(kickoff) - LONGEST_LEAD_MS)
    return { sent: 0 };

  const due = (await listUsers()).filter(
    (user) => wantsReminders(user) && isReminderDue(reminderPreferenceOf(user).leadHours, kickoff, at),
  );
  if (!due.length) return { sent: 0 };
  const sent = await listSentReminders(week);
  const unsent = due.filter(
    (user) => !sent.has(sentReminderId(reminderPreferenceOf(user).leadHours, user.id)),
  );
  if (!unsent.length) return { sent: 0 };

  const missing = await missingPicksOfWeek(unsent, week, at, picksEnabled);
  const recipients = missing.players.flatMap(({ user, missing: picks }) =>
    wantsReminders(user)
      ? [{ user, row: missingPicksRow({ user, missing: picks }, missing.matchup, displayName(user)) }]
      : [],
  );
  const results = await Promise.all(
    recipients.map(async ({ user, row }) => {
      const { leadHours } = reminderPreferenceOf(user);
      if (!(await claimReminder(week, leadHours, user.id, at))) return false;
      try {
        await sendReminder(user, row, week, kickoff, at);
        return true;
      } catch (error) {
        // Not sent: forget the claim so the next tick tries again.
        logger.error('reminder not sent', { userId: user.id, week, error: error as Error });
        await releaseReminder(week, leadHours, user.id);
        return false;
      }
    }),
  );
  return { sent: results.filter(Boolean).length };
};
