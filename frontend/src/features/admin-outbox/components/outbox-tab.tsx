import { Alert, Box, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { OutboxMessage } from '@shared/schemas/outbox';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadMoreButton } from '@/components/admin/load-more-button';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { useOutbox } from '@/features/admin-outbox/api/get-outbox';
import { OutboxMessageDialog } from '@/features/admin-outbox/components/outbox-message-dialog';
import { OutboxMessageRow } from '@/features/admin-outbox/components/outbox-message-row';

/** The Outbox tab: the mail the local mail server received (reminders and the like), newest first. */
export const OutboxTab = () => {
  const { data: pages, error, size, setSize, mutate, isValidating } = useOutbox();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const messages = pages?.flatMap((page) => page.messages) ?? [];
  const hasMore = Boolean(pages?.at(-1)?.nextCursor);
  const loadingMore = pages !== undefined && pages.length < size;
  const sentBySes = pages?.[0]?.transport === 'ses';

  return (
    <AdminCard
      title="Outbox"
      description="The mail the local mail server received (reminders and anything else the pool sends), newest first. Open one to read it."
      aside={
        <Button
          size="sm"
          variant="outline"
          loading={pages !== undefined && isValidating && !loadingMore}
          loadingText="Refreshing"
          onClick={() => void mutate()}
        >
          Refresh
        </Button>
      }
    >
      {sentBySes && (
        <Alert.Root status="info" variant="subtle" size="sm" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              Mail is sent by Amazon SES. This outbox lists only what the local mail server received, so mail
              sent through SES does not appear here.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {error ? (
        <LoadError what="the outbox" onRetry={() => void mutate()} />
      ) : !pages ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading the outbox">
          {['a', 'b', 'c'].map((row) => (
            <Skeleton key={row} height="14" />
          ))}
        </Stack>
      ) : messages.length === 0 ? (
        <EmptyMessage title="No mail yet">Reminders and other mail the pool sends appear here.</EmptyMessage>
      ) : (
        <>
          <Box as="ul" listStyleType="none" aria-label="Received mail">
            {messages.map((message) => (
              <OutboxMessageRow key={message.id} message={message} onOpen={() => setOpened(message)} />
            ))}
          </Box>
          {hasMore && <LoadMoreButton loading={loadingMore} onLoad={() => void setSize(size + 1)} />}
        </>
      )}
      <OutboxMessageDialog message={opened} onClose={() => setOpened(null)} />
    </AdminCard>
  );
};
