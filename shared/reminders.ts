import type { GameRecord } from './game';

/** How long before a week's first kickoff a player may ask to be reminded. */
export const reminderLeadHours = [24, 6, 1] as const;
export type ReminderLeadHours = (typeof reminderLeadHours)[number];

/** Which reminders also come as a push to the player's devices. */
export interface PushReminderPreference {
  /** The weekly picks still missing, at the email's lead before the week's first lock. */
  picksMissing: boolean;
  /** A survivor entry without its pick, before its lock. */
  survivorMissing: boolean;
  /** Opt-in: "your week is graded: 9-7, 3rd". */
  weekGraded: boolean;
}

/** A player's choice, kept on their profile. Off until they turn it on. */
export interface ReminderPreference {
  /** The missing-picks emails. */
  enabled: boolean;
  leadHours: ReminderLeadHours;
  push: PushReminderPreference;
}

/** As a profile holds it: one saved before push reminders has no `push`. */
export type StoredReminderPreference = Omit<ReminderPreference, 'push'> & { push?: PushReminderPreference };

export const DEFAULT_REMINDER_PREFERENCE: ReminderPreference = {
  enabled: false,
  leadHours: 24,
  push: { picksMissing: false, survivorMissing: false, weekGraded: false },
};

const HOUR_MS = 60 * 60 * 1000;
/** The longest lead: before this much ahead of a week's first kickoff no reminder is ever due. */
export const LONGEST_LEAD_MS = Math.max(...reminderLeadHours) * HOUR_MS;

export const reminderLeadLabel = (hours: ReminderLeadHours): string =>
  hours === 1 ? '1 hour before' : `${hours} hours before`;

/** The week's first kickoff, or null for a week without games. */
export const firstKickoff = (games: readonly Pick<GameRecord, 'startTime'>[]): string | null =>
  games.reduce<string | null>(
    (first, game) =>
      first === null || Date.parse(game.startTime) < Date.parse(first) ? game.startTime : first,
    null,
  );

/** The next kickoff still ahead of `at`, or null once every game has kicked off. */
export const nextKickoff = (games: readonly Pick<GameRecord, 'startTime'>[], at: Date): string | null =>
  firstKickoff(games.filter((game) => Date.parse(game.startTime) > at.getTime()));

/** Whether a reminder with this lead is due at `at`: from `lead` before the first kickoff until it. */
export const isReminderDue = (leadHours: ReminderLeadHours, kickoff: string, at: Date): boolean => {
  const kickoffMs = Date.parse(kickoff);
  return at.getTime() >= kickoffMs - leadHours * HOUR_MS && at.getTime() < kickoffMs;
};
