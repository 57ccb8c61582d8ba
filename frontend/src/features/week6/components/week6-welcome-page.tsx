import { Button, Card, Heading, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES, WEEK6_START_WEEK } from '@shared/survivor';
import { week6DeadlineText, week6FieldText, week6StartText } from '@shared/week6-registration';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/page-header';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { apiMutate } from '@/lib/api-client';
import { currentUserKey } from '@/lib/auth';
import { toaster } from '@/lib/toaster';
import { useDocumentTitle } from '@/lib/use-document-title';

const benefits = (money: (amount: number) => string) => [
  {
    title: 'Up to 10 entries',
    text: `Play as many as ${WEEK6_MAX_ENTRIES} entries, ${money(WEEK6_ENTRY_FEE)} each.`,
  },
  {
    title: 'A fresh start',
    text: `Everyone starts even in Week ${WEEK6_START_WEEK}, whatever happened before.`,
  },
  { title: 'Live standings', text: 'Follow every entry on the Survivor tab of Results, week by week.' },
];

const rules = [
  'Each entry picks one team a week, before that team kicks off.',
  'An entry may use each team only once.',
  'A loss eliminates the entry; a tie counts as a win; a week without a pick is a loss.',
  'The last entry standing wins the pool.',
];

const SETUP_ERROR = 'There was an issue setting up your account. Please try again.';

/** /week6/welcome: readies a Week 6 account (a limited full_app account becomes week6_only), then shows the way in. */
export const Week6WelcomePage = () => {
  useDocumentTitle('Welcome to Week 6 · NFL Pool');
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [state, setState] = useState<'setting-up' | 'ready' | 'failed'>('setting-up');
  const registration = useWeek6Registration().data;
  const money = useAmountText();

  const setUp = useCallback(async () => {
    setState('setting-up');
    try {
      await apiMutate('POST', '/api/week6/convert-user');
      await mutate(currentUserKey);
      setState('ready');
      return true;
    } catch {
      setState('failed');
      toaster.create({ type: 'error', title: 'Error', description: SETUP_ERROR });
      return false;
    }
  }, [mutate]);

  useEffect(() => {
    void setUp();
  }, [setUp]);

  if (state === 'setting-up') {
    return (
      <Stack align="center" py="16" gap="3" role="status">
        <Spinner size="lg" color="brand.solid" />
        <Text color="fg.muted">Setting up your Week 6 account...</Text>
      </Stack>
    );
  }

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader
        title="Welcome to the Week 6 Survivor Pools"
        subtitle="Your account is ready. Here is how it works."
      />
      {registration && (
        <Card.Root
          variant="outline"
          bg={registration.isOpen ? 'bg' : 'bg.subtle'}
          as="section"
          aria-label="Registration"
        >
          <Card.Body gap="1">
            <Heading as="h2" size="md">
              {registration.isOpen ? 'Registration is open' : 'Registration closed'}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {registration.isOpen
                ? `${week6StartText(registration, 'New entries')} ${week6DeadlineText(registration)}`
                : `${week6DeadlineText(registration)} ${week6FieldText(registration)}`}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {benefits(money).map((benefit) => (
          <Card.Root key={benefit.title} variant="outline" bg="bg">
            <Card.Body gap="1">
              <Heading as="h2" size="md">
                {benefit.title}
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                {benefit.text}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Card.Root variant="outline" bg="bg">
        <Card.Body gap="3">
          <Heading as="h2" size="md">
            Rules
          </Heading>
          <List.Root gap="1.5" ps="5">
            {rules.map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List.Root>
        </Card.Body>
      </Card.Root>
      {state === 'failed' && <Text color="fg.error">{SETUP_ERROR}</Text>}
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button asChild>
          <RouterLink to="/week6/pools">View Available Pools</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/week6/pools">Manage My Entries</RouterLink>
        </Button>
        <Button
          variant="ghost"
          onClick={async () => {
            if (await setUp()) navigate('/week6/pools');
          }}
        >
          Complete Account Setup
        </Button>
      </Stack>
    </Stack>
  );
};
