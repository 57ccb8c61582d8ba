import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { week6DeadlineText } from '@shared/week6-registration';
import { Link as RouterLink } from 'react-router-dom';
import { useWeek6Registration } from '@/lib/api/week6-registration';

/** What a player without the full pool sees instead of the weekly picks, and whether the Week 6 pools still take entries. */
export const WeeklyPoolOnlyCard = () => {
  const registration = useWeek6Registration().data;
  const closed = registration?.isOpen === false;
  return (
    <Card.Root variant="outline" bg="bg" maxW="xl">
      <Card.Body gap="3">
        <Heading as="h1" size="xl">
          Weekly Picks
        </Heading>
        <Text color="fg.muted">
          Weekly picks against the spread are part of the full pool. Your account plays the Week 6 survivor
          pools.
        </Text>
        {closed && registration && (
          <Text fontWeight="medium" role="status">
            The Week 6 pools take no new entries. {week6DeadlineText(registration)}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild>
            <RouterLink to="/week6/pools">Go to my survivor entries</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/results">See results</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
