import type { MyMoney } from '@shared/schemas/money';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const myMoneyKey = '/api/money/me';

/** The player's own line of the ledger. */
export const useMyMoney = () =>
  useSWR<MyMoney, Error>(
    myMoneyKey,
    readAs((s) => s.myMoneyResponse),
  );
