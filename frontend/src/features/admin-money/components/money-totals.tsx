import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { MoneyTotals as Totals } from '@shared/schemas/money';
import { amountNumber } from '@/lib/money-text';

/** The pool's balance in words: what the players owe it, or it owes them, all lines together. */
const poolBalanceText = (balance: number): string => {
  if (balance < 0) return `Players owe ${amountNumber(-balance)}`;
  if (balance > 0) return `Pool owes ${amountNumber(balance)}`;
  return 'All square';
};

/** The pool's totals over every player's line. */
export const MoneyTotals = ({ totals }: { totals: Totals }) => {
  const facts: [string, string][] = [
    ['Owed', amountNumber(totals.owed)],
    ['Paid', amountNumber(totals.paid)],
    ['Won', amountNumber(totals.won)],
    ['Projected', amountNumber(totals.projected)],
    ['Balance', poolBalanceText(totals.balance)],
  ];
  return (
    <Box role="group" aria-label="Pool totals">
      <SimpleGrid as="dl" columns={{ base: 2, sm: 3, md: 5 }} gap="2">
        {facts.map(([label, value]) => (
          <Box
            key={label}
            borderWidth="1px"
            borderRadius="l2"
            px="3"
            py="2"
            bg="bg.subtle"
            gridColumn={label === 'Balance' ? { base: 'span 2', sm: 'auto' } : undefined}
          >
            <Text as="dt" fontSize="xs" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
};
