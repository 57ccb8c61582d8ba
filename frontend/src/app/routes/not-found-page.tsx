import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FootballIcon } from '@/components/icons/football-icon';
import { useDocumentTitle } from '@/lib/use-document-title';

export const NotFoundPage = () => {
  useDocumentTitle('Page Not Found');
  return (
    <Card.Root variant="outline" bg="bg" maxW="lg" mx="auto" textAlign="center">
      <Card.Body gap="3" alignItems="center" p={{ base: '6', md: '10' }}>
        <FootballIcon boxSize="14" />
        <Heading as="h1" size="2xl">
          404 Page Not Found
        </Heading>
        <Text color="fg.muted">That play isn't in the playbook. Check the address or head back home.</Text>
        <Button asChild mt="2">
          <RouterLink to="/">Back to Home</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
};
