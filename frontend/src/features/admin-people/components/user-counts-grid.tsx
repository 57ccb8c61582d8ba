import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { UserCounts } from '@/lib/admin/user-search';

const labels: { key: keyof UserCounts; label: string }[] = [
  { key: 'total', label: 'Total Users' },
  { key: 'admins', label: 'Admins' },
  { key: 'regular', label: 'Regular Users' },
  { key: 'filtered', label: 'Filtered' },
];

/** The four head counts of the Users tab; placeholders while the users load. */
export const UserCountsGrid = ({ counts }: { counts: UserCounts | null }) => (
  <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
    {labels.map(({ key, label }) => (
      <Box key={key} borderWidth="1px" borderRadius="l2" px="3" py="2.5" bg="bg.subtle">
        <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
          {label}
        </Text>
        <Text as="dd" fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="short">
          {counts ? counts[key] : <Skeleton as="span" display="inline-block" height="6" width="8" />}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);
