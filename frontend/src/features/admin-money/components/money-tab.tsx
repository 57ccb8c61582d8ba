import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MoneyLine } from '@shared/schemas/money';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { PlayedSeasonSelect } from '@/components/admin/played-season-select';
import { DownloadCsvLink } from '@/components/download-csv-link';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { ledgerCsvOf, useLedger } from '@/features/admin-money/api/get-ledger';
import { AmountsCard } from '@/features/admin-money/components/amounts-card';
import { MoneyTable } from '@/features/admin-money/components/money-table';
import { MoneyTotals } from '@/features/admin-money/components/money-totals';
import { PaymentDialog, type PaymentTarget } from '@/features/admin-money/components/payment-dialog';
import { PlayerMoneyDialog } from '@/features/admin-money/components/player-money-dialog';
import { SuperBowlCard } from '@/features/admin-money/components/super-bowl-card';
import { useSeasons } from '@/lib/admin/api/get-seasons';

/** The Money tab: each player's owed, paid, won and balance, their payments, and the money settings. */
export const MoneyTab = () => {
  // A past season's ledger is read only: what it left unpaid is on the lines of the season after it.
  const [season, setSeason] = useState<number | null>(null);
  const { data: seasons } = useSeasons();
  const { data: ledger, error, mutate } = useLedger(season);
  const past = season !== null;
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentTarget | null>(null);
  const currency = ledger?.amounts.currency ?? 'points';
  // The details follow the ledger, so a payment just recorded shows in them.
  const details = ledger?.rows.find((line) => line.userId === detailsOf) ?? null;
  const record = (line: MoneyLine) => {
    setDetailsOf(null);
    setPayment({ player: line, corrects: null });
  };

  if (error) return <LoadError what="the ledger" onRetry={() => void mutate()} />;
  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <AdminCard
        title="Money"
        description={`What each player owes, has paid and has won, in ${currency}. Winnings come from the results; payments are recorded here and corrected by a new record, never edited.`}
      >
        {seasons && seasons.seasons.length > 1 && (
          <Stack gap="2">
            <PlayedSeasonSelect seasons={seasons} season={season} onChange={setSeason} />
            {past && (
              <Text fontSize="sm" color="fg.muted">
                The {season} season has ended: its ledger is read only. A balance it left unpaid is on the
                player's line in {seasons.current} until settled there.
              </Text>
            )}
          </Stack>
        )}
        {!ledger ? (
          <Stack gap="2" aria-busy="true" aria-label="Loading the ledger">
            {['a', 'b', 'c', 'd'].map((row) => (
              <Skeleton key={row} height="12" />
            ))}
          </Stack>
        ) : (
          <>
            <MoneyTotals totals={ledger.totals} />
            {ledger.rows.length === 0 ? (
              <EmptyMessage title="No money yet">
                Players show here once they owe or win something: a survivor entry, a Week 6 entry or a
                square.
              </EmptyMessage>
            ) : (
              <MoneyTable
                rows={ledger.rows}
                currency={currency}
                onDetails={(line) => setDetailsOf(line.userId)}
                onRecord={past ? undefined : record}
              />
            )}
            <DownloadCsvLink href={ledgerCsvOf(season)} />
          </>
        )}
      </AdminCard>
      {ledger && !past && (
        <>
          <AmountsCard amounts={ledger.amounts} />
          <SuperBowlCard score={ledger.superBowl} />
        </>
      )}
      <PlayerMoneyDialog
        line={details}
        currency={currency}
        onRecord={past ? undefined : record}
        onCorrect={
          past
            ? undefined
            : (line, corrected) => {
                setDetailsOf(null);
                setPayment({ player: line, corrects: corrected });
              }
        }
        onClose={() => setDetailsOf(null)}
      />
      <PaymentDialog target={payment} currency={currency} onClose={() => setPayment(null)} />
    </Stack>
  );
};
