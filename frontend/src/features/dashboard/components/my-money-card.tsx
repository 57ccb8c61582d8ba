import { Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMyMoney } from '@/features/dashboard/api/get-my-money';
import { amountText, yourBalanceText } from '@/lib/money-text';

/**
 * "Your money": owed, paid, won and the balance in words, what last season left unpaid, and winnings
 * still projected. Nothing for a
 * player without a line item, or when the read fails.
 */
export const MyMoneyCard = () => {
  const { data } = useMyMoney();
  if (!data || data.line.items.length === 0) return null;
  const { line, amounts } = data;
  const { currency } = amounts;
  const projected = line.items.filter((item) => item.projected);
  const earlier = line.items.filter((item) => item.source === 'earlier-season');
  const facts: [string, number][] = [
    ['Owed', line.owed],
    ['Paid', line.paid],
    ['Won', line.won],
  ];
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" as="section" aria-labelledby="your-money">
      <Card.Body gap="3">
        <HStack justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="your-money">
            Your money
          </Heading>
          <Text
            fontWeight="semibold"
            color={line.balance < 0 ? 'fg.error' : line.balance > 0 ? 'fg.success' : 'fg.muted'}
          >
            {yourBalanceText(line.balance, currency)}
          </Text>
        </HStack>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 3 }} gap="2">
          {facts.map(([label, amount]) => (
            <Stack
              key={label}
              direction={{ base: 'row', sm: 'column' }}
              justify="space-between"
              align={{ base: 'baseline', sm: 'stretch' }}
              gap="0"
              borderWidth="1px"
              borderRadius="l2"
              px="3"
              py="2"
              bg="bg.subtle"
            >
              <Text as="dt" fontSize={{ base: 'sm', sm: 'xs' }} color="fg.muted">
                {label}
              </Text>
              <Text as="dd" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {amountText(amount, currency)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {earlier.map((item) => (
          <Text key={item.label} fontSize="sm">
            {item.label}: {amountText(item.amount, currency)}, counted in{' '}
            {item.kind === 'owed' ? 'Owed' : 'Won'} until settled.
          </Text>
        ))}
        {line.projected > 0 && (
          <Text fontSize="sm" color="fg.muted">
            Projected winnings: {amountText(line.projected, currency)} (
            {projected.map((item) => item.label).join(', ')}), counted once decided.
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
};
