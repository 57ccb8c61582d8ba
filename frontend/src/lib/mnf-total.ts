import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '@shared/mnf-total';

/** What the MNF box asks for, shown under it and again when it holds something else. */
export const MNF_TOTAL_RULE = `Both teams' points combined, ${MNF_TOTAL_MIN}-${MNF_TOTAL_MAX}, whole number`;

/** The typed MNF total: nothing yet, a total the API takes, or text that breaks the rule. */
export type MnfTotalEntry = { kind: 'empty' } | { kind: 'total'; total: number } | { kind: 'invalid' };

/**
 * Reads the MNF box as typed, never changing it: a whole number within 0-150 (spec section 5) is
 * a total; anything else is invalid and is not saved as something else.
 */
export const readMnfTotal = (text: string): MnfTotalEntry => {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  // Digits only: Number() would also read '1e1', '0x10' or '45.0' as whole numbers the box never showed.
  if (!/^\d+$/.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  if (value < MNF_TOTAL_MIN || value > MNF_TOTAL_MAX) return { kind: 'invalid' };
  return { kind: 'total', total: value };
};

/** Said under the box when Save found it empty. */
export const MNF_TOTAL_NEEDED = 'Enter a total to save your picks';

/** Why the typed text is not a total, as the player reads it under the box; null when it is one or empty. */
export const mnfTotalProblem = (text: string): string | null => {
  if (readMnfTotal(text).kind !== 'invalid') return null;
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return `${trimmed} is more than ${MNF_TOTAL_MAX}`;
  if (/^-\s*\d/.test(trimmed)) return "A total can't be negative";
  if (/^\d*[.,]\d*$/.test(trimmed)) return 'Whole numbers only, no decimals';
  return 'Numbers only';
};

/** The entry's total, or null when there is none to save. */
export const totalOf = (entry: MnfTotalEntry): number | null => (entry.kind === 'total' ? entry.total : null);

/** The Incomplete Picks toast's text (spec section 9), naming the MNF rule when the box breaks it. */
export const incompletePicksText = (mnfInvalid: boolean) =>
  [
    'Please complete all required selections before saving.',
    ...(mnfInvalid ? [`MNF total: ${MNF_TOTAL_RULE}.`] : []),
  ].join('\n');
