import { Badge, HStack, Text } from '@chakra-ui/react';
import type { MnfTiebreakerResult } from '@shared/schemas/leaderboard';
import { mnfDifferenceColour } from '@shared/standings';

/** "54 / 48" (predicted / actual) with the difference coloured: green ≤3, yellow ≤7, red above. */
export const MnfPoints = ({ result }: { result: MnfTiebreakerResult }) => {
  if (result.predictedTotal === null) {
    return <Text color="fg.subtle">—</Text>;
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
