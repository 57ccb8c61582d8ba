import { Button, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { privatePoolMessages } from '@shared/join-policy';
import { week6DeadlineText } from '@shared/week6-registration';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { SignOutFrame } from '@/components/sign-out-frame';
import { useShownHomeContent } from '@/lib/api/get-home-content';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { JOIN_URL } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clearWeek6Intent, setWeek6Intent } from '@/lib/week6-intent';

type JoinIntent = 'default' | 'week6';

/**
 * A form posting the code to the server, which checks it and starts the sign-in: a full navigation,
 * so the login's redirects and cookies are the browser's own.
 */
const JoinForm = ({ code, intent, children }: { code: string; intent: JoinIntent; children: ReactNode }) => (
  <form
    method="post"
    action={JOIN_URL}
    onSubmit={intent === 'week6' ? setWeek6Intent : clearWeek6Intent}
    style={{ width: '100%' }}
  >
    <input type="hidden" name="code" value={code} />
    <input type="hidden" name="intent" value={intent} />
    {children}
  </form>
);

/**
 * /join#<code>: the pool's invite link. Works signed out: the pool's name, Sign in to join and, while
 * Week 6 registration is open, the Week 6 pool's way in, both through the same code. A link the server
 * refused (replaced since it was sent) comes back as /join?invalid=1.
 */
export const JoinPage = () => {
  useDocumentTitle('Join · NFL Pool');
  const { hash } = useLocation();
  const [params] = useSearchParams();
  // The code rides in the fragment, which no server log records.
  const code = hash.replace(/^#/, '').trim();
  const content = useShownHomeContent();
  const registration = useWeek6Registration();

  if (!code || params.has('invalid')) {
    return (
      <SignOutFrame>
        <Heading as="h1" size="2xl">
          Invite link not valid
        </Heading>
        <Text color="fg.muted" role="alert">
          {privatePoolMessages.invalidLink}
        </Text>
        <Button asChild mt="2">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </SignOutFrame>
    );
  }

  const week6 = registration.data?.isOpen ? registration.data : undefined;
  return (
    <SignOutFrame>
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
        You're invited
      </Text>
      {content ? (
        <>
          <Heading as="h1" size="2xl">
            Join {content.title}
          </Heading>
          <Text color="fg.muted">{content.subtitle}</Text>
        </>
      ) : (
        // The pool's name and line hold their place while they load, so Sign in to join stays put.
        <Stack gap="3" w="full" align="center" aria-hidden>
          <Skeleton height="9" w="70%" />
          <Skeleton height="12" w="full" />
        </Stack>
      )}
      <Text>Sign in, or create an account with your email, to join.</Text>
      <JoinForm code={code} intent="default">
        <Button type="submit" size="lg" w="full" mt="2">
          Sign in to join
        </Button>
      </JoinForm>
      {registration.error && (
        <Stack gap="3" w="full" mt="2" textAlign="start">
          <Separator />
          <LoadError what="the Week 6 Survivor Pool" onRetry={() => void registration.mutate()} />
        </Stack>
      )}
      {week6 && (
        <Stack gap="3" w="full" mt="2">
          <Separator />
          <Heading as="h2" size="md">
            Week 6 Survivor Pool
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Missed the start of the season? Join the Week 6 survivor pool with up to 10 entries.{' '}
            {week6DeadlineText(week6)}
          </Text>
          <JoinForm code={code} intent="week6">
            <Button type="submit" size="lg" w="full" colorPalette="orange">
              Join Week 6 Survivor Pool
            </Button>
          </JoinForm>
        </Stack>
      )}
    </SignOutFrame>
  );
};
