import { Box, HStack, Text } from '@chakra-ui/react';
import { survivorOutcomeLabels } from '@shared/survivor-grid';
import { LockIcon } from '@/components/icons/lock-icon';
import { OutcomeMark } from '@/components/outcome-mark';
import { outcomeLooks } from '@/lib/pick-outcome';

const outcomes = ['correct', 'incorrect', 'pending'] as const;
const notes: Record<(typeof outcomes)[number], string> = {
  correct: ' (win or tie)',
  incorrect: '',
  pending: '',
};

/** What the survivor grid's colours and marks mean. */
export const SurvivorLegend = () => (
  <HStack as="ul" gap="3" wrap="wrap" fontSize="xs" color="fg.muted" aria-label="Key" listStyleType="none">
    {outcomes.map((outcome) => (
      <HStack as="li" key={outcome} gap="1.5">
        <Box
          colorPalette={outcomeLooks[outcome].palette}
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
        <Text>
          {survivorOutcomeLabels[outcome]}
          {notes[outcome]}
        </Text>
      </HStack>
    ))}
    <HStack as="li" gap="1.5">
      <LockIcon boxSize="3.5" />
      <Text>Hidden until kickoff</Text>
    </HStack>
  </HStack>
);
