import { Button, Flex, Text } from '@chakra-ui/react';
import type { JoinRequest } from '@shared/schemas/admin-people';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type JoinAnswer, useAnswerJoinRequest } from '@/features/admin-people/api/answer-join-request';
import { actionButtonProps } from '@/features/admin-people/components/action-button-props';
import { PersonRow } from '@/features/admin-people/components/person-row';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { adminUsersKey } from '@/lib/admin/api/get-admin-users';
import { joinRequestsKey } from '@/lib/admin/api/get-join-requests';
import { loggedTime } from '@/lib/admin/logged-time';

/** Who asked: their name from the sign-in, else their email. */
const requesterName = (request: JoinRequest): string =>
  [request.firstName, request.lastName].filter(Boolean).join(' ') || request.email || 'Someone';

/** One person waiting: who, since when, Approve at once and Decline after a confirmation. */
export const JoinRequestRow = ({ request }: { request: JoinRequest }) => {
  const name = requesterName(request);
  const { mutate } = useSWRConfig();
  const answering = useAnswerJoinRequest();
  const [confirmingDecline, setConfirmingDecline] = useState(false);

  const answer = async (choice: JoinAnswer) => {
    try {
      await answering.trigger({ userId: request.userId, answer: choice });
      if (choice === 'approve')
        reportAdminSuccess(`${name} can join`, 'They choose a username at their next visit.');
      else reportAdminSuccess(`${name} was declined`, 'They are not in the pool.');
    } catch (error) {
      reportAdminError(error, choice === 'approve' ? 'Failed to approve' : 'Failed to decline');
    } finally {
      setConfirmingDecline(false);
      void mutate(joinRequestsKey);
      void mutate(adminUsersKey);
    }
  };

  return (
    <PersonRow
      name={name}
      boxed
      aria-label={name}
      actions={
        <>
          <Flex gap="2" flexShrink="0">
            <Button
              {...actionButtonProps}
              variant="solid"
              onClick={() => void answer('approve')}
              loading={answering.isMutating && !confirmingDecline}
              disabled={answering.isMutating}
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
            <Button
              {...actionButtonProps}
              colorPalette="red"
              onClick={() => setConfirmingDecline(true)}
              disabled={answering.isMutating}
              aria-label={`Decline ${name}`}
            >
              Decline
            </Button>
          </Flex>
          <ConfirmDialog
            open={confirmingDecline}
            title={`Decline ${name}?`}
            confirmLabel="Decline"
            destructive
            pending={answering.isMutating}
            onConfirm={() => void answer('decline')}
            onClose={() => setConfirmingDecline(false)}
          >
            {name} does not join the pool. They can ask again through the invite link until you replace it.
          </ConfirmDialog>
        </>
      }
    >
      {request.email && request.email !== name && (
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {request.email}
        </Text>
      )}
      <Text fontSize="xs" color="fg.muted">
        Asked {loggedTime(request.requestedAt)}
      </Text>
    </PersonRow>
  );
};
