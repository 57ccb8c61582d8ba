import { Badge, Button, Card, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { Link as RouterLink } from 'react-router-dom';
import { TrashIcon } from '@/components/icons/trash-icon';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { needsSurvivorPick, savedPickOf } from '@/lib/survivor-choices';

const createdFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

interface Week6EntryCardProps {
  entry: SurvivorEntry;
  week: number;
  /** Absent once the pools closed: entries then stay in the field until eliminated. */
  onDelete?: (entry: SurvivorEntry) => void;
}

/** One Week 6 entry: its name, pool, standing, fee, this week's pick and the way to its picks. */
export const Week6EntryCard = ({ entry, week, onDelete }: Week6EntryCardProps) => {
  const pick = savedPickOf(entry, week);
  const money = useAmountText();
  const needsPick = needsSurvivorPick(entry, week);
  return (
    <Card.Root
      variant="outline"
      bg={entry.isEliminated ? 'bg.muted' : 'bg'}
      opacity={entry.isEliminated ? 0.7 : 1}
      shadow="xs"
      as="article"
      aria-label={entry.displayName}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="bold" fontSize="lg" overflowWrap="anywhere">
              {entry.displayName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {entry.pool.name}
            </Text>
          </Stack>
          <HStack gap="1" flexShrink="0">
            <Badge colorPalette={entry.isEliminated ? 'red' : 'green'} variant="subtle">
              {entry.isEliminated ? 'Eliminated' : 'Active'}
            </Badge>
            {onDelete && (
              <IconButton
                aria-label={`Delete ${entry.displayName}`}
                variant="ghost"
                size="sm"
                colorPalette="red"
                onClick={() => onDelete(entry)}
              >
                <TrashIcon />
              </IconButton>
            )}
          </HStack>
        </HStack>
        <Stack gap="1" fontSize="sm">
          <Text>
            Entry fee: <strong>{money(entry.pool.entryFee ?? 0)}</strong>
          </Text>
          <Text color="fg.muted">Created {createdFormat.format(Date.parse(entry.createdAt))}</Text>
          <Text color="fg.muted">
            {entry.isEliminated
              ? `Out in Week ${entry.eliminatedInWeek}`
              : week < entry.firstWeek
                ? `Plays from Week ${entry.firstWeek}`
                : pick
                  ? `Week ${week} pick: ${pick.team.abbreviation}`
                  : `No Week ${week} pick yet`}{' '}
            · {entry.picks.length} {entry.picks.length === 1 ? 'team' : 'teams'} used
          </Text>
        </Stack>
        {!entry.isEliminated && (
          <HStack gap="2" flexWrap="wrap">
            <Button asChild size="sm" variant={needsPick ? 'solid' : 'outline'}>
              <RouterLink to={`/weekly-picks#entry-${entry.id}`}>Manage Picks</RouterLink>
            </Button>
            {needsPick && (
              <Badge colorPalette="orange" variant="solid">
                Pick needed
              </Badge>
            )}
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
};
