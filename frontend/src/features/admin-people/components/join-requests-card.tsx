import { Badge, Skeleton, Stack } from '@chakra-ui/react';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { JoinRequestRow } from '@/features/admin-people/components/join-request-row';
import { useJoinRequests } from '@/lib/admin/api/get-join-requests';

/** The people who came through the invite link and wait for an admin, oldest first, with Approve and Decline. */
export const JoinRequestsCard = () => {
  const { data: requests, error, mutate } = useJoinRequests(true);
  return (
    <AdminCard
      title="Waiting to Join"
      description="When joining needs approval, the people who came through the invite link wait here."
      aside={
        requests && requests.length > 0 ? (
          <Badge colorPalette="orange" variant="solid" flexShrink="0">
            {requests.length} waiting
          </Badge>
        ) : null
      }
    >
      {error ? (
        <LoadError what="the people waiting to join" onRetry={() => void mutate()} />
      ) : !requests ? (
        <Skeleton height="14" aria-busy="true" aria-label="Loading the people waiting to join" />
      ) : requests.length === 0 ? (
        <EmptyMessage title="No one is waiting to join" />
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="People waiting to join">
          {requests.map((request) => (
            <JoinRequestRow key={request.userId} request={request} />
          ))}
        </Stack>
      )}
    </AdminCard>
  );
};
