import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The picks page's shape while its data loads: its header once the week is known, else placeholders. */
export const WeeklyPicksSkeleton = ({ header }: { header?: ReactNode }) => (
  <Stack gap={{ base: '4', md: '6' }} aria-busy="true" aria-label="Loading picks">
    {header ?? (
      <Stack gap="2">
        <Skeleton height="9" width="56" />
        <Skeleton height="5" width="72" maxW="full" />
      </Stack>
    )}
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
      {Array.from({ length: 6 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height="36" borderRadius="l3" />
      ))}
    </SimpleGrid>
  </Stack>
);
