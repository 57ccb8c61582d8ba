import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { SignOutFrame } from '@/components/sign-out-frame';
import { rememberSignedIn, useCurrentUser } from '@/lib/auth';
import { LOGOUT_URL } from '@/lib/navigation';
import { forgetKeptReads } from '@/lib/offline-reads';
import { useDocumentTitle } from '@/lib/use-document-title';
import { displayName } from '@/lib/user';

/**
 * /sign-out: where the server sends a sign-out that came from another site, so a link elsewhere
 * cannot end the session unasked. Signing out from here is a same-site navigation the server accepts.
 */
export const SignOutPage = () => {
  useDocumentTitle('Sign Out · NFL Pool');
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullPageSpinner />;

  if (!user) {
    return (
      <SignOutFrame>
        <Heading as="h1" size="2xl">
          You're signed out
        </Heading>
        <Text color="fg.muted">There is no session here to end.</Text>
        <Button asChild mt="2">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </SignOutFrame>
    );
  }

  return (
    <SignOutFrame>
      <Heading as="h1" size="2xl">
        Sign out?
      </Heading>
      <Text color="fg.muted">
        This sign-out request came from outside the pool, such as a link on another site. You are signed in as{' '}
        <strong>{displayName(user)}</strong>.
      </Text>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        mt="2"
        align="center"
        w={{ base: 'full', sm: 'auto' }}
      >
        <Button
          onClick={() => {
            rememberSignedIn(false);
            void forgetKeptReads().finally(() => window.location.assign(LOGOUT_URL));
          }}
          w={{ base: 'full', sm: 'auto' }}
        >
          Sign Out
        </Button>
        <Link asChild fontWeight="semibold" color="brand.fg">
          <RouterLink to="/">Stay signed in</RouterLink>
        </Link>
      </Stack>
    </SignOutFrame>
  );
};
