import type { MnfPrediction, MnfPredictionInput } from '@shared/schemas/picks';
import { apiMutate } from '@/lib/api-client';

export const saveMnfPredictionUrl = '/api/tiebreaker/mnf';

/** Saves the Monday-night total; 403 {message} once locked, 400 {message} when out of range. */
export const saveMnfPrediction = (input: MnfPredictionInput): Promise<MnfPrediction> =>
  apiMutate<MnfPrediction>('POST', saveMnfPredictionUrl, input);
