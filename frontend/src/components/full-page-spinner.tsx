import { Center, Spinner } from '@chakra-ui/react';

/** The spinner that stands for a page still loading, announced as such. */
export const PageSpinner = () => (
  <Spinner size="xl" color="brand.solid" borderWidth="4px" role="status" aria-label="Loading" />
);

export const FullPageSpinner = () => (
  <Center minH="100dvh" aria-busy="true">
    <PageSpinner />
  </Center>
);
