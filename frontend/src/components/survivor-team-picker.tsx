import { Box, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SelectedMark } from '@/components/selected-mark';
import { TeamLogo } from '@/components/team-logo';
import type { TeamChoice } from '@/lib/survivor-choices';

const dayAndTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

const statusOf = (choice: TeamChoice) =>
  choice.blocked === 'used'
    ? `Used in Week ${choice.usedInWeek}`
    : choice.blocked === 'started'
      ? 'Game started'
      : null;

interface SurvivorTeamPickerProps {
  /** The radio group's name: one per entry on the page. */
  name: string;
  /** What the group is, e.g. "Team for Week 7". */
  legend: string;
  choices: readonly TeamChoice[];
  /** The team shown as chosen: the one chosen on the page, else the saved pick. */
  value: number | undefined;
  /** The saved pick stays choosable even when it reads as used or started. */
  savedTeamId: number | undefined;
  disabled: boolean;
  onChoose: (teamId: number) => void;
}

/**
 * A survivor entry's team of the week, one tile per team: the team, its line, its opponent and
 * kickoff, two tiles a row so each row is one game (away, home). Teams the entry used, or whose game
 * has started, are greyed and say so; each tile is a radio button.
 */
export const SurvivorTeamPicker = ({
  name,
  legend,
  choices,
  value,
  savedTeamId,
  disabled,
  onChoose,
}: SurvivorTeamPickerProps) => (
  <chakra.fieldset minW="0">
    <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
      {legend}
    </chakra.legend>
    {choices.length === 0 ? (
      <Text fontSize="sm" color="fg.muted">
        No games this week.
      </Text>
    ) : (
      <SimpleGrid columns={2} gap="1.5">
        {choices.map((choice) => {
          const status = statusOf(choice);
          const blocked = choice.blocked !== null && choice.teamId !== savedTeamId;
          const off = disabled || blocked;
          const checked = value === choice.teamId;
          return (
            <Box
              as="label"
              key={choice.teamId}
              position="relative"
              display="flex"
              alignItems="center"
              gap="2"
              px="2"
              py="1.5"
              minH="12"
              minW="0"
              borderWidth="1.5px"
              borderRadius="l2"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.solid' : blocked ? 'bg.muted' : 'bg'}
              color={checked ? 'white' : undefined}
              opacity={blocked && !checked ? 0.55 : 1}
              cursor={off ? 'not-allowed' : 'pointer'}
              _hover={off || checked ? undefined : { borderColor: 'brand.solid', bg: 'brand.subtle' }}
              css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'brand.solid' } }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={choice.teamId}
                checked={checked}
                disabled={off}
                onChange={() => onChoose(choice.teamId)}
                position="absolute"
                inset="0"
                m="0"
                opacity="0"
                cursor="inherit"
              />
              <Box aria-hidden bg="white" borderRadius="full" p="0.5" flexShrink="0">
                <TeamLogo teamId={choice.teamId} size={24} />
              </Box>
              <Stack gap="0" minW="0" flex="1">
                <HStack justify="space-between" gap="1">
                  <Text
                    fontWeight="bold"
                    fontSize="sm"
                    textDecoration={choice.blocked === 'used' ? 'line-through' : undefined}
                  >
                    {choice.team.abbreviation}
                  </Text>
                  {choice.spread && (
                    <Text fontSize="xs" fontWeight="medium" color={checked ? 'whiteAlpha.800' : 'fg.muted'}>
                      {choice.spread}
                    </Text>
                  )}
                </HStack>
                <Text fontSize="xs" color={checked ? 'whiteAlpha.800' : 'fg.muted'} truncate>
                  {choice.isHome ? 'vs' : '@'} {choice.opponent.abbreviation}
                </Text>
                <Text fontSize="xs" color={checked ? 'whiteAlpha.800' : status ? 'fg' : 'fg.muted'} truncate>
                  {status ?? dayAndTime.format(Date.parse(choice.kickoff))}
                </Text>
              </Stack>
              {checked && <SelectedMark />}
            </Box>
          );
        })}
      </SimpleGrid>
    )}
  </chakra.fieldset>
);
