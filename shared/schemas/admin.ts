import * as z from 'zod';
import { CURRENT_WEEK_MAX, FIRST_WEEK } from '../game';
import { joinPolicies } from '../join-policy';
import { isTimeOfDay, lineFreezeRules, weekdays } from '../line-freeze';
import { decimalDigits } from './path-params';

/** Scores are whole numbers from 0. */
const score = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} cannot be negative`)
    .max(200, `${field} is not a football score`);

/** Game ids are the sports data provider's event ids: digits only. */
const gameIdParam = (field: string) =>
  decimalDigits(`${field} must be a game id: digits only`).max(32, `${field} is too long`);

export const gameIdParams = z.object({ gameId: gameIdParam('gameId') });

export const gameScoreBody = z.object({
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }).default(true),
});
export type GameScoreInput = z.infer<typeof gameScoreBody>;

export const scorePicksBody = z.object({ adminsOnly: z.boolean().default(false) });

export const currentWeekBody = z.object({
  week: z
    .number({ error: 'week must be a number' })
    .int('week must be a whole number')
    .min(FIRST_WEEK, `week must be between ${FIRST_WEEK} and ${CURRENT_WEEK_MAX}`)
    .max(CURRENT_WEEK_MAX, `week must be between ${FIRST_WEEK} and ${CURRENT_WEEK_MAX}`),
});

export const gameParams = z.object({ id: gameIdParam('id') });

/** A home spread in half points (negative = home favored); null clears it. */
export const spreadBody = z.object({
  spread: z
    .number({ error: 'spread must be a number' })
    .refine((value) => Number.isInteger(value * 2), 'spread must be in steps of 0.5')
    .refine((value) => Math.abs(value) <= 50, 'spread must be between -50 and 50')
    .nullable(),
});

export const mnfFlagBody = z.object({
  isMnfTiebreaker: z.boolean({ error: 'isMnfTiebreaker must be true or false' }),
});
export const picksEnabledBody = z.object({
  isEnabled: z.boolean({ error: 'isEnabled must be true or false' }),
});
export const resultsVisibilityBody = z.object({
  showAllResults: z.boolean({ error: 'showAllResults must be true or false' }),
});
export const squaresVisibilityBody = z.object({
  isVisible: z.boolean({ error: 'isVisible must be true or false' }),
});

export const poolSettingsBody = z
  .object({
    pushRule: z.enum(['loss', 'win'], { error: "pushRule must be 'loss' or 'win'" }).optional(),
    lateEntryStartWeek: z
      .number({ error: 'lateEntryStartWeek must be a number' })
      .int('lateEntryStartWeek must be a whole number')
      .min(1, 'lateEntryStartWeek must be between 1 and 18')
      .max(18, 'lateEntryStartWeek must be between 1 and 18')
      .optional(),
    week6CloseWeek: z
      .number({ error: 'week6CloseWeek must be a number' })
      .int('week6CloseWeek must be a whole number')
      .min(1, 'week6CloseWeek must be between 1 and 18')
      .max(18, 'week6CloseWeek must be between 1 and 18')
      .optional(),
    lineFreeze: z.enum(lineFreezeRules, { error: "lineFreeze must be 'kickoff' or 'fixed'" }).optional(),
    /** The weekday and New York time of the fixed freeze (kept while the rule is 'kickoff'). */
    lineFreezeAt: z
      .object({
        weekday: z.enum(weekdays, { error: 'weekday must be a day of the week, such as thursday' }),
        time: z
          .string({ error: 'time must be a time of day such as 12:00' })
          .refine(isTimeOfDay, 'time must be a time of day such as 12:00'),
      })
      .optional(),
    joinPolicy: z
      .enum(joinPolicies, { error: "joinPolicy must be 'open', 'invite' or 'approval'" })
      .optional(),
  })
  .refine(
    (body) =>
      body.pushRule !== undefined ||
      body.joinPolicy !== undefined ||
      body.lateEntryStartWeek !== undefined ||
      body.week6CloseWeek !== undefined ||
      body.lineFreeze !== undefined ||
      body.lineFreezeAt !== undefined,
    'Nothing to update',
  );
export type PoolSettingsInput = z.infer<typeof poolSettingsBody>;

export const gameScoreRow = z.object({
  id: z.string().min(1).max(32),
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
});
export type GameScoreRow = z.infer<typeof gameScoreRow>;

export const saveAllScoresBody = z.object({
  games: z
    .array(gameScoreRow)
    .min(1, 'games must not be empty')
    .max(32, 'at most 32 games at once')
    .refine(
      (rows) => new Set(rows.map((row) => row.id)).size === rows.length,
      'Each game may appear only once',
    ),
});

export interface ProviderScore {
  id: string;
  homeScore: number | null;
  awayScore: number | null;
  isCompleted: boolean;
  status: string;
}

export interface SystemCheck {
  ok: boolean;
  detail: string;
}

export interface SystemStatus {
  database: SystemCheck;
  sportsData: SystemCheck;
  login: SystemCheck;
}

export interface PoolStats {
  totalUsers: number;
  admins: number;
  weeklyPoolPlayers: number;
  standardSurvivors: number;
  lateEntrySurvivors: number;
  gamesThisWeek: number;
  picksThisWeek: number;
}

/** Whether this deployment has the test-only powers (the Testing tab's tools, the pool clock's overrides). */
export interface TestingStatus {
  enabled: boolean;
}
