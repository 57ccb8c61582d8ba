import { Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LoadError } from '@/components/load-error';
import { RulesCard } from '@/features/rules/components/rules-card';
import {
  feeRows,
  type PrizeRow,
  squaresPrizeRows,
  survivorPrizeRows,
  weeklyPrizeRows,
} from '@/features/rules/prizes';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';

/** Prizes and fees: every amount of the pool's money in one table, as the admin set them. */
export const PrizesTab = () => {
  const { data: amounts, error, mutate } = useMoneyAmounts();
  if (error) return <LoadError what="the prizes and fees" onRetry={() => void mutate()} />;
  const groups: [string, PrizeRow[]][] = amounts
    ? [
        ['Fees', feeRows(amounts)],
        ['Weekly pool', weeklyPrizeRows(amounts)],
        ['Survivor', survivorPrizeRows(amounts)],
        ['Super Bowl squares', squaresPrizeRows(amounts)],
      ]
    : [];
  return (
    <RulesCard title="Prizes and fees">
      {!amounts ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the prizes and fees">
          {['a', 'b', 'c', 'd', 'e'].map((row) => (
            <Skeleton key={row} height="8" />
          ))}
        </Stack>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            Amounts are in {amounts.currency}. Winnings come from the results: the pool works them out, nobody
            types them in.
          </Text>
          <Table.Root size="sm" aria-label={`Prizes and fees in ${amounts.currency}`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>What</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {groups.map(([group, rows]) => (
                <Fragment key={group}>
                  <Table.Row bg="bg.subtle">
                    <Table.ColumnHeader colSpan={2} scope="colgroup" fontWeight="semibold">
                      {group}
                    </Table.ColumnHeader>
                  </Table.Row>
                  {rows.map((row) => (
                    <Table.Row key={row.label}>
                      <Table.Cell>
                        <Text>{row.label}</Text>
                        {row.note && (
                          <Text fontSize="xs" color="fg.muted">
                            {row.note}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell
                        textAlign="end"
                        fontWeight="semibold"
                        fontVariantNumeric="tabular-nums"
                        whiteSpace="nowrap"
                        verticalAlign="top"
                      >
                        {row.value}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Fragment>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      )}
    </RulesCard>
  );
};
