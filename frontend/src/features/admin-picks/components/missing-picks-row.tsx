import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { MissingPicksRow as Row } from '@shared/schemas/reminders';
import { countOf } from '@/lib/admin/admin-toasts';

/** What one player still has to pick, one line per kind of pick. */
const lines = (row: Row): { label: string; text: string }[] =>
  [
    {
      label: `Weekly: ${countOf(row.games.length, 'game')}`,
      text: row.games.map((game) => game.matchup).join(', '),
    },
    { label: 'MNF total', text: row.mnf?.matchup ?? '' },
    { label: 'Survivor', text: row.survivor.map((entry) => entry.name).join(', ') },
    {
      label: `Week 6: ${row.week6.length === 1 ? '1 entry' : `${row.week6.length} entries`}`,
      text: row.week6.map((entry) => entry.name).join(', '),
    },
  ].filter((line) => line.text);

export const MissingPicksRow = ({ row }: { row: Row }) => (
  <Stack as="li" gap="1" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
    <HStack justify="space-between" gap="2">
      <Text fontWeight="semibold" truncate>
        {row.displayName}
      </Text>
      <Badge colorPalette={row.remindersOn ? 'green' : 'gray'} variant="subtle" flexShrink="0">
        {row.remindersOn ? 'Reminders on' : 'Reminders off'}
      </Badge>
    </HStack>
    {lines(row).map((line) => (
      <Text key={line.label} fontSize="sm">
        <Text as="span" fontWeight="medium">
          {line.label}
        </Text>
        <Text as="span" color="fg.muted">
          {' '}
          · {line.text}
        </Text>
      </Text>
    ))}
  </Stack>
);
