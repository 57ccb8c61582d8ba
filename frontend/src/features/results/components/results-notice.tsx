import { Alert } from '@chakra-ui/react';

/** An informational line above a results table. */
export const ResultsNotice = ({ children }: { children: string }) => (
  <Alert.Root status="info" variant="subtle" borderRadius="l2" py="2.5">
    <Alert.Indicator />
    <Alert.Title fontWeight="medium">{children}</Alert.Title>
  </Alert.Root>
);
