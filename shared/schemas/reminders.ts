import * as z from 'zod';
import { type ReminderLeadHours, reminderLeadHours } from '../reminders';

/** PUT /api/users/reminders: the signed-in player's missing-picks emails and pushes (kept when left out). */
export const reminderPreferenceBody = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  leadHours: z
    .number({ error: 'leadHours must be 24, 6 or 1' })
    .refine((hours): hours is ReminderLeadHours => reminderLeadHours.some((lead) => lead === hours), {
      message: 'leadHours must be 24, 6 or 1',
    }),
  /** Each push left out keeps what was saved. */
  push: z
    .object(
      {
        picksMissing: z.boolean({ error: 'push.picksMissing must be true or false' }).optional(),
        survivorMissing: z.boolean({ error: 'push.survivorMissing must be true or false' }).optional(),
        weekGraded: z.boolean({ error: 'push.weekGraded must be true or false' }).optional(),
      },
      { error: 'push must be an object' },
    )
    .optional(),
});
export type ReminderPreferenceBody = z.infer<typeof reminderPreferenceBody>;

/** POST /api/reminders/unsubscribe: the token of a reminder's unsubscribe link. */
export const unsubscribeBody = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(256, 'This unsubscribe link is not valid'),
});

export interface UnsubscribeResult {
  /** The player's name, so the page can say whose reminders were turned off. */
  displayName: string;
}

/** One missing pick of a weekly game, as the report shows it. */
export interface MissingGame {
  gameId: string;
  matchup: string;
  startTime: string;
}

export interface MissingEntry {
  entryId: string;
  name: string;
}

/** One player of the missing-picks report: what they still need to pick. */
export interface MissingPicksRow {
  userId: string;
  displayName: string;
  remindersOn: boolean;
  games: MissingGame[];
  mnf: MissingGame | null;
  survivor: MissingEntry[];
  week6: MissingEntry[];
}

/** GET /api/admin/missing-picks: the current week, only players with something missing. */
export interface MissingPicksReport {
  week: number;
  /** The next kickoff still ahead by the pool clock, or null once all kicked off. */
  nextKickoff: string | null;
  /** The pool clock when the report was made, so the countdown is the server's. */
  at: string;
  players: MissingPicksRow[];
}

/** POST /api/admin/missing-picks/remind: who was mailed or pushed (or both). */
export interface RemindResult {
  sent: number;
  recipients: { userId: string; displayName: string }[];
}
