import { Box, Card, Heading, List, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { SQUARES_PAYOUTS } from '@shared/squares';
import { useMoneyAmounts } from '@/lib/api/get-money-amounts';

/** The rules of the grid and how the pot is split (the admin's percents, Admin → Money). */
export const HowItWorksCard = () => {
  const amounts = useMoneyAmounts();
  return (
    <Card.Root as="section" aria-labelledby="squares-how-it-works" variant="outline" bg="bg" size="sm">
      <Card.Header>
        <Heading as="h2" id="squares-how-it-works" size="md" letterSpacing="tight">
          How It Works
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <List.Root as="ol" fontSize="sm" ps="5" gap="1.5" css={{ '& li::marker': { color: 'fg.muted' } }}>
          <List.Item>Squares open February 1. The pool admins assign every square to a player.</List.Item>
          <List.Item>Each row and each column of the grid stands for a digit from 0 to 9.</List.Item>
          <List.Item>
            At the end of each quarter, the square where the last digits of the two teams' scores meet wins
            that quarter's share of the pot.
          </List.Item>
        </List.Root>
        <Box>
          <Text fontSize="sm" fontWeight="semibold" mb="2">
            Payouts
          </Text>
          <SimpleGrid as="dl" columns={{ base: 2, sm: 4 }} gap="2">
            {SQUARES_PAYOUTS.map(({ period, percent }, index) => (
              <Box key={period} borderWidth="1px" borderRadius="l2" px="3" py="2" bg="bg.subtle">
                <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
                  {period === 'Final' ? 'Final score' : period}
                </Text>
                <Skeleton as="dd" loading={amounts.isLoading}>
                  <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {amounts.data?.squaresQuarters[index] ?? percent}%
                  </Text>
                </Skeleton>
              </Box>
            ))}
          </SimpleGrid>
        </Box>
      </Card.Body>
    </Card.Root>
  );
};
