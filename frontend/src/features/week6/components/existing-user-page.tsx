import { Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { CheckIcon } from '@/components/icons/check-icon';
import { navigateToLogin } from '@/lib/navigation';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clearWeek6Intent } from '@/lib/week6-intent';

const included = [
  'Weekly picks against the spread',
  'Standard survivor pool',
  'Week 6 survivor pool access',
  'Leaderboards and results',
];

/** Where the server sends someone who came through the Week 6 login with an existing full account. */
export const ExistingUserPage = () => {
  useDocumentTitle('Account Already Exists · NFL Pool');
  // They already have an account, so the Week 6 sign-up step must not appear for them.
  useEffect(clearWeek6Intent, []);

  return (
    <Card.Root variant="outline" bg="bg" maxW="lg" mx="auto">
      <Card.Body gap="5" p={{ base: '5', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            Account Already Exists
          </Heading>
          <Text color="fg.muted">
            You already have an account with us, so there is nothing to register. Your account already
            includes:
          </Text>
        </Stack>
        <List.Root variant="plain" gap="2">
          {included.map((item) => (
            <List.Item key={item} alignItems="center">
              <List.Indicator asChild color="fg.success">
                <CheckIcon boxSize="4" />
              </List.Indicator>
              {item}
            </List.Item>
          ))}
        </List.Root>
        <Button size="lg" onClick={navigateToLogin}>
          Log In
        </Button>
      </Card.Body>
    </Card.Root>
  );
};
