import type { MoneyAmounts } from '../schemas/money';
import { WEEK6_ENTRY_FEE } from '../survivor';
import { amountText } from './amount-text';

/*
 * The amounts the rules name, from the pool's money setting: the rules text an admin writes names
 * them by placeholder ("Survivor entry is {survivorEntry}"), so a change of an amount or of the
 * currency shows in the rules at once and the text never states a number of its own. No zod here:
 * the pages import this file.
 */

/** The late-entry group's prize (shared/money/amounts.ts lateEntryPrizeCents) in words: "25 points per late entry". */
export const lateEntryPrizeText = ({ survivorEntry, currency }: MoneyAmounts): string =>
  `${amountText(survivorEntry, currency)} per late entry`;

/** Each placeholder a rules text may hold, and what it shows. */
export const rulesPlaceholders = (amounts: MoneyAmounts): Readonly<Record<string, string>> => {
  const money = (amount: number) => amountText(amount, amounts.currency);
  const [q1, q2, q3, final] = amounts.squaresQuarters;
  return {
    survivorEntry: money(amounts.survivorEntry),
    survivorWinner: money(amounts.survivorWinner),
    lateEntryPrize: lateEntryPrizeText(amounts),
    weeklyWinner: money(amounts.weeklyWinner),
    seasonFirst: money(amounts.seasonFirst),
    seasonSecond: money(amounts.seasonSecond),
    week6Entry: money(WEEK6_ENTRY_FEE),
    squaresQ1: `${q1}%`,
    squaresQ2: `${q2}%`,
    squaresQ3: `${q3}%`,
    squaresFinal: `${final}%`,
  };
};

/** The rules text with every known `{placeholder}` replaced; any other text in braces stays as written. */
export const fillRulesAmounts = (text: string, amounts: MoneyAmounts): string => {
  const values = rulesPlaceholders(amounts);
  return text.replace(/\{(\w+)\}/g, (written, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : written,
  );
};
