import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** What a player without the full pool sees instead of the weekly picks. */
export const WeeklyPoolOnlyCard = () => (
  <Card.Root variant="outline" bg="bg" maxW="xl">
    <Card.Body gap="3">
      <Heading as="h1" size="xl">
        Weekly Picks
      </Heading>
      <Text color="fg.muted">
        Weekly picks against the spread are part of the full pool. Your account plays the Week 6 survivor
        pools.
      </Text>
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
