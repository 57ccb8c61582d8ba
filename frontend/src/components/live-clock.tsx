import { Box, HStack, type StackProps, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { liveClockText } from '@shared/live-game';

type LiveClockProps = StackProps & { game: Pick<Game, 'status' | 'period' | 'clock' | 'isCompleted'> };

/** "Live · Q3 4:12" beside a red dot, like a scoreboard; nothing unless the game is in progress. */
export const LiveClock = ({ game, ...props }: LiveClockProps) => {
  const clock = liveClockText(game);
  if (clock === null) return null;
  return (
    <HStack gap="1.5" color="fg.error" fontWeight="bold" whiteSpace="nowrap" {...props}>
      <Box boxSize="2" borderRadius="full" bg="red.solid" flexShrink="0" aria-hidden="true" />
      <Text>{clock === 'Live' ? 'Live' : `Live · ${clock}`}</Text>
    </HStack>
  );
};
