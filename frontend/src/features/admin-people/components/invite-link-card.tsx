import { Button, Flex, Input, Skeleton, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CheckIcon } from '@/components/icons/check-icon';
import { LoadError } from '@/components/load-error';
import { useInviteLink } from '@/features/admin-people/api/get-invite-link';
import { useReplaceInviteLink } from '@/features/admin-people/api/replace-invite-link';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';

/** How long Copy says "Copied". */
const COPIED_MS = 2500;

/**
 * The pool's invite link with Copy and Replace. Replacing asks first: the old link stops admitting at
 * once, so everyone who was sent it and has not joined yet needs the new one.
 */
export const InviteLinkCard = () => {
  const { data: invite, error, mutate } = useInviteLink();
  const replacement = useReplaceInviteLink();
  const [copied, setCopied] = useState(false);
  const [confirmingReplace, setConfirmingReplace] = useState(false);
  const linkField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      linkField.current?.select();
      reportAdminError(null, 'Could not copy the link: it is selected, copy it from there');
    }
  };

  const replace = async () => {
    try {
      await replacement.trigger();
      setCopied(false);
      reportAdminSuccess('Invite link replaced', 'The old link no longer lets anyone in. Send the new one.');
    } catch (error) {
      reportAdminError(error, 'Failed to replace the invite link');
    } finally {
      setConfirmingReplace(false);
    }
  };

  return (
    <AdminCard
      title="Invite Link"
      description="Send this link to the people you want in the pool. Whoever opens it can sign in and join (or ask to, when joining needs approval)."
    >
      {error ? (
        <LoadError what="the invite link" onRetry={() => void mutate()} />
      ) : !invite ? (
        <Skeleton height="10" aria-busy="true" aria-label="Loading the invite link" />
      ) : (
        <>
          <Input
            ref={linkField}
            readOnly
            value={invite.url}
            aria-label="Invite link"
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.target.select()}
          />
          <Flex gap="2" wrap="wrap">
            <Button
              flex={{ base: '1', md: 'none' }}
              onClick={() => void copy(invite.url)}
              disabled={replacement.isMutating}
            >
              {copied && <CheckIcon />}
              {copied ? 'Copied' : 'Copy Link'}
            </Button>
            <Button
              flex={{ base: '1', md: 'none' }}
              variant="outline"
              colorPalette="red"
              onClick={() => setConfirmingReplace(true)}
              disabled={replacement.isMutating}
            >
              Replace Link
            </Button>
          </Flex>
          <Text role="status" srOnly>
            {copied ? 'The invite link is copied.' : ''}
          </Text>
        </>
      )}
      <ConfirmDialog
        open={confirmingReplace}
        title="Replace the invite link?"
        confirmLabel="Replace Link"
        destructive
        pending={replacement.isMutating}
        onConfirm={() => void replace()}
        onClose={() => setConfirmingReplace(false)}
      >
        The current link stops working at once: anyone who has it and has not joined yet will need the new
        one. People already in the pool, and those waiting for approval, are not affected.
      </ConfirmDialog>
    </AdminCard>
  );
};
