import { Box, Button, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import { CheckIcon } from '@/components/icons/check-icon';
import type { SetupResult } from '@/features/profile-setup/setup-result';

/** "Your entry is ready." or "Your 3 entries are ready." */
const entriesReadyText = (count: number) =>
  count === 1 ? 'Your entry is ready.' : `Your ${count} entries are ready.`;

interface SetupSuccessProps {
  result: SetupResult;
  /** Where the Week 6 entries start and their next lock (week6StartText). */
  start?: string | null;
  onGoToSite: () => void;
}

export const SetupSuccess = ({ result, start, onGoToSite }: SetupSuccessProps) => (
  <Stack gap="5" align="center" textAlign="center" py="4">
    <Circle size="16" bg="green.100" color="green.700">
      <CheckIcon boxSize="8" />
    </Circle>
    <Stack gap="2">
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {result.variant === 'week6' ? 'Registration Complete' : 'Username Set Successfully'}
      </Heading>
      <Text color="fg.muted">
        {result.variant === 'week6'
          ? `Welcome to the Week 6 pools! ${entriesReadyText(result.entryCount)}${start ? ` ${start}` : ''}`
          : 'Your account is ready. Time to make some picks.'}
      </Text>
    </Stack>
    <Box width="full">
      <Button size="lg" width="full" onClick={onGoToSite}>
        Go to the site
      </Button>
    </Box>
  </Stack>
);
