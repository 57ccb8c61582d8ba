import { Box, HStack, Text } from '@chakra-ui/react';
import type { PickOutcome } from '@shared/scoring';
import { type SurvivorCell as Cell, survivorOutcomeLabels } from '@shared/survivor-grid';
import { LockIcon } from '@/components/icons/lock-icon';
import { OutcomeMark } from '@/components/outcome-mark';
import { outcomeLooks } from '@/lib/pick-outcome';

const Chip = ({ outcome, text, label }: { outcome: PickOutcome; text: string; label: string }) => (
  <HStack
    as="span"
    colorPalette={outcomeLooks[outcome].palette}
    display="inline-flex"
    gap="0.5"
    justifyContent="center"
    minW="12"
    h="6"
    px="1.5"
    borderRadius="sm"
    fontSize="xs"
    fontWeight="bold"
    bg="colorPalette.subtle"
    color="colorPalette.fg"
    borderWidth="1px"
    borderColor={outcome === 'pending' ? 'border' : 'colorPalette.muted'}
    title={label}
    aria-label={label}
  >
    <OutcomeMark outcome={outcome} boxSize="3" />
    {text}
  </HStack>
);

/**
 * A week of an entry: the team green with a check when it survived, red with a cross when it lost,
 * gray while pending; a lock while hidden; a red "No pick" for the week a missed pick ended it.
 */
export const SurvivorCell = ({ cell }: { cell: Cell }) => {
  if (cell.kind === 'pick') {
    const outcome = cell.outcome === 'push' ? 'correct' : cell.outcome;
    return (
      <Chip
        outcome={outcome}
        text={cell.team}
        label={`${cell.team}, ${survivorOutcomeLabels[outcome].toLowerCase()}`}
      />
    );
  }
  if (cell.kind === 'missed') return <Chip outcome="incorrect" text="No pick" label="No pick, out" />;
  if (cell.kind === 'hidden') {
    return (
      <Box as="span" role="img" aria-label="Hidden until kickoff" display="inline-flex" color="fg.subtle">
        <LockIcon boxSize="3.5" />
      </Box>
    );
  }
  return (
    <Text as="span" color="fg.subtle" aria-label="No pick">
      —
    </Text>
  );
};
