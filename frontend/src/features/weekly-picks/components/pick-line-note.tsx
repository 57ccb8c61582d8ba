import { Badge, HStack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import { pickLineText } from '@/features/weekly-picks/pick-line';

interface PickLineNoteProps {
  pick: Pick<WeeklyPick, 'pickedTeamId' | 'line'>;
  game: Game;
}

/** "Your pick: KC -3.5": the line the saved pick was made against, and the line now if it moved since. */
export const PickLineNote = ({ pick, game }: PickLineNoteProps) => {
  const { made, now } = pickLineText(pick, game);
  return (
    <HStack gap="2" wrap="wrap" fontSize="xs" minH="5">
      <Text color="fg.muted">
        Your pick:{' '}
        <Text as="span" fontWeight="semibold" color="fg">
          {made}
        </Text>
      </Text>
      {now && (
        <Badge colorPalette="orange" variant="subtle" size="sm">
          Line now {now}
        </Badge>
      )}
    </HStack>
  );
};
