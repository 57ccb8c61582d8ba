import { Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { SignOutFrame } from '@/components/sign-out-frame';
import { unsubscribe } from '@/features/reminders/api/unsubscribe';
import { serverMessage } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';

type Outcome = { state: 'pending' } | { state: 'done'; name: string } | { state: 'failed'; message: string };

const INVALID = 'This unsubscribe link is invalid or has expired';

/**
 * /unsubscribe?token=…: a reminder's unsubscribe link. Works signed out: it sends the token once on
 * load and says whether the reminders are off now.
 */
export const UnsubscribePage = () => {
  useDocumentTitle('Unsubscribe · NFL Pool');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'pending' } : { state: 'failed', message: INVALID },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe(token).then(
      (result) => setOutcome({ state: 'done', name: result.displayName }),
      (error) => setOutcome({ state: 'failed', message: serverMessage(error, INVALID) }),
    );
  }, [token]);

  return (
    <SignOutFrame>
      {outcome.state === 'pending' && (
        <>
          <Spinner size="lg" color="brand.solid" />
          <Text role="status">Turning off your reminders…</Text>
        </>
      )}
      {outcome.state === 'done' && (
        <>
          <Heading as="h1" size="2xl">
            Reminders are off
          </Heading>
          <Text color="fg.muted" role="status">
            We won’t email <strong>{outcome.name}</strong> about missing picks any more. You can turn
            reminders back on from your name’s menu after signing in.
          </Text>
        </>
      )}
      {outcome.state === 'failed' && (
        <>
          <Heading as="h1" size="2xl">
            Link not valid
          </Heading>
          <Text color="fg.muted" role="alert">
            {outcome.message}. Sign in and turn reminders off from your name’s menu instead.
          </Text>
        </>
      )}
      {outcome.state !== 'pending' && (
        <Button asChild mt="2">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      )}
    </SignOutFrame>
  );
};
