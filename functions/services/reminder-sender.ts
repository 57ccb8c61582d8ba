import { DEFAULT_REMINDER_PREFERENCE, type ReminderPreference } from '../../shared/reminders';
import type { MissingPicksRow } from '../../shared/schemas/reminders';
import { hasFullAppAccess, type User } from '../../shared/user';
import { config } from '../lib/config';
import { mailer } from '../lib/mail';
import type { PlayerMissingPicks, WeekMissingPicks } from './missing-picks-service';
import { pushToPlayer } from './push-sender';
import { easternKickoff, reminderMail } from './reminder-mail';
import { unsubscribeToken } from './unsubscribe-token';

export const reminderPreferenceOf = (user: Pick<User, 'reminders'>): ReminderPreference => ({
  ...DEFAULT_REMINDER_PREFERENCE,
  ...user.reminders,
  push: { ...DEFAULT_REMINDER_PREFERENCE.push, ...user.reminders?.push },
});

/** Whether the player asked for reminders and has an address to send them to. */
export const wantsReminders = (user: User): user is User & { email: string } =>
  reminderPreferenceOf(user).enabled && Boolean(user.email);

/**
 * Whether the player asked for missing-picks pushes (sent to the devices they turned push on for). A
 * player without the weekly pool (late entry, Week 6 only) has survivor picks alone: the survivor
 * push is theirs, and the profile menu offers them no other.
 */
export const wantsPushReminders = (user: User): boolean =>
  hasFullAppAccess(user) && reminderPreferenceOf(user).push.picksMissing;

/** Whether the player asked for a push when a survivor entry of theirs has no pick before its lock. */
export const wantsSurvivorPushes = (user: User): boolean => reminderPreferenceOf(user).push.survivorMissing;

/** A player's missing picks in the words of the report and the mail. */
export const missingPicksRow = (
  { user, missing }: PlayerMissingPicks,
  matchup: WeekMissingPicks['matchup'],
  displayName: string,
): MissingPicksRow => ({
  userId: user.id,
  displayName,
  remindersOn: reminderPreferenceOf(user).enabled,
  games: missing.games.map(matchup),
  mnf: missing.mnfGame ? matchup(missing.mnfGame) : null,
  survivor: missing.survivor.map(({ entryId, name }) => ({ entryId, name })),
  week6: missing.week6.map(({ entryId, name }) => ({ entryId, name })),
});

/** Week 6-only players make their picks on their Week 6 page; everyone else on the picks page. */
const picksPath = (user: User) => (user.userType === 'week6_only' ? '/week6/pools' : '/weekly-picks');

const missingCount = ({ games, mnf, survivor, week6 }: MissingPicksRow) =>
  games.length + (mnf ? 1 : 0) + survivor.length + week6.length;

/** Throws when a device could not be reached, so that the job tries again; answers how many were. */
const sentCount = (outcomes: Awaited<ReturnType<typeof pushToPlayer>>) => {
  if (outcomes.some(({ outcome }) => outcome === 'failed')) throw new Error('a device was not reached');
  return outcomes.filter(({ outcome }) => outcome === 'sent').length;
};

/**
 * Pushes one player's missing picks to each of their devices (see sentCount); a device the push
 * service no longer knows is deleted. A reminder's tag makes a repeat replace the earlier notification.
 */
export const pushReminder = async (user: User, row: MissingPicksRow, week: number, nextKickoff: string) => {
  const count = missingCount(row);
  const outcomes = await pushToPlayer(user.id, {
    title: `Week ${week}: you still have picks to make`,
    body: `${count} ${count === 1 ? 'pick' : 'picks'} to make. The next game kicks off ${easternKickoff(nextKickoff)}.`,
    url: `${config.siteOrigin()}${picksPath(user)}`,
    tag: `picks-week-${week}`,
  });
  return sentCount(outcomes);
};

/**
 * Pushes the survivor entries (standard, late, Week 6) of the player's `row` that have no pick this
 * week, `entries` of them, named as their owner sees them; a Week 6 entry's pick is made on the Week
 * 6 page, the others on the picks page.
 */
export const pushSurvivorReminder = async (
  user: User,
  row: MissingPicksRow,
  entries: readonly MissingPicksRow['survivor'][number][],
  week: number,
  nextKickoff: string,
) => {
  const names = entries.map(({ name }) => name).join(', ');
  const week6Ids = new Set(row.week6.map(({ entryId }) => entryId));
  const path = entries.every(({ entryId }) => week6Ids.has(entryId)) ? '/week6/pools' : picksPath(user);
  return sentCount(
    await pushToPlayer(user.id, {
      title: `Week ${week}: your survivor pick is missing`,
      body: `${names} ${entries.length === 1 ? 'has' : 'have'} no pick yet. The next game kicks off ${easternKickoff(nextKickoff)}.`,
      url: `${config.siteOrigin()}${path}`,
      tag: `survivor-week-${week}`,
    }),
  );
};

/** Mails one player the picks they still have to make, with a `notice` of why it comes now, if any. */
export const sendReminder = async (
  user: User & { email: string },
  row: MissingPicksRow,
  week: number,
  nextKickoff: string,
  at: Date,
  notice?: string,
): Promise<void> => {
  const origin = config.siteOrigin();
  const token = await unsubscribeToken(user.id, at);
  await mailer().send(
    reminderMail({
      to: user.email,
      week,
      nextKickoff,
      missing: row,
      picksUrl: `${origin}${picksPath(user)}`,
      unsubscribeUrl: `${origin}/unsubscribe?token=${encodeURIComponent(token)}`,
      notice,
    }),
  );
};
