import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled fact of a job's state (schedule, last run, next run), inside a `dl`. */
export const StatusFact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap="0.5" minW="0">
    <Text as="dt" fontSize="sm" color="fg.muted" fontWeight="medium">
      {label}
    </Text>
    <Stack as="dd" gap="0.5">
      {children}
    </Stack>
  </Stack>
);
