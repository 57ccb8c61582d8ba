import type { MyMoney } from '@shared/schemas/money';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const myMoneyKey = '/api/money/me';

/** The player's own line of the ledger; not asked until `ready`, so it never competes with the week's reads. */
export const useMyMoney = (ready: boolean) =>
  useSWR<MyMoney, Error>(
    ready ? myMoneyKey : null,
    readAs((s) => s.myMoneyResponse),
  );
