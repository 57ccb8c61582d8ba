import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface AdminCardProps {
  title: string;
  description?: ReactNode;
  /** Shown at the right of the title (a badge, a small button). */
  aside?: ReactNode;
  children: ReactNode;
}

/** One tool of the admin page: a titled section (a landmark named by its title). */
export const AdminCard = ({ title, description, aside, children }: AdminCardProps) => {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" size="sm" minW="0">
      <Card.Header px={{ base: '4', md: '5' }} pt={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h2" id={headingId} size="md" letterSpacing="tight">
              {title}
            </Heading>
            {description && (
              <Text fontSize="sm" color="fg.muted">
                {description}
              </Text>
            )}
          </Stack>
          {aside}
        </HStack>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '5' }} pb={{ base: '4', md: '5' }} pt="4" gap="4">
        {children}
      </Card.Body>
    </Card.Root>
  );
};
