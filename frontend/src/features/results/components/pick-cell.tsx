import { Box, Text } from '@chakra-ui/react';
import { LockIcon } from '@/components/icons/lock-icon';
import type { GridCell } from '@/features/results/picks-grid';
import { outcomeLooks } from '@/lib/pick-outcome';

/** A grid cell: the picked team coloured by its outcome, "—" for no pick, a lock while hidden. */
export const PickCell = ({ cell }: { cell: GridCell }) => {
  if (cell.kind === 'none') {
    return (
      <Text as="span" color="fg.subtle" aria-label="No pick">
        —
      </Text>
    );
  }
  if (cell.kind === 'hidden') {
    return <LockIcon boxSize="3.5" color="fg.subtle" aria-label="Hidden until kickoff" />;
  }
  const { pick } = cell;
  const look = outcomeLooks[pick.outcome];
  const team = pick.pickedTeam?.abbreviation ?? '?';
  return (
    <Box
      as="span"
      colorPalette={look.palette}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="10"
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
      {pick.outcome === 'push' ? 'Push' : team}
    </Box>
  );
};
