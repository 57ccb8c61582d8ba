import type { MoneyAmounts } from '@shared/schemas/money';
import { WEEK6_ENTRY_FEE } from '@shared/survivor';
import { amountText } from '@/lib/money-text';

export interface PrizeRow {
  label: string;
  value: string;
  /** How it is decided or shared, when that needs saying. */
  note?: string;
}

const quarterNames = ['End of Q1', 'End of Q2', 'End of Q3', 'Final score'] as const;

/** What playing costs (the survivor entry and each Week 6 entry). */
export const feeRows = ({ currency, survivorEntry }: MoneyAmounts): PrizeRow[] => [
  { label: 'Survivor entry', value: amountText(survivorEntry, currency), note: 'Standard or late entry' },
  { label: 'Week 6 survivor entry', value: amountText(WEEK6_ENTRY_FEE, currency), note: 'Per entry' },
];

export const weeklyPrizeRows = (amounts: MoneyAmounts): PrizeRow[] => [
  {
    label: 'Weekly winner',
    value: amountText(amounts.weeklyWinner, amounts.currency),
    note:
      amounts.weeklyTies === 'split'
        ? 'Players still tied after the Monday night tiebreaker split it'
        : 'A tie on correct picks goes to the Monday night tiebreaker',
  },
  {
    label: 'Season 1st place',
    value: amountText(amounts.seasonFirst, amounts.currency),
    note: 'After Week 18',
  },
  {
    label: 'Season 2nd place',
    value: amountText(amounts.seasonSecond, amounts.currency),
    note: 'After Week 18',
  },
];

export const survivorPrizeRows = (amounts: MoneyAmounts): PrizeRow[] => [
  {
    label: 'Survivor winner',
    value: amountText(amounts.survivorWinner, amounts.currency),
    note: 'Split when the last entries go out together',
  },
  {
    label: 'Late-entry survivor winner',
    value: `${amountText(amounts.survivorEntry, amounts.currency)} × entries`,
    note: "Every late entry's fee; split when the last entries go out together",
  },
];

export const squaresPrizeRows = ({ squaresQuarters }: MoneyAmounts): PrizeRow[] =>
  quarterNames.map((label, index) => ({ label, value: `${squaresQuarters[index]}% of the pot` }));
