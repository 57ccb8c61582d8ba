import type { PickOutcome } from '@shared/scoring';

export interface OutcomeLook {
  /** A Chakra colour palette. */
  palette: 'green' | 'red' | 'orange' | 'gray';
  label: string;
}

/** Pick colours everywhere: correct green, incorrect red, push orange, pending gray. */
export const outcomeLooks: Record<PickOutcome, OutcomeLook> = {
  correct: { palette: 'green', label: 'Correct' },
  incorrect: { palette: 'red', label: 'Incorrect' },
  push: { palette: 'orange', label: 'Push' },
  pending: { palette: 'gray', label: 'Pending' },
};
