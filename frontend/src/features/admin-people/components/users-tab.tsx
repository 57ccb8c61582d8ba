import { Input, Skeleton, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { InviteLinkCard } from '@/features/admin-people/components/invite-link-card';
import { JoinRequestsCard } from '@/features/admin-people/components/join-requests-card';
import { UserCountsGrid } from '@/features/admin-people/components/user-counts-grid';
import { UserRow } from '@/features/admin-people/components/user-row';
import { useAdminUsers } from '@/lib/admin/api/get-admin-users';
import { searchUsers, sortByName, userCounts } from '@/lib/admin/user-search';
import { useCurrentUser } from '@/lib/auth';

/** The Users tab: the invite link, the people waiting to join, and the pool's people. */
export const UsersTab = () => (
  <Stack gap={{ base: '4', md: '5' }}>
    <InviteLinkCard />
    <JoinRequestsCard />
    <UserManagementCard />
  </Stack>
);

/** Search, head counts, and per user details, role, impersonation and removal (spec section 6). */
const UserManagementCard = () => {
  const { data: users, error, mutate } = useAdminUsers();
  const { user: me } = useCurrentUser();
  const [search, setSearch] = useState('');
  const sorted = useMemo(() => sortByName(users ?? []), [users]);
  const found = useMemo(() => searchUsers(sorted, search), [sorted, search]);

  return (
    <AdminCard
      title="User Management"
      description="Search the pool's people, manage admins, view the site as a player or remove someone."
    >
      <UserCountsGrid counts={users ? userCounts(users, found) : null} />
      <Input
        type="search"
        placeholder="Search by name, email or username"
        aria-label="Search users"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {error ? (
        <LoadError what="the users" onRetry={() => void mutate()} />
      ) : !users ? (
        <Stack gap="2" aria-busy="true" aria-label="Loading users">
          {['a', 'b', 'c'].map((row) => (
            <Skeleton key={row} height="14" />
          ))}
        </Stack>
      ) : found.length === 0 ? (
        <EmptyMessage title="No users match your search">Try part of a name, email or username.</EmptyMessage>
      ) : (
        <Stack as="ul" gap={{ base: '3', md: '0' }} listStyleType="none" aria-label="Users">
          {found.map((user) => (
            <UserRow key={user.id} user={user} isMe={user.id === me?.id} />
          ))}
        </Stack>
      )}
    </AdminCard>
  );
};
