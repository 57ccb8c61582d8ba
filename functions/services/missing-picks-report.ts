import { displayName } from '../../shared/display-name';
import { nextKickoff } from '../../shared/reminders';
import type { MissingPicksReport, RemindResult } from '../../shared/schemas/reminders';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { now } from '../lib/clock';
import { listUsers } from '../lib/data/users-repository';
import { readPoolSettings } from '../lib/pool-settings';
import { missingPicksOfWeek } from './missing-picks-service';
import {
  missingPicksRow,
  pushReminder,
  pushSurvivorReminder,
  sendReminder,
  wantsPushReminders,
  wantsReminders,
  wantsSurvivorPushes,
} from './reminder-sender';

const currentWeekMissing = async () => {
  const at = now();
  const [{ currentWeek, picksEnabled }, users] = await Promise.all([readPoolSettings(), listUsers()]);
  const week = await missingPicksOfWeek(users, currentWeek, at, picksEnabled);
  const players = week.players
    .map((player) => ({ player, row: missingPicksRow(player, week.matchup, displayName(player.user)) }))
    .sort((a, b) => a.row.displayName.localeCompare(b.row.displayName));
  return { at, week, players };
};

/** The admin's report: who still needs to pick what this week, and the time to the next kickoff. */
export const missingPicksReport = async (): Promise<MissingPicksReport> => {
  const { at, week, players } = await currentWeekMissing();
  return {
    week: week.week,
    nextKickoff: nextKickoff(week.games, at),
    at: at.toISOString(),
    players: players.map(({ row }) => row),
  };
};

/**
 * "Remind these players now": mails and pushes (as each asked: the missing picks, and the survivor
 * entries without a pick) every opted-in player with something missing, whatever the scheduled
 * reminders already sent, and records who was reminded in the audit log. A push that does not get
 * through is left: the mail, and the scheduled reminders, still go.
 */
export const remindNow = async (session: LoadedSession): Promise<RemindResult> => {
  const { at, week, players } = await currentWeekMissing();
  const kickoff = nextKickoff(week.games, at);
  const recipients = players.flatMap(({ player: { user }, row }) => {
    const entries = wantsSurvivorPushes(user) ? [...row.survivor, ...row.week6] : [];
    return kickoff && (wantsReminders(user) || wantsPushReminders(user) || entries.length)
      ? [{ user, row, entries, kickoff }]
      : [];
  });
  const sent = await Promise.allSettled(
    recipients.map(async ({ user, row, entries, kickoff }) => {
      const delivered = await Promise.allSettled([
        wantsReminders(user) ? sendReminder(user, row, week.week, kickoff, at).then(() => 1) : 0,
        wantsPushReminders(user) ? pushReminder(user, row, week.week, kickoff) : 0,
        entries.length ? pushSurvivorReminder(user, row, entries, week.week, kickoff) : 0,
      ]);
      if (!delivered.some((result) => result.status === 'fulfilled' && result.value > 0))
        throw new Error('neither mailed nor pushed');
      return { userId: user.id, displayName: row.displayName };
    }),
  );
  const mailed = sent.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const result: RemindResult = { sent: mailed.length, recipients: mailed };
  await recordAudit(session, {
    action: 'reminders.send',
    summary: `Reminded ${mailed.length} ${mailed.length === 1 ? 'player' : 'players'} of missing Week ${week.week} picks${mailed.length ? `: ${mailed.map((r) => r.displayName).join(', ')}` : ''}`,
    after: result,
  });
  return result;
};
