import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { WEEK6_START_WEEK } from '@shared/survivor';
import { week6DeadlineText } from '@shared/week6-registration';
import { Link as RouterLink } from 'react-router-dom';
import { useWeek6Entries } from '@/lib/api/survivor';
import { useWeek6Registration } from '@/lib/api/week6-registration';

/**
 * What a player without the full pool and without an entry to pick this week sees instead of picks,
 * and whether the Week 6 pools still take entries.
 */
export const WeeklyPoolOnlyCard = ({ week }: { week: number }) => {
  const entries = useWeek6Entries().data ?? [];
  const registration = useWeek6Registration().data;
  const closed = registration?.isOpen === false;
  const count = entries.length;
  const plays =
    count > 0 && week < WEEK6_START_WEEK
      ? `Your account plays the Week 6 survivor pools: your ${count === 1 ? 'entry picks its' : `${count} entries pick their`} first team in Week ${WEEK6_START_WEEK}.`
      : 'You have no survivor entry to pick for this week.';
  return (
    <Card.Root variant="outline" bg="bg" maxW="xl">
      <Card.Body gap="3">
        <Heading as="h1" size="xl">
          Weekly Picks
        </Heading>
        <Text color="fg.muted">Weekly picks against the spread are part of the full pool. {plays}</Text>
        {closed && registration && (
          <Text fontWeight="medium" role="status">
            The Week 6 pools take no new entries. {week6DeadlineText(registration)}
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild>
            <RouterLink to="/week6/pools">
              {count > 0 ? 'Go to my Week 6 entries' : 'See the Week 6 pools'}
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/results">See results</RouterLink>
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
