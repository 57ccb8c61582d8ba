/* Money as the pool's pages say it: amounts in the pool's currency label. */
import { amountNumber, amountText } from '@shared/money/amount-text';

export { amountNumber, amountText };

/** The player's balance in plain words (balance = paid + won - owed). */
export const yourBalanceText = (balance: number, currency: string): string => {
  if (balance < 0) return `You owe ${amountText(-balance, currency)}`;
  if (balance > 0) return `The pool owes you ${amountText(balance, currency)}`;
  return 'All square';
};

/** A player's balance as the admin reads it: "Owes 25", "Is owed 350 points", "All square". */
export const ledgerBalanceText = (balance: number, currency?: string): string => {
  const unit = currency ? ` ${currency}` : '';
  if (balance < 0) return `Owes ${amountNumber(-balance)}${unit}`;
  if (balance > 0) return `Is owed ${amountNumber(balance)}${unit}`;
  return 'All square';
};
