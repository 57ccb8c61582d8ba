import type { MissingPicksRow } from '../../shared/schemas/reminders';
import type { MailMessage } from '../lib/mail';

export interface ReminderMail {
  to: string;
  week: number;
  /** The week's next kickoff (its first, when the scheduled reminder goes out). */
  nextKickoff: string;
  missing: Pick<MissingPicksRow, 'displayName' | 'games' | 'mnf' | 'survivor' | 'week6'>;
  picksUrl: string;
  unsubscribeUrl: string;
  /** Why this reminder comes now, when something of the player's was undone (a cleared MNF total). */
  notice?: string;
}

const eastern = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
export const easternKickoff = (iso: string) => `${eastern.format(new Date(iso))} ET`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The missing picks as headed lists, in the order of the picks page. */
const sections = ({ games, mnf, survivor, week6 }: ReminderMail['missing']) =>
  [
    {
      heading: `Weekly picks (${games.length} ${games.length === 1 ? 'game' : 'games'})`,
      items: games.map((game) => `${game.matchup}, ${easternKickoff(game.startTime)}`),
    },
    { heading: 'Monday night tiebreaker', items: mnf ? [`Total points of ${mnf.matchup}`] : [] },
    { heading: 'Survivor', items: survivor.map((entry) => `${entry.name}: this week's team`) },
    { heading: 'Week 6 entries', items: week6.map((entry) => `${entry.name}: this week's team`) },
  ].filter((section) => section.items.length > 0);

/** A reminder listing exactly what is missing, one link to make the picks and one to stop these mails. */
export const reminderMail = (mail: ReminderMail): MailMessage => {
  const kickoff = easternKickoff(mail.nextKickoff);
  const parts = sections(mail.missing);
  const text = [
    `Hi ${mail.missing.displayName},`,
    '',
    ...(mail.notice ? [mail.notice, ''] : []),
    `Week ${mail.week}'s next game kicks off ${kickoff}. You still have picks to make:`,
    ...parts.flatMap((part) => ['', `${part.heading}:`, ...part.items.map((item) => `- ${item}`)]),
    '',
    `Make your picks: ${mail.picksUrl}`,
    '',
    `You get this because you asked for missing-picks emails. Stop them: ${mail.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    `<p>Hi ${escapeHtml(mail.missing.displayName)},</p>`,
    ...(mail.notice ? [`<p>${escapeHtml(mail.notice)}</p>`] : []),
    `<p>Week ${mail.week}'s next game kicks off ${escapeHtml(kickoff)}. You still have picks to make:</p>`,
    ...parts.map(
      (part) =>
        `<h3>${escapeHtml(part.heading)}</h3><ul>${part.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtml(mail.picksUrl)}">Make your picks</a></p>`,
    `<p style="font-size:small">You get this because you asked for missing-picks emails. <a href="${escapeHtml(mail.unsubscribeUrl)}">Stop these emails</a></p>`,
  ].join('\n');
  return {
    to: mail.to,
    subject: `Week ${mail.week}: you still have picks to make`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>` },
  };
};
