import { type PickOutcome, pickOutcomeLabels } from '@shared/scoring';

export interface OutcomeLook {
  /** A Chakra colour palette. */
  palette: 'green' | 'red' | 'orange' | 'gray';
  label: string;
}

/** Pick colours everywhere: correct green, incorrect red, push orange, pending gray. */
export const outcomeLooks: Record<PickOutcome, OutcomeLook> = {
  correct: { palette: 'green', label: pickOutcomeLabels.correct },
  incorrect: { palette: 'red', label: pickOutcomeLabels.incorrect },
  push: { palette: 'orange', label: pickOutcomeLabels.push },
  pending: { palette: 'gray', label: pickOutcomeLabels.pending },
};
