import { Card, Circle, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FeatureTileProps {
  icon: ReactNode;
  title: string;
  description: string;
}

export const FeatureTile = ({ icon, title, description }: FeatureTileProps) => (
  <Card.Root variant="outline" bg="bg" size="sm">
    <Card.Body>
      <Stack direction={{ base: 'row', sm: 'column' }} gap="3" align={{ base: 'flex-start', sm: 'stretch' }}>
        <Circle size="10" bg="brand.subtle" color="brand.fg" flexShrink="0">
          {icon}
        </Circle>
        <Stack gap="1">
          <Heading as="h3" size="md">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
      </Stack>
    </Card.Body>
  </Card.Root>
);
