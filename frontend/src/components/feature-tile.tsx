import { Card, Circle, HStack, Text } from '@chakra-ui/react';
import { CheckIcon } from '@/components/icons/check-icon';

/** One line of the home page's feature list, as a tile (a list item). */
export const FeatureTile = ({ feature }: { feature: string }) => (
  <Card.Root as="li" variant="outline" bg="bg" size="sm">
    <Card.Body>
      <HStack gap="3" align="flex-start">
        <Circle size="8" bg="brand.subtle" color="brand.fg" flexShrink="0">
          <CheckIcon boxSize="4" />
        </Circle>
        <Text fontWeight="medium" pt="1" minW="0" overflowWrap="anywhere">
          {feature}
        </Text>
      </HStack>
    </Card.Body>
  </Card.Root>
);
