import * as z from 'zod';
import { LAST_WEEK } from '../game';
import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '../mnf-total';
import type { User } from '../user';
import { seasonParams } from './seasons';
import { weekParams } from './weeks';

const userId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(64, `${field} is too long`);

export const userIdParams = z.object({ userId: userId('userId') });

export const adminRoleBody = z.object({
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
});

/** PATCH /api/admin/users/{userId}/admin */
export interface AdminRoleResult {
  isAdmin: boolean;
}

/** GET /api/admin/users: a user as the admins' list shows them. */
export interface AdminUser extends User {
  /**
   * Their email is in the deployment's ADMIN_EMAILS: every sign-in makes them admin again, so the
   * role is changed there, not in the Users panel.
   */
  isConfiguredAdmin: boolean;
}

/** GET and POST /api/admin/invite: the pool's invite link (`<site>/join#<code>`). */
export interface InviteLink {
  url: string;
}

/** GET /api/admin/join-requests: someone who came through the invite link and waits for an admin. */
export interface JoinRequest {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  requestedAt: string;
}

/** Oldest first. */
export interface JoinRequests {
  requests: JoinRequest[];
}

/** POST /api/admin/users/{userId}/approve and .../decline. */
export interface JoinDecision {
  user: User;
}

const week = z
  .number({ error: 'week must be a number' })
  .int('week must be a whole number')
  .min(1, `week must be between 1 and ${LAST_WEEK}`)
  .max(LAST_WEEK, `week must be between 1 and ${LAST_WEEK}`);

const gameId = z
  .string({ error: 'gameId is required' })
  .regex(/^\d{1,32}$/, 'gameId must be a game id: digits only');

const teamId = z.number({ error: 'pickedTeamId must be a team id' }).int('pickedTeamId must be a team id');

export const overridePicksBody = z
  .object({
    userId: userId('userId'),
    week,
    picks: z
      .array(z.object({ userId: userId('userId'), gameId, pickedTeamId: teamId, week }))
      .min(1, 'Choose at least one pick to override')
      .max(32, 'At most 32 picks at once'),
  })
  .refine(
    (body) => body.picks.every((pick) => pick.userId === body.userId && pick.week === body.week),
    'Every pick must be for the chosen user and week',
  )
  .refine(
    (body) => new Set(body.picks.map((pick) => pick.gameId)).size === body.picks.length,
    'Each game can be overridden once',
  );
export type OverridePicksInput = z.infer<typeof overridePicksBody>;

/** POST /api/admin/override-picks */
export interface OverridePicksResult {
  /** The picks that changed (a pick equal to the stored one is not written). */
  savedCount: number;
}

export const mnfOverrideParams = z.object({
  userId: userId('userId'),
  // Plain decimal digits like every week in a path: not `1e1`, `0x0F`, `+5` or ` 5`.
  week: weekParams.shape.week,
});

export const mnfOverrideBody = z.object({
  userId: userId('userId'),
  week,
  gameId,
  /** Optional: null clears the prediction. */
  predictedTotal: z
    .number({ error: 'predictedTotal must be a number' })
    .int('predictedTotal must be a whole number')
    .min(MNF_TOTAL_MIN, `predictedTotal must be between ${MNF_TOTAL_MIN} and ${MNF_TOTAL_MAX}`)
    .max(MNF_TOTAL_MAX, `predictedTotal must be between ${MNF_TOTAL_MIN} and ${MNF_TOTAL_MAX}`)
    .nullable(),
});
export type MnfOverrideInput = z.infer<typeof mnfOverrideBody>;

/** GET /api/admin/mnf-tiebreaker/{userId}/{week}: the player's prediction, or null. */
export interface AdminMnfPrediction {
  gameId: string;
  predictedTotal: number | null;
}

export const autoPickBody = z.object({ week });

/** POST /api/admin/auto-all-picks: what the run assigned (nothing twice). */
export interface AutoPickResult {
  week: number;
  weekly: { assignments: WeeklyAssignment[] };
  survivor: { picks: SurvivorAssignment[] };
}

export interface WeeklyAssignment {
  userId: string;
  displayName: string;
  gameId: string;
  pickedTeamId: number;
  /** "BUF @ NE" */
  matchup: string;
}

export interface SurvivorAssignment {
  entryId: string;
  userId: string;
  displayName: string;
  poolId: string;
  teamId: number;
  teamAbbreviation: string;
}

/** A cron of minute, hour and weekday (spec section 9), e.g. "5 13 * * 0". */
export const cronExpression = z
  .string({ error: 'cronExpression is required' })
  .regex(
    /^([0-5]?\d) ([01]?\d|2[0-3]) \* \* ([0-6])$/,
    'cronExpression must be "minute hour * * weekday" (minute 0-59, hour 0-23, weekday 0-6)',
  );

export const scheduleConfigBody = z.object({
  cronExpression,
  timezone: z.string({ error: 'timezone is required' }).refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'timezone must be an IANA time zone such as America/New_York'),
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type ScheduleConfig = z.infer<typeof scheduleConfigBody>;

export interface AutoPickRun {
  at: string;
  week: number;
  trigger: 'manual' | 'schedule';
  weeklyAssigned: number;
  survivorAssigned: number;
}

/** GET /api/admin/schedule-status (and the answer to POST /api/admin/schedule-config). */
export interface ScheduleStatus extends ScheduleConfig {
  /** "Sundays 1:05 PM EST" */
  scheduleText: string;
  lastRun: AutoPickRun | null;
  /** ISO time of the next run by the pool clock; null when disabled. */
  nextRun: string | null;
}

export const auditActions = [
  'impersonation.start',
  'impersonation.stop',
  'impersonation.write',
  'picks.override',
  'mnf.override',
  'survivor.override',
  'user.role',
  'user.remove',
  'game.score',
  'game.spread',
  'game.change',
  'survivor.finalize',
  'survivor.unfinalize',
  'setting.change',
  'autopick.run',
  'reminders.send',
  'season.setup',
  'season.start',
  'season.end-early',
  'money.payment',
  'invite.replace',
  'user.approve',
  'user.decline',
] as const;
export type AuditAction = (typeof auditActions)[number];

export interface AuditPerson {
  id: string;
  name: string;
}

/** One line of the append-only audit log. */
export interface AuditEntry {
  id: string;
  at: string;
  action: AuditAction;
  /** The signed-in admin (or "Scheduler" for a scheduled run). */
  actor: AuditPerson;
  /** Whom the admin was acting as, when impersonating. */
  actingAs: AuditPerson | null;
  /** The player the change was about, when there is one. */
  subject: AuditPerson | null;
  /** One readable line: "Set BUF @ NE to NE (was BUF)". */
  summary: string;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditQuery = z.object({
  userId: userId('userId').optional(),
  /** A season the pool played before: its log (each season keeps its own). */
  season: seasonParams.shape.season.optional(),
  cursor: z.string().max(512, 'cursor is too long').optional(),
});

/** GET /api/admin/audit: newest first. */
export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}
