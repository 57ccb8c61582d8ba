import * as z from 'zod';
import type { Game } from '../game';
import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '../mnf-total';
import type { PickOutcome } from '../scoring';
import type { TeamSummary } from '../team';
import { weekNumber } from './weeks';

const teamIdMessage = 'pickedTeamId must be a team id';
const teamId = z.number({ error: teamIdMessage }).int(teamIdMessage).positive(teamIdMessage);
const gameId = z
  .string({
    error: (issue) => (issue.input === undefined ? 'gameId is required' : 'gameId must be a string'),
  })
  .min(1, 'gameId is required')
  .max(32, 'gameId is too long');

export const pickInput = z.object({ gameId, pickedTeamId: teamId, week: weekNumber });
export type PickInput = z.infer<typeof pickInput>;

export const batchPicksBody = z.object({
  picks: z
    .array(pickInput)
    .min(1, 'picks must not be empty')
    .max(32, 'at most 32 picks at once')
    .superRefine((picks, context) => {
      const named = new Set<string>();
      const reported = new Set<string>();
      for (const [index, pick] of picks.entries()) {
        if (named.has(pick.gameId) && !reported.has(pick.gameId)) {
          reported.add(pick.gameId);
          context.addIssue({
            code: 'custom',
            path: [index, 'gameId'],
            message: `Game ${pick.gameId} appears more than once in this batch`,
          });
        }
        named.add(pick.gameId);
      }
    }),
});

export const batchDetailsBody = z.object({
  userIds: z.array(z.string().min(1).max(64)).max(2000),
});

export const mnfPredictionBody = z.object({
  gameId,
  week: weekNumber,
  predictedTotal: z
    .number({ error: 'predictedTotal must be a number' })
    .int('predictedTotal must be a whole number')
    .min(MNF_TOTAL_MIN, 'predictedTotal must be between 0 and 150')
    .max(MNF_TOTAL_MAX, 'predictedTotal must be between 0 and 150')
    .nullable(),
});
export type MnfPredictionInput = z.infer<typeof mnfPredictionBody>;

/** A weekly pick as the API returns it. */
export interface WeeklyPick {
  pickId: string;
  gameId: string;
  pickedTeamId: number;
  week: number;
  userId: string;
  isCorrect: boolean | null;
  outcome: PickOutcome;
  confidence: null;
  pickedTeam: TeamSummary | null;
  /** The game's spread (home line) when this team was picked; null without a line or when not recorded. */
  line: string | null;
  game?: Game;
}

export interface PickFailure {
  gameId: string;
  message: string;
}

export interface BatchPicksResult {
  saved: WeeklyPick[];
  failed: PickFailure[];
  savedCount: number;
  totalCount: number;
}

export interface MnfPrediction {
  gameId: string;
  week: number;
  predictedTotal: number | null;
  /** The player's total the admin's move of the tiebreaker cleared, until they enter a new one. */
  cleared?: { gameId: string; predictedTotal: number };
}
