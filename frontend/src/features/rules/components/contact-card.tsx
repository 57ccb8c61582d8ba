import { Card, Heading, Text } from '@chakra-ui/react';

/** Where to go with a question the rules do not answer. */
export const ContactCard = () => (
  <Card.Root as="section" aria-labelledby="rules-contact-heading" variant="subtle" bg="brand.subtle">
    <Card.Body gap="1" px={{ base: '4', md: '6' }} py={{ base: '4', md: '5' }}>
      <Heading as="h2" id="rules-contact-heading" size="md">
        Questions? Ask the pool admin
      </Heading>
      <Text color="fg.muted">
        Anything unclear about picks, payouts or your entries? The pool admin has the final word on the rules.
      </Text>
    </Card.Body>
  </Card.Root>
);
