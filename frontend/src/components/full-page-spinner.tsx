import { Center, Spinner } from '@chakra-ui/react';

export const FullPageSpinner = () => (
  <Center minH="100dvh" aria-busy="true">
    <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-label="Loading" />
  </Center>
);
