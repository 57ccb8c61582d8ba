import { Logger } from '@aws-lambda-powertools/logger';
import { displayName } from '../../shared/display-name';
import { firstKickoff, isReminderDue, LONGEST_LEAD_MS } from '../../shared/reminders';
import type { MissingPicksRow } from '../../shared/schemas/reminders';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import {
  claimReminder,
  claimSurvivorReminder,
  listSentReminders,
  type ReminderChannel,
  releaseReminder,
  releaseSurvivorReminder,
  sentReminderId,
  sentSurvivorReminderId,
} from '../lib/data/reminders-repository';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { missingPicksOfWeek } from './missing-picks-service';
import {
  missingPicksRow,
  pushReminder,
  pushSurvivorReminder,
  reminderPreferenceOf,
  sendReminder,
  wantsPushReminders,
  wantsReminders,
  wantsSurvivorPushes,
} from './reminder-sender';

const logger = new Logger({ serviceName: 'pool-reminders' });

/** The mail, the missing-picks push, or the push of survivor entries without a pick. */
type Delivery = ReminderChannel | 'survivor';

/**
 * One look at the pool clock (every scheduler tick): reminds each opted-in player whose chosen lead
 * before the current week's first kickoff has come and who still has picks to make, by mail and by
 * push as they asked, once per week, lead and channel; and pushes each survivor entry (standard,
 * late, Week 6) still without its pick at that same lead, once per entry and week. Outside the
 * longest lead before a first kickoff it reads only the settings and the week's games; the rest is a
 * fixed number of reads whatever the pool size, and one Query of a player's devices for each push.
 */
export const runDueReminders = async (): Promise<{ sent: number }> => {
  const at = now();
  const { currentWeek: week, picksEnabled } = await readPoolSettings();
  const kickoff = firstKickoff(await listGamesOfWeek(week));
  if (!kickoff || at.getTime() >= Date.parse(kickoff) || at.getTime() < Date.parse(kickoff) - LONGEST_LEAD_MS)
    return { sent: 0 };

  const channelsOf = (user: User): Delivery[] => [
    ...(wantsReminders(user) ? (['mail'] as const) : []),
    ...(wantsPushReminders(user) ? (['push'] as const) : []),
    ...(wantsSurvivorPushes(user) ? (['survivor'] as const) : []),
  ];
  const due = (await listUsers()).filter(
    (user) => channelsOf(user).length && isReminderDue(reminderPreferenceOf(user).leadHours, kickoff, at),
  );
  if (!due.length) return { sent: 0 };
  const sent = await listSentReminders(week);
  // Whether a survivor push is still owed is known only with the entries (below).
  const unsentChannels = (user: User) =>
    channelsOf(user).filter(
      (channel) =>
        channel === 'survivor' ||
        !sent.has(sentReminderId(reminderPreferenceOf(user).leadHours, user.id, channel)),
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
      if (channel === 'survivor') return pushSurvivorEntries(user, row, week, kickoff, sent, at);
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

/** One push naming the player's entries still without a pick that no run has pushed yet this week. */
const pushSurvivorEntries = async (
  user: User,
  row: MissingPicksRow,
  week: number,
  kickoff: string,
  sent: ReadonlySet<string>,
  at: Date,
): Promise<boolean> => {
  const owed = [...row.survivor, ...row.week6].filter(
    ({ entryId }) => !sent.has(sentSurvivorReminderId(entryId)),
  );
  const claimed = (
    await Promise.all(
      owed.map(async (entry) => ((await claimSurvivorReminder(week, entry.entryId, at)) ? [entry] : [])),
    )
  ).flat();
  if (!claimed.length) return false;
  try {
    return (await pushSurvivorReminder(user, row, claimed, week, kickoff)) > 0;
  } catch (error) {
    logger.error('reminder not sent', { userId: user.id, week, channel: 'survivor', error: error as Error });
    await Promise.all(claimed.map(({ entryId }) => releaseSurvivorReminder(week, entryId)));
    return false;
  }
};
