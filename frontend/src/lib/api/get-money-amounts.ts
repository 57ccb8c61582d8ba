import type { MoneyAmounts } from '@shared/schemas/money';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const moneyAmountsKey = '/api/money/amounts';

/** The pool's fees and prizes as the admin set them (Admin → Money), in its currency label: the rules and the squares page show them. */
export const useMoneyAmounts = () =>
  useSWR<MoneyAmounts, Error>(
    moneyAmountsKey,
    readAs((s) => s.moneyAmountsResponse),
  );
