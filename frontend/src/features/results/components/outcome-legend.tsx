import { Box, HStack, Text } from '@chakra-ui/react';
import { outcomeLooks } from '@/lib/pick-outcome';

/** What the grid's colours mean. */
export const OutcomeLegend = () => (
  <HStack gap="3" wrap="wrap" fontSize="xs" color="fg.muted" aria-label="Colour key">
    {Object.values(outcomeLooks).map((look) => (
      <HStack key={look.label} gap="1.5">
        <Box
          colorPalette={look.palette}
          boxSize="3"
          borderRadius="sm"
          bg="colorPalette.subtle"
          borderWidth="1px"
          borderColor="colorPalette.muted"
        />
        <Text>{look.label}</Text>
      </HStack>
    ))}
  </HStack>
);
