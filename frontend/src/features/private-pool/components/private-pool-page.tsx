import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type PoolAccess, privatePoolMessages } from '@shared/join-policy';
import { useState } from 'react';
import { SignOutButton } from '@/components/sign-out-button';
import { SignOutFrame } from '@/components/sign-out-frame';
import { useCurrentUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * What a signed-in account that is not in the pool sees at any address: an outsider, that the pool
 * is private and how to get in; someone waiting, that an admin has their request (and a way to look
 * again once approved). Both may sign out.
 */
export const PrivatePoolPage = ({
  access,
  email,
}: {
  access: Exclude<PoolAccess, 'member'>;
  email: string | null;
}) => {
  useDocumentTitle(access === 'waiting' ? 'Waiting to Join · NFL Pool' : 'Private Pool · NFL Pool');
  const { refresh, error } = useCurrentUser();
  const [check, setCheck] = useState<'none' | 'checking' | 'checked'>('none');
  const checkAgain = async () => {
    setCheck('checking');
    await refresh();
    // Approved, the app leaves this page; still here, the answer was the same.
    setCheck('checked');
  };
  return (
    <SignOutFrame>
      <Heading as="h1" size="2xl">
        {access === 'waiting' ? 'Waiting for approval' : 'Members only'}
      </Heading>
      <Text color="fg.muted">{privatePoolMessages[access]}</Text>
      {email && (
        <Text fontSize="sm" color="fg.muted">
          Signed in as <strong>{email}</strong>.
        </Text>
      )}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2" w={{ base: 'full', sm: 'auto' }}>
        {access === 'waiting' && (
          <Button onClick={() => void checkAgain()} loading={check === 'checking'}>
            Check again
          </Button>
        )}
        <SignOutButton size="md" />
      </Stack>
      {access === 'waiting' && (
        // Under the buttons, so the answer moves nothing the player may tap again.
        <Text
          role="status"
          fontSize="sm"
          fontWeight="medium"
          color={error ? 'fg.error' : undefined}
          srOnly={check !== 'checked'}
        >
          {check !== 'checked'
            ? ''
            : error
              ? 'Could not check just now. Check again in a moment.'
              : 'Still waiting: no admin has approved your request yet.'}
        </Text>
      )}
    </SignOutFrame>
  );
};
