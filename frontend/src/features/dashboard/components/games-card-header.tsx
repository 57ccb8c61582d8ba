import { Button, Card, Heading, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The heading of a dashboard card listing this week's games, with the way to the picks page. */
export const GamesCardHeader = ({ title }: { title: string }) => (
  <Card.Header pb="0">
    <HStack justify="space-between">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Button asChild size="xs" variant="ghost">
        <RouterLink to="/weekly-picks">All picks</RouterLink>
      </Button>
    </HStack>
  </Card.Header>
);
