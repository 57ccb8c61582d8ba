import type { Ledger, MoneyAmounts, SuperBowlScore } from '@shared/schemas/money';
import useSWRMutation from 'swr/mutation';
import { ledgerUrl } from '@/features/admin-money/api/get-ledger';
import { apiMutate } from '@/lib/api-client';

/* The two settings of the ledger; each answers the ledger they move, which replaces the cached one. */

export const useUpdateAmounts = () =>
  useSWRMutation(
    ledgerUrl,
    (_url: string, { arg }: { arg: MoneyAmounts }) =>
      apiMutate<Ledger>('PUT', `${ledgerUrl}/amounts`, arg, (s) => s.ledgerResponse),
    { populateCache: true, revalidate: false },
  );

export const useSetSuperBowlScore = () =>
  useSWRMutation(
    ledgerUrl,
    (_url: string, { arg }: { arg: SuperBowlScore }) =>
      apiMutate<Ledger>('PUT', `${ledgerUrl}/super-bowl`, arg, (s) => s.ledgerResponse),
    { populateCache: true, revalidate: false },
  );
