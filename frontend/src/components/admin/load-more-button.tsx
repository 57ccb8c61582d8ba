import { Button } from '@chakra-ui/react';

/** "Load more" under a paged admin list (the audit log, the outbox). */
export const LoadMoreButton = ({ loading, onLoad }: { loading: boolean; onLoad: () => void }) => (
  <Button
    variant="outline"
    alignSelf={{ base: 'stretch', sm: 'center' }}
    loading={loading}
    loadingText="Loading..."
    onClick={onLoad}
  >
    Load more
  </Button>
);
