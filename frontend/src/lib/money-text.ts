/* Money as the pool's pages say it: amounts in the pool's currency label (issue 30). */

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2500 → "2,500", 12.5 → "12.50": whole amounts without decimals, the rest with two. */
export const amountNumber = (amount: number): string =>
  (Number.isInteger(Math.round(amount * 100) / 100) ? whole : cents).format(amount);

/** "2,500 points"; a negative amount keeps its sign ("-25 points"). */
export const amountText = (amount: number, currency: string): string => `${amountNumber(amount)} ${currency}`;

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
