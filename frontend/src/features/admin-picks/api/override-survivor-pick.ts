import type { SurvivorPick, SurvivorPickInput } from '@shared/schemas/survivor';
import { apiMutate } from '@/lib/api-client';

const overrideSurvivorPickUrl = '/api/admin/survivor/override-pick';

/** Sets the entry's survivor pick of the week, past kickoff too (a finalized week stays locked, each team once). */
export const overrideSurvivorPick = (input: SurvivorPickInput): Promise<SurvivorPick> =>
  apiMutate<SurvivorPick>('POST', overrideSurvivorPickUrl, input);
