import { Badge, HStack, Text } from '@chakra-ui/react';
import type { MnfTiebreakerResult } from '@shared/schemas/leaderboard';
import { mnfDifferenceColour } from '@shared/standings';

interface MnfPointsProps {
  result: MnfTiebreakerResult;
  /** True while the server keeps other players' totals back (before the Monday game kicks off). */
  hiddenUntilKickoff: boolean;
}

/**
 * "54 / 48" (predicted / actual) with the difference coloured: green ≤3, yellow ≤7, red above; a
 * labelled dash when there is no total to show.
 */
export const MnfPoints = ({ result, hiddenUntilKickoff }: MnfPointsProps) => {
  if (result.predictedTotal === null) {
    return (
      <Text
        as="span"
        color="fg.subtle"
        aria-label={hiddenUntilKickoff ? 'Hidden until kickoff' : 'No MNF total'}
      >
        —
      </Text>
    );
  }
  return (
    <HStack gap="1.5" justify="flex-end" whiteSpace="nowrap">
      <Text fontVariantNumeric="tabular-nums">
        {result.predictedTotal} / {result.actualTotal ?? '—'}
      </Text>
      {result.difference !== null && (
        <Badge
          colorPalette={mnfDifferenceColour(result.difference)}
          variant="subtle"
          size="sm"
          title={`Off by ${result.difference}`}
        >
          ±{result.difference}
        </Badge>
      )}
    </HStack>
  );
};
