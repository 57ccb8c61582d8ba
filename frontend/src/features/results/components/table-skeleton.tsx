import { Skeleton, Stack } from '@chakra-ui/react';

/** A results table's shape while it loads. */
export const TableSkeleton = ({ rows = 6 }: { rows?: number }) => (
  <Stack gap="2" aria-busy="true" aria-label="Loading results">
    <Skeleton height="10" />
    {Array.from({ length: rows }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <Skeleton key={index} height="9" />
    ))}
  </Stack>
);
