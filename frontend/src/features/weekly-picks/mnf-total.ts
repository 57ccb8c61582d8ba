import { MNF_TOTAL_MAX, MNF_TOTAL_MIN } from '@shared/mnf-total';

/**
 * The typed MNF total as the API takes it: empty or non-numeric is null; otherwise a whole number
 * kept within 0-150 (spec section 5).
 */
export const parseMnfTotal = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return null;
  return Math.min(MNF_TOTAL_MAX, Math.max(MNF_TOTAL_MIN, Math.round(value)));
};
