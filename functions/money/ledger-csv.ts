import type { Ledger } from '../../shared/schemas/money';
import type { CsvTable } from '../lib/csv';

/** The ledger as the Money section shows it: a row per player, then the pool's totals. */
export const ledgerCsv = (ledger: Pick<Ledger, 'rows' | 'totals'>): CsvTable => ({
  header: ['Player', 'Owed', 'Paid', 'Won', 'Projected', 'Balance'],
  rows: [
    ...ledger.rows.map((row) => [row.displayName, row.owed, row.paid, row.won, row.projected, row.balance]),
    [
      'Total',
      ledger.totals.owed,
      ledger.totals.paid,
      ledger.totals.won,
      ledger.totals.projected,
      ledger.totals.balance,
    ],
  ],
});

/** `ledger.csv`, or `ledger-2025.csv` for a season asked for by name. */
export const ledgerFilename = (season?: number): string => (season ? `ledger-${season}.csv` : 'ledger.csv');
