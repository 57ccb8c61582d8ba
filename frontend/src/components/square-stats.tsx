import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { SquareCounts } from '@/lib/squares-grid';

interface SquareStatsProps {
  counts: SquareCounts;
  /** The price in words ("25 points"), shown first when given (the player page); the admin edits it instead. */
  price?: string;
}

/** The grid at a glance: price per square, open and taken squares. */
export const SquareStats = ({ counts, price }: SquareStatsProps) => {
  const stats = [
    ...(price === undefined ? [] : [{ label: 'Price per square', value: price }]),
    { label: 'Available', value: String(counts.available) },
    { label: 'Purchased', value: String(counts.purchased) },
  ];
  return (
    <SimpleGrid as="dl" columns={stats.length} gap={{ base: '2', md: '3' }}>
      {stats.map(({ label, value }) => (
        <Box key={label} borderWidth="1px" borderRadius="l2" px={{ base: '2.5', md: '4' }} py="2.5" bg="bg">
          <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium" lineHeight="short">
            {label}
          </Text>
          <Text
            as="dd"
            fontSize={{ base: 'xl', md: '2xl' }}
            fontWeight="bold"
            fontVariantNumeric="tabular-nums"
            lineHeight="short"
          >
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
};
