import { Skeleton, Stack } from '@chakra-ui/react';
import type { MoneyAmounts } from '@shared/schemas/money';
import { PayoutList } from '@/features/rules/components/rules-card';
import type { PrizeRow } from '@/features/rules/prizes';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';

/** A tab's payouts from the pool's amounts (one read the tabs share); nothing when they cannot load. */
export const Payouts = ({ rows }: { rows: (amounts: MoneyAmounts) => PrizeRow[] }) => {
  const { data: amounts, error } = useMoneyAmounts();
  if (error) return null;
  if (!amounts)
    return (
      <Stack gap="2" aria-busy="true" aria-label="Loading the payouts">
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  return <PayoutList payouts={rows(amounts)} />;
};
