import type { Ledger } from '@shared/schemas/money';
import useSWR from 'swr';
import { readAs } from '@/lib/api-client';

export const ledgerUrl = '/api/admin/money';
export const ledgerCsvUrl = '/api/admin/money/csv';

/** `?season=2025` for a past season; nothing for the season the pool plays (null). */
const seasonQuery = (season: number | null) => (season === null ? '' : `?season=${season}`);

/** The ledger's CSV: the season played, or a past one. */
export const ledgerCsvOf = (season: number | null) => `${ledgerCsvUrl}${seasonQuery(season)}`;

/**
 * A season's ledger: every player's line, the totals, the amounts and the Super Bowl score. The
 * season played (null) is read under the key its payments and settings update.
 */
export const useLedger = (season: number | null) =>
  useSWR<Ledger, Error>(
    `${ledgerUrl}${seasonQuery(season)}`,
    readAs((s) => s.ledgerResponse),
  );
