const suffixes: Record<Intl.LDMLPluralRule, string> = {
  zero: 'th',
  one: 'st',
  two: 'nd',
  few: 'rd',
  many: 'th',
  other: 'th',
};
const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** 1 → "1st", 2 → "2nd", 13 → "13th", 22 → "22nd". */
export const ordinal = (n: number): string => `${n}${suffixes[ordinalRules.select(n)]}`;
