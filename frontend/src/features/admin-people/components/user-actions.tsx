import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { AdminUser } from '@shared/schemas/admin-people';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useRemoveUser } from '@/features/admin-people/api/remove-user';
import { useSetUserRole } from '@/features/admin-people/api/set-user-role';
import { useStartImpersonation } from '@/features/admin-people/api/start-impersonation';
import { actionButtonProps } from '@/features/admin-people/components/action-button-props';
import { UserDetailsButton } from '@/features/admin-people/components/user-details-button';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { adminUsersKey } from '@/lib/admin/api/get-admin-users';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { forgetCachedData } from '@/lib/forget-cached-data';

interface UserActionsProps {
  user: AdminUser;
  name: string;
  /** The signed-in admin's own row: no role change, removal or impersonation. */
  isMe: boolean;
}

/**
 * Details, Impersonate (players in the pool only: as an account outside it the admin would see only
 * the private-pool page, with no way back but signing out) and Remove, each after a confirmation, and
 * Promote or Remove admin. An ADMIN_EMAILS admin has no Remove admin: their next sign-in would make them admin
 * again (the server refuses it too), so the row says where the role is changed.
 */
export const UserActions = ({ user, name, isMe }: UserActionsProps) => {
  const reasonId = useId();
  const fixedRole = user.isAdmin && user.isConfiguredAdmin;
  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [confirmingImpersonation, setConfirmingImpersonation] = useState(false);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const refreshPoolData = useRefreshPoolData();
  const role = useSetUserRole();
  const removal = useRemoveUser();
  const impersonation = useStartImpersonation();
  const busy = role.isMutating || removal.isMutating || impersonation.isMutating;

  const toggleAdmin = async () => {
    try {
      await role.trigger({ userId: user.id, isAdmin: !user.isAdmin });
      if (user.isAdmin) reportAdminSuccess('Admin role removed', `${name} is a regular user now.`);
      else reportAdminSuccess('User promoted to admin', `${name} can now use the admin dashboard.`);
    } catch (error) {
      reportAdminError(error, 'Failed to update user role');
    } finally {
      void mutate(adminUsersKey);
    }
  };

  const remove = async () => {
    try {
      await removal.trigger(user.id);
      reportAdminSuccess('User removed', `${name} and all their picks and data are deleted.`);
      void refreshPoolData();
    } catch (error) {
      reportAdminError(error, 'Failed to remove user');
    } finally {
      setConfirmingRemoval(false);
      void mutate(adminUsersKey);
    }
  };

  const impersonate = async () => {
    try {
      await impersonation.trigger(user.id);
    } catch (error) {
      reportAdminError(error, 'Failed to start impersonation');
      return;
    } finally {
      setConfirmingImpersonation(false);
    }
    // Leave /admin before the current user is read again: the player may not be on it.
    navigate('/');
    void forgetCachedData(mutate, { asPlayer: true });
  };

  return (
    <Stack gap="1.5" align={{ base: 'stretch', md: 'flex-end' }} flexShrink="0">
      <Flex gap="2" wrap="wrap" justify={{ md: 'flex-end' }}>
        <UserDetailsButton user={user} name={name} />
        {!user.isAdmin && !isMe && !user.poolAccess && (
          <Button
            {...actionButtonProps}
            onClick={() => setConfirmingImpersonation(true)}
            disabled={busy}
            aria-label={`Impersonate ${name}`}
          >
            Impersonate
          </Button>
        )}
        {!fixedRole && (
          <Button
            {...actionButtonProps}
            onClick={() => void toggleAdmin()}
            loading={role.isMutating}
            disabled={isMe || busy}
            aria-label={user.isAdmin ? `Remove admin role from ${name}` : `Promote ${name} to admin`}
            aria-describedby={isMe ? reasonId : undefined}
          >
            {user.isAdmin ? 'Remove admin' : 'Promote'}
          </Button>
        )}
        <Button
          {...actionButtonProps}
          colorPalette="red"
          onClick={() => setConfirmingRemoval(true)}
          disabled={isMe || busy}
          aria-label={`Remove ${name}`}
          aria-describedby={isMe ? reasonId : undefined}
        >
          Remove
        </Button>
      </Flex>
      {fixedRole && (
        <Text fontSize="xs" color="fg.muted" maxW={{ md: '18rem' }} textAlign={{ md: 'end' }}>
          Admin through the ADMIN_EMAILS setting: every sign-in makes them admin again. To remove the role,
          take their email out of ADMIN_EMAILS and deploy.
        </Text>
      )}
      {isMe && (
        <Text id={reasonId} fontSize="xs" color="fg.muted">
          You can't change your own role or remove yourself; another admin can.
        </Text>
      )}
      <ConfirmDialog
        open={confirmingImpersonation}
        title={`Sign in as ${name}?`}
        confirmLabel="Impersonate"
        pending={impersonation.isMutating}
        onConfirm={() => void impersonate()}
        onClose={() => setConfirmingImpersonation(false)}
      >
        You will see the app as they do until you stop. What you change while impersonating is saved as theirs
        and noted in the audit log.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmingRemoval}
        title={`Remove ${name}?`}
        confirmLabel="Remove User"
        destructive
        pending={removal.isMutating}
        onConfirm={() => void remove()}
        onClose={() => setConfirmingRemoval(false)}
      >
        This deletes {name}'s account and all their picks and data: weekly picks, MNF predictions, survivor
        and Week 6 entries. They are signed out, and it cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
};
