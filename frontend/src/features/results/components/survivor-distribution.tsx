import { Box, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { SurvivorPoolResults } from '@shared/schemas/survivor';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { shareSentence } from '@/features/results/survivor-grid';

interface SurvivorDistributionProps {
  distribution: SurvivorPoolResults['distribution'];
}

/**
 * How the alive entries picked, week by week (newest first). The server counts only picks whose
 * game has started, so an open pick never shows here.
 */
export const SurvivorDistribution = ({ distribution }: SurvivorDistributionProps) => {
  const weeks = [...distribution].sort((a, b) => b.week - a.week);
  const [chosen, setChosen] = useState<number | null>(null);
  const shown = weeks.find((week) => week.week === chosen) ?? weeks[0];
  if (!shown) {
    return (
      <EmptyMessage title="No picks to show yet">
        How the field picked shows here once a week's games have started.
      </EmptyMessage>
    );
  }
  const counted = shown.teams.reduce((sum, team) => sum + team.count, 0);
  return (
    <Stack gap="3">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
        <Text fontWeight="semibold" data-testid="survivor-top-share">
          Week {shown.week}: {shareSentence(shown.teams)}
        </Text>
        <Field.Root width="auto" flexShrink="0">
          <Field.Label srOnly>Pick distribution week</Field.Label>
          <NativeSelect.Root size="sm" width="32">
            <NativeSelect.Field
              value={shown.week}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {weeks.map((week) => (
                <option key={week.week} value={week.week}>
                  Week {week.week}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Stack>
      <Stack as="ul" gap="1.5" listStyleType="none" aria-label={`Week ${shown.week} picks of alive entries`}>
        {shown.teams.map((team) => (
          <HStack as="li" key={team.teamId} gap="2" fontSize="sm">
            <Text width="10" fontWeight="bold" flexShrink="0">
              {team.teamAbbreviation}
            </Text>
            <Box flex="1" height="3" bg="bg.muted" borderRadius="full" overflow="hidden" aria-hidden>
              <Box height="full" width={`${team.percent}%`} bg="brand.solid" borderRadius="full" />
            </Box>
            <Text width="24" textAlign="end" fontVariantNumeric="tabular-nums" flexShrink="0">
              {team.percent}%{' '}
              <Text as="span" color="fg.muted">
                ({team.count})
              </Text>
            </Text>
          </HStack>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted">
        Of {shown.alive} {shown.alive === 1 ? 'entry' : 'entries'} alive going into Week {shown.week}
        {counted < shown.alive ? `; ${shown.alive - counted} not shown (no pick, or game not started)` : ''}.
      </Text>
    </Stack>
  );
};
