import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { Link as RouterLink } from 'react-router-dom';
import { formatKickoff } from '@/lib/format-kickoff';

interface DeadlineBannerProps {
  week: number;
  /** The week's games by kickoff; undefined while loading. */
  games: Game[] | undefined;
  /** Full-app players get the button to their picks. */
  showPicksButton: boolean;
}

/** "Picks due" from the week's first kickoff, the next lock once that game is under way, and the way in. */
export const DeadlineBanner = ({ week, games, showPicksButton }: DeadlineBannerProps) => {
  const first = games?.[0];
  const nextOpen = games?.find((game) => game.lockReason === null);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      bg="brand.solid"
      color="brand.contrast"
      borderRadius="l3"
      px={{ base: '4', md: '5' }}
      py={{ base: '3.5', md: '4' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      shadow="sm"
    >
      <Stack gap="0.5">
        {games === undefined ? (
          <Skeleton height="5" width="64" maxW="full" />
        ) : (
          <Text fontWeight="bold" fontSize={{ base: 'md', md: 'lg' }}>
            {first ? `Picks due: ${formatKickoff(first.startTime)}` : 'Pick deadline TBD'}
          </Text>
        )}
        <Text fontSize="sm" opacity="0.85">
          {nextOpen && nextOpen !== first
            ? `Next kickoff: ${formatKickoff(nextOpen.startTime)}`
            : 'Each game locks at kickoff'}
        </Text>
      </Stack>
      {showPicksButton && (
        <Button
          asChild
          variant="solid"
          bg="white"
          color="brand.fg"
          _hover={{ bg: 'brand.50' }}
          flexShrink="0"
        >
          <RouterLink to="/weekly-picks">Make Week {week} Picks</RouterLink>
        </Button>
      )}
    </Stack>
  );
};
