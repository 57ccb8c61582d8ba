import type { AdminMnfPrediction, MnfOverrideInput } from '@shared/schemas/admin-people';
import { apiMutate } from '@/lib/api-client';

const overrideMnfPredictionUrl = '/api/admin/mnf-tiebreaker/override';

/** Sets (or clears, with null) the player's Monday-night total of the week's tiebreaker game. */
export const overrideMnfPrediction = (input: MnfOverrideInput): Promise<AdminMnfPrediction> =>
  apiMutate<AdminMnfPrediction>('POST', overrideMnfPredictionUrl, input);
