import { Button, HStack, Table, Text } from '@chakra-ui/react';
import type { MoneyLine } from '@shared/schemas/money';
import { amountNumber, ledgerBalanceText } from '@/lib/money-text';

interface MoneyTableProps {
  rows: readonly MoneyLine[];
  currency: string;
  onDetails: (line: MoneyLine) => void;
  /** Left out for a past season: its ledger is read only. */
  onRecord?: (line: MoneyLine) => void;
}

const columns = [
  ['owed', 'Owed'],
  ['paid', 'Paid'],
  ['won', 'Won'],
  ['projected', 'Projected'],
] as const;

const balanceColor = (balance: number) =>
  balance < 0 ? 'fg.error' : balance > 0 ? 'fg.success' : 'fg.muted';

/**
 * The players' lines: a table on wide screens, a card a player on phones (the same table, laid out by
 * CSS, so it keeps its rows and cells for screen readers). On phones each number is preceded by its
 * column's name, drawn from `data-label` by CSS.
 */
export const MoneyTable = ({ rows, currency, onDetails, onRecord }: MoneyTableProps) => (
  <Table.ScrollArea borderWidth={{ md: '1px' }} borderRadius="l2">
    <Table.Root
      size="sm"
      aria-label={`Players' money in ${currency}`}
      role="table"
      display={{ base: 'block', md: 'table' }}
    >
      <Table.Header role="rowgroup" hideBelow="md">
        <Table.Row bg="bg.subtle" role="row">
          <Table.ColumnHeader role="columnheader">Player</Table.ColumnHeader>
          {columns.map(([key, label]) => (
            <Table.ColumnHeader key={key} role="columnheader" textAlign="end">
              {label}
            </Table.ColumnHeader>
          ))}
          <Table.ColumnHeader role="columnheader" textAlign="end">
            Balance
          </Table.ColumnHeader>
          <Table.ColumnHeader role="columnheader">
            <Text srOnly>Actions</Text>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body
        role="rowgroup"
        display={{ base: 'flex', md: 'table-row-group' }}
        flexDirection="column"
        gap="3"
      >
        {rows.map((line) => (
          <Table.Row
            key={line.userId}
            role="row"
            display={{ base: 'grid', md: 'table-row' }}
            gridTemplateColumns="repeat(2, minmax(0, 1fr))"
            columnGap="4"
            p={{ base: '3', md: '0' }}
            borderWidth={{ base: '1px', md: '0' }}
            borderRadius={{ base: 'l2', md: '0' }}
          >
            <Table.Cell
              role="rowheader"
              gridColumn="1 / -1"
              fontWeight="semibold"
              overflowWrap="anywhere"
              borderBottomWidth={{ base: '0', md: '1px' }}
              px={{ base: '0', md: '3' }}
            >
              {line.displayName}
            </Table.Cell>
            {columns.map(([key, label]) => (
              <Table.Cell
                key={key}
                role="cell"
                data-label={label}
                _before={{ content: { base: 'attr(data-label)', md: 'none' }, color: 'fg.muted' }}
                display={{ base: 'flex', md: 'table-cell' }}
                justifyContent="space-between"
                textAlign="end"
                fontVariantNumeric="tabular-nums"
                color={key === 'projected' && line.projected !== 0 ? 'fg.muted' : undefined}
                borderBottomWidth={{ base: '0', md: '1px' }}
                px={{ base: '0', md: '3' }}
                py={{ base: '0.5', md: '2' }}
              >
                {amountNumber(line[key])}
              </Table.Cell>
            ))}
            <Table.Cell
              role="cell"
              gridColumn="1 / -1"
              textAlign={{ md: 'end' }}
              fontWeight="semibold"
              color={balanceColor(line.balance)}
              borderBottomWidth={{ base: '0', md: '1px' }}
              px={{ base: '0', md: '3' }}
              py={{ base: '1', md: '2' }}
            >
              {ledgerBalanceText(line.balance)}
            </Table.Cell>
            <Table.Cell
              role="cell"
              gridColumn="1 / -1"
              borderBottomWidth={{ base: '0', md: '1px' }}
              px={{ base: '0', md: '3' }}
              pt={{ base: '2', md: '2' }}
            >
              <HStack gap="2" justify={{ md: 'flex-end' }}>
                <Button
                  size={{ base: 'sm', md: 'xs' }}
                  variant="outline"
                  flex={{ base: '1', md: 'none' }}
                  aria-label={`Details of ${line.displayName}`}
                  onClick={() => onDetails(line)}
                >
                  Details
                </Button>
                {onRecord && (
                  <Button
                    size={{ base: 'sm', md: 'xs' }}
                    flex={{ base: '1', md: 'none' }}
                    aria-label={`Record payment for ${line.displayName}`}
                    onClick={() => onRecord(line)}
                  >
                    Record payment
                  </Button>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
