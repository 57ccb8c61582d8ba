import { Box, HStack, Text } from '@chakra-ui/react';
import type { PickOutcome } from '@shared/scoring';
import { LockIcon } from '@/components/icons/lock-icon';
import { OutcomeMark } from '@/components/outcome-mark';
import { outcomeLooks } from '@/lib/pick-outcome';

/** What the grid's colours and marks mean. */
export const OutcomeLegend = () => (
  <HStack as="ul" gap="3" wrap="wrap" fontSize="xs" color="fg.muted" aria-label="Key" listStyleType="none">
    {(Object.entries(outcomeLooks) as [PickOutcome, (typeof outcomeLooks)[PickOutcome]][]).map(
      ([outcome, look]) => (
        <HStack as="li" key={outcome} gap="1.5">
          <Box
            colorPalette={look.palette}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            boxSize="4"
            borderRadius="sm"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            borderWidth="1px"
            borderColor="colorPalette.muted"
          >
            <OutcomeMark outcome={outcome} boxSize="2.5" />
          </Box>
          <Text>{look.label}</Text>
        </HStack>
      ),
    )}
    <HStack as="li" gap="1.5">
      <LockIcon boxSize="3.5" />
      <Text>Hidden until kickoff</Text>
    </HStack>
  </HStack>
);
