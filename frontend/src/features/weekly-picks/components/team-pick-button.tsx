import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { TeamSummary } from '@shared/team';
import { SelectedMark } from '@/components/selected-mark';
import { TeamLogo } from '@/components/team-logo';

interface TeamPickButtonProps {
  teamId: number;
  team: TeamSummary;
  /** The team's own line ("+3.5"), or null without one. */
  line: string | null;
  /** Final score, shown once the game is completed. */
  score: number | null;
  selected: boolean;
  disabled: boolean;
  onPick: () => void;
}

/** One side of a game: logo, abbreviation, line (and score); pressed when it is the player's pick. */
export const TeamPickButton = ({
  teamId,
  team,
  line,
  score,
  selected,
  disabled,
  onPick,
}: TeamPickButtonProps) => (
  <Button
    aria-label={line ? `${team.displayName} ${line}` : team.displayName}
    aria-pressed={selected}
    variant={selected ? 'solid' : 'outline'}
    colorPalette="brand"
    onClick={onPick}
    disabled={disabled}
    h="auto"
    minH="16"
    w="full"
    px={{ base: '2.5', md: '3' }}
    py="2.5"
    justifyContent="flex-start"
    position="relative"
    borderWidth="1.5px"
    borderColor={selected ? 'brand.solid' : 'border'}
    bg={selected ? 'brand.solid' : 'bg'}
    _hover={{ bg: selected ? 'brand.800' : 'brand.subtle', borderColor: 'brand.solid' }}
    _disabled={{ opacity: selected ? 1 : 0.55, cursor: 'not-allowed' }}
    transition="background 0.12s, border-color 0.12s"
  >
    <HStack gap={{ base: '2', md: '3' }} w="full" minW="0">
      <Box bg="white" borderRadius="full" p="0.5" flexShrink="0">
        <TeamLogo teamId={teamId} size={32} />
      </Box>
      <Stack gap="0" align="flex-start" minW="0" flex="1">
        <HStack columnGap="1.5" rowGap="0" align="baseline" flexWrap="wrap">
          <Text fontWeight="bold" fontSize="md" lineHeight="short">
            {team.abbreviation}
          </Text>
          {line && (
            <Text fontSize="xs" fontWeight="semibold" color={selected ? 'whiteAlpha.800' : 'fg.muted'}>
              {line}
            </Text>
          )}
        </HStack>
        <Text
          fontSize="xs"
          fontWeight="medium"
          color={selected ? 'whiteAlpha.800' : 'fg.muted'}
          truncate
          maxW="full"
          hideBelow="lg"
        >
          {team.displayName}
        </Text>
      </Stack>
      {score !== null && (
        <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink="0">
          {score}
        </Text>
      )}
    </HStack>
    {selected && <SelectedMark />}
  </Button>
);
