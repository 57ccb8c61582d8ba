import type { Ledger } from '@shared/schemas/money';
import useSWRMutation from 'swr/mutation';
import { ledgerUrl } from '@/features/admin-money/api/get-ledger';
import { apiMutate } from '@/lib/api-client';

export interface PaymentInput {
  userId: string;
  amount: number;
  /** YYYY-MM-DD. */
  paidOn: string;
  note: string;
  /** Set when this payment corrects an earlier one (payments are never edited). */
  correctsPaymentId?: string;
  /** Names the payment as typed: sent again (a retry after a timeout), the server records it once. */
  requestId: string;
}

/** Records a payment or a correction; the answer is the whole ledger, which replaces the cached one. */
export const useRecordPayment = () =>
  useSWRMutation(
    ledgerUrl,
    (_url: string, { arg }: { arg: PaymentInput }) =>
      apiMutate<Ledger>('POST', `${ledgerUrl}/payments`, arg, (s) => s.ledgerResponse),
    { populateCache: true, revalidate: false },
  );
