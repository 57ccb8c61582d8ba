import { Card, Heading, Text } from '@chakra-ui/react';

interface ComingSoonCardProps {
  title: string;
}

/** Stand-in for a page a later issue builds, shown inside the real layout. */
export const ComingSoonCard = ({ title }: ComingSoonCardProps) => (
  <Card.Root variant="outline" bg="bg">
    <Card.Body gap="2">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{title} — coming soon.</Text>
    </Card.Body>
  </Card.Root>
);
