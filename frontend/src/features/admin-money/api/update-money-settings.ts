import type { MoneyAmounts, SuperBowlScore } from '@shared/schemas/money';
import useSWRMutation from 'swr/mutation';
import { ledgerUrl } from '@/features/admin-money/api/get-ledger';
import { apiMutate } from '@/lib/api-client';

/* The two settings of the ledger; each write reads the ledger again, as both move the money. */

export const useUpdateAmounts = () =>
  useSWRMutation(ledgerUrl, (_url: string, { arg }: { arg: MoneyAmounts }) =>
    apiMutate('PUT', `${ledgerUrl}/amounts`, arg),
  );

export const useSetSuperBowlScore = () =>
  useSWRMutation(ledgerUrl, (_url: string, { arg }: { arg: SuperBowlScore }) =>
    apiMutate('PUT', `${ledgerUrl}/super-bowl`, arg),
  );
