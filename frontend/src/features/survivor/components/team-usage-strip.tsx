import { Box, HStack, Text, Wrap } from '@chakra-ui/react';
import type { TeamUsage, TeamUsageCell } from '@/features/survivor/survivor-choices';

const look: Record<TeamUsage, { bg: string; color: string; label: string; decoration?: string }> = {
  picked: { bg: 'brand.solid', color: 'brand.contrast', label: 'This week' },
  used: { bg: 'bg.muted', color: 'fg.muted', label: 'Used', decoration: 'line-through' },
  bye: { bg: 'bg', color: 'fg.muted', label: 'Bye' },
  available: { bg: 'green.subtle', color: 'green.fg', label: 'Available' },
};

const describe = (cell: TeamUsageCell) => {
  if (cell.usage === 'used') return `${cell.abbreviation}: used in Week ${cell.week}`;
  if (cell.usage === 'picked') return `${cell.abbreviation}: this week's pick`;
  if (cell.usage === 'bye') return `${cell.abbreviation}: not playing this week`;
  return `${cell.abbreviation}: available`;
};

/** The 32 teams for one entry at a glance: this week's pick, used, on bye, still available. */
export const TeamUsageStrip = ({ cells, label }: { cells: TeamUsageCell[]; label: string }) => {
  const counts = (usage: TeamUsage) => cells.filter((cell) => cell.usage === usage).length;
  return (
    <Box as="section" aria-label={label}>
      <Wrap gap="1" aria-hidden>
        {cells.map((cell) => {
          const style = look[cell.usage];
          return (
            <Box
              key={cell.teamId}
              title={describe(cell)}
              px="1"
              minW="9"
              textAlign="center"
              fontSize="2xs"
              fontWeight="semibold"
              borderRadius="sm"
              borderWidth="1px"
              borderColor={cell.usage === 'bye' ? 'border' : 'transparent'}
              borderStyle={cell.usage === 'bye' ? 'dashed' : 'solid'}
              bg={style.bg}
              color={style.color}
              textDecoration={style.decoration}
            >
              {cell.abbreviation}
            </Box>
          );
        })}
      </Wrap>
      <HStack gap="3" mt="1.5" fontSize="xs" color="fg.muted" flexWrap="wrap">
        <Text>
          {counts('available')} available · {counts('used') + counts('picked')} used · {counts('bye')} on bye
        </Text>
      </HStack>
      <Text srOnly>
        {cells
          .filter((cell) => cell.usage === 'used' || cell.usage === 'picked')
          .map(describe)
          .join('; ') || 'No team used yet'}
      </Text>
    </Box>
  );
};
