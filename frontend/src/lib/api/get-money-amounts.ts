import { amountText, DEFAULT_CURRENCY } from '@shared/money/amount-text';
import type { MoneyAmounts } from '@shared/schemas/money';
import { useCallback } from 'react';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const moneyAmountsKey = '/api/money/amounts';

/** The pool's fees and prizes as the admin set them (Admin → Money), in its currency label: the rules and the squares page show them. */
export const useMoneyAmounts = () =>
  useSWR<MoneyAmounts, Error>(
    moneyAmountsKey,
    readAs((s) => s.moneyAmountsResponse),
  );

/** An amount in words in the pool's currency label ("100 points"); the default label until the amounts load. */
export const useAmountText = (): ((amount: number) => string) => {
  const currency = useMoneyAmounts().data?.currency ?? DEFAULT_CURRENCY;
  return useCallback((amount: number) => amountText(amount, currency), [currency]);
};
