import { Box, HStack, Text } from '@chakra-ui/react';
import type { GridCell } from '@shared/picks-grid';
import { LockIcon } from '@/components/icons/lock-icon';
import { OutcomeMark } from '@/components/outcome-mark';
import { outcomeLooks } from '@/lib/pick-outcome';

/**
 * A grid cell: the picked team coloured by its outcome with a check or cross beside it, "—" for
 * no pick, a lock (announced as such) while the pick is hidden.
 */
export const PickCell = ({ cell }: { cell: GridCell }) => {
  if (cell.kind === 'none') {
    return (
      <Text as="span" color="fg.subtle" aria-label="No pick">
        —
      </Text>
    );
  }
  if (cell.kind === 'hidden') {
    return (
      <Box as="span" role="img" aria-label="Hidden until kickoff" display="inline-flex" color="fg.subtle">
        <LockIcon boxSize="3.5" />
      </Box>
    );
  }
  const { pick } = cell;
  const look = outcomeLooks[pick.outcome];
  const team = pick.pickedTeam?.abbreviation ?? '?';
  return (
    <HStack
      as="span"
      colorPalette={look.palette}
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
      borderColor={pick.outcome === 'pending' ? 'border' : 'colorPalette.muted'}
      title={`${team}: ${look.label}`}
      aria-label={`${team}, ${look.label.toLowerCase()}`}
    >
      <OutcomeMark outcome={pick.outcome} boxSize="3" />
      {pick.outcome === 'push' ? 'Push' : team}
    </HStack>
  );
};
