import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useJoinRequests } from '@/lib/admin/api/get-join-requests';

/** "1 person is waiting to join", "2 people are waiting to join". */
export const waitingToJoinText = (count: number): string =>
  count === 1 ? '1 person is waiting to join' : `${count} people are waiting to join`;

/** For an admin, while anyone waits for approval: how many, and the way to the list. */
export const JoinRequestsNote = ({ isAdmin }: { isAdmin: boolean }) => {
  const { data: requests } = useJoinRequests(isAdmin);
  if (!requests?.length) return null;
  return (
    <Alert.Root status="warning" variant="subtle" size="sm" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          {waitingToJoinText(requests.length)}
          {' · '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/admin?tab=users">Review</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
};
