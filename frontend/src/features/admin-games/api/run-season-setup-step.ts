import type { SeasonSetupStepResult } from '@shared/schemas/season-setup';
import { apiMutate } from '@/lib/api-client';
import { seasonSetupKey } from './get-season-setup';

/** Runs the setup's next step on the server (the teams, one week, or the current week) and answers the state after it. */
export const runSeasonSetupStep = (): Promise<SeasonSetupStepResult> =>
  apiMutate<SeasonSetupStepResult>('POST', seasonSetupKey);
