import { Badge, Button, Card, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorEntry, SurvivorPool } from '@shared/schemas/survivor';
import {
  type Week6RegistrationStatus,
  week6DeadlineText,
  week6FieldText,
  week6StartText,
} from '@shared/week6-registration';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { CreateEntryDialog } from '@/features/week6/components/create-entry-dialog';
import { Week6EntryCard } from '@/features/week6/components/week6-entry-card';
import { useCurrentWeek } from '@/lib/api/get-current-week';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { createWeek6Entry, deleteWeek6Entry, useWeek6Entries, useWeek6Pools } from '@/lib/api/survivor';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';
import { useDocumentTitle } from '@/lib/use-document-title';

const DEFAULT_DESCRIPTION =
  'A fresh survivor pool from Week 6: one team a week, each team once. Last entry standing wins.';

const reportFailure = (error: unknown, fallback: string) => {
  if (isUnauthorizedError(error)) {
    handleUnauthorized();
    return;
  }
  toaster.create({ type: 'error', title: 'Error', description: serverMessage(error, fallback) });
};

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0">
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" fontWeight="semibold">
      {label}
    </Text>
    <Text fontWeight="bold">{value}</Text>
  </Stack>
);

interface PoolCardProps {
  pool: SurvivorPool;
  entryCount: number;
  registration: Week6RegistrationStatus | undefined;
  onCreate: () => void;
}

/**
 * The pool: what it costs, how many entries it takes, when it starts, and the player's count; a new
 * entry until registration closes, then how many entries are still alive.
 */
const PoolCard = ({ pool, entryCount, registration, onCreate }: PoolCardProps) => {
  const money = useAmountText();
  const max = pool.maxEntries || 10;
  const closed = registration?.isOpen === false;
  return (
    <Card.Root variant="outline" bg="bg" shadow="xs" as="section" aria-label={pool.name}>
      <Card.Body gap="4" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading as="h2" size="lg">
              {pool.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {pool.description || DEFAULT_DESCRIPTION}
            </Text>
          </Stack>
          {closed ? (
            <Badge colorPalette="gray" variant="solid" flexShrink="0">
              Registration closed
            </Badge>
          ) : (
            pool.isActive && (
              <Badge colorPalette="green" variant="solid" flexShrink="0">
                Active
              </Badge>
            )
          )}
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Fact label="Entry fee" value={money(pool.entryFee ?? 0)} />
          <Fact label="Max entries" value={String(max)} />
          <Fact
            label={closed ? 'Started' : 'New entries start'}
            value={`Week ${closed || !registration ? pool.startWeek : registration.startWeek}`}
          />
          <Fact label="Your entries" value={`${entryCount} of ${max}`} />
        </SimpleGrid>
        {closed && registration ? (
          <Text fontSize="sm" fontWeight="medium" role="status">
            {week6DeadlineText(registration)} {week6FieldText(registration)}
          </Text>
        ) : entryCount >= max ? (
          <Text fontSize="sm" fontWeight="medium" color="fg.muted" role="status">
            You have reached the maximum number of entries for this pool.
          </Text>
        ) : (
          <Stack gap="2">
            {registration && (
              <Text fontSize="sm" color="fg.muted">
                {week6StartText(registration, 'New entries')} {week6DeadlineText(registration)}
              </Text>
            )}
            <Button alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={onCreate}>
              Create New Entry
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
};

const PoolsSkeleton = () => (
  <Stack gap="4" aria-busy="true" aria-label="Loading pools">
    <Skeleton height="48" borderRadius="l2" />
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Skeleton height="40" borderRadius="l2" />
      <Skeleton height="40" borderRadius="l2" />
    </SimpleGrid>
  </Stack>
);

/**
 * /week6/pools: the Week 6 pool, creating and deleting entries until registration closes, and the
 * player's entries.
 */
export const Week6PoolsPage = () => {
  useDocumentTitle('Week 6 Survivor Pools · NFL Pool');
  const pools = useWeek6Pools();
  const entries = useWeek6Entries();
  const registration = useWeek6Registration();
  const { week } = useCurrentWeek();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState(false);
  const [deleting, setDeleting] = useState<SurvivorEntry | null>(null);

  const header = (
    <PageHeader
      title="Week 6 Survivor Pools"
      subtitle="Your survivor entries: one team a week, each once. Last entry standing wins."
    />
  );
  if (
    pools.isLoading ||
    entries.isLoading ||
    (registration.isLoading && !registration.data) ||
    week === null
  ) {
    return (
      <Stack gap="6">
        {header}
        <PoolsSkeleton />
      </Stack>
    );
  }
  if (pools.error || entries.error) {
    return (
      <Stack gap="6">
        {header}
        <LoadError
          what="the Week 6 pools"
          onRetry={() => {
            void pools.mutate();
            void entries.mutate();
          }}
        />
      </Stack>
    );
  }
  const pool = pools.data?.find((candidate) => candidate.isActive) ?? pools.data?.[0];
  const mine = entries.data ?? [];
  const inPool = mine.filter((entry) => entry.poolId === pool?.id).length;
  const closed = registration.data?.isOpen === false;

  const create = async (entryName: string) => {
    if (!pool) return;
    if (!entryName.trim()) {
      toaster.create({ type: 'error', title: 'Error', description: 'Please enter an entry name' });
      return;
    }
    setPending(true);
    try {
      await createWeek6Entry(pool.id, entryName.trim());
      toaster.create({
        type: 'success',
        title: 'Entry Created',
        description: `${entryName.trim()} is in ${pool.name}.`,
      });
      setCreating(false);
      await entries.mutate();
    } catch (error) {
      reportFailure(error, 'Failed to create entry');
      // Refused because the pools closed meanwhile: the page then says so.
      void registration.mutate();
    } finally {
      setPending(false);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setPending(true);
    try {
      await deleteWeek6Entry(deleting.id);
      toaster.create({
        type: 'success',
        title: 'Entry Deleted',
        description: `${deleting.displayName} was deleted.`,
      });
      setDeleting(null);
      await entries.mutate();
    } catch (error) {
      reportFailure(error, 'Failed to delete entry');
      void registration.mutate();
      setDeleting(null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {header}
      {pool ? (
        <PoolCard
          pool={pool}
          entryCount={inPool}
          registration={registration.data}
          onCreate={() => setCreating(true)}
        />
      ) : (
        <EmptyMessage title="No pool is open">The pool admin has not opened a Week 6 pool.</EmptyMessage>
      )}
      <Stack as="section" aria-labelledby="your-entries" gap="3">
        <Heading id="your-entries" as="h2" size="lg">
          Your Entries
        </Heading>
        {mine.length === 0 ? (
          <Card.Root variant="outline" bg="bg">
            {closed ? (
              <EmptyMessage title="No entries">
                The Week 6 pools closed to new entries when they started. Follow them on the Survivor tab of
                Results.
              </EmptyMessage>
            ) : (
              <EmptyMessage title="No entries yet">
                Create your first entry to start playing Week 6 survivor!
              </EmptyMessage>
            )}
          </Card.Root>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={{ base: '3', md: '4' }}>
            {mine.map((entry) => (
              <Week6EntryCard
                key={entry.id}
                entry={entry}
                week={week}
                onDelete={closed ? undefined : setDeleting}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <CreateEntryDialog
        open={creating}
        pending={pending}
        onCreate={create}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Entry"
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      >
        Are you sure you want to delete this entry? This action cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
};
