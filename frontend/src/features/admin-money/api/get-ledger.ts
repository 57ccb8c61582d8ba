import type { Ledger } from '@shared/schemas/money';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const ledgerUrl = '/api/admin/money';
export const ledgerCsvUrl = '/api/admin/money/csv';

/** The pool's ledger: every player's line, the totals, the amounts and the Super Bowl score. */
export const useLedger = () =>
  useSWR<Ledger, Error>(
    ledgerUrl,
    readAs((s) => s.ledgerResponse),
  );
