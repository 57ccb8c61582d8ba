import { Badge, Button, Card, HStack, Text } from '@chakra-ui/react';
import type { SurvivorEntry } from '@shared/schemas/survivor';

const dayAndTime = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** What a folded Week 6 entry shows after its name, and the one action it offers. */
export type Week6EntryLineState =
  | { kind: 'eliminated' }
  | { kind: 'not-yet' }
  | { kind: 'locked'; team: string }
  | { kind: 'picked'; team: string; lockAt: string; unsaved: boolean }
  | { kind: 'no-pick' };

interface Week6EntryLineProps {
  entry: SurvivorEntry;
  state: Week6EntryLineState;
  /** True after a save attempt found this entry's pick missing. */
  flagged: boolean;
  /** Opens the entry's team grid (Change or Choose). */
  onOpen: () => void;
}

/** "Out in Week 6 · PHI lost" or "Out in Week 6 · no pick": how an eliminated entry went out. */
const fateText = (entry: SurvivorEntry) => {
  const last = entry.picks.find((pick) => pick.week === entry.eliminatedInWeek);
  return `Out in Week ${entry.eliminatedInWeek ?? '?'} · ${last ? `${last.team.abbreviation} lost` : 'no pick'}`;
};

const summaryOf = (entry: SurvivorEntry, state: Week6EntryLineState) => {
  switch (state.kind) {
    case 'eliminated':
      return fateText(entry);
    case 'not-yet':
      return `Starts in Week ${entry.firstWeek}`;
    case 'locked':
      return `${state.team} · locked`;
    case 'picked':
      return `${state.team} · locks ${dayAndTime.format(Date.parse(state.lockAt))}${state.unsaved ? ' · not saved' : ''}`;
    default:
      return 'No pick yet';
  }
};

/**
 * A Week 6 entry folded to one line on the picks page, so several entries fit a phone's screen:
 * "Entry 2: PHI · locks Thu 8:15 PM", with Change (or Choose while it has no pick) opening its grid.
 */
export const Week6EntryLine = ({ entry, state, flagged, onOpen }: Week6EntryLineProps) => {
  const action = state.kind === 'picked' ? 'Change' : state.kind === 'no-pick' ? 'Choose' : null;
  return (
    <Card.Root
      id={`entry-${entry.id}`}
      as="article"
      aria-label={entry.displayName}
      variant="outline"
      bg={state.kind === 'eliminated' ? 'bg.muted' : 'bg'}
      shadow="xs"
      borderColor={flagged ? 'border.error' : 'border'}
      scrollMarginTop="20"
    >
      <Card.Body px="3" py="2">
        <HStack justify="space-between" gap="2" minH="8">
          <Text fontSize="sm" minW="0" color={state.kind === 'eliminated' ? 'fg.muted' : 'fg'}>
            <Text as="span" fontWeight="semibold" overflowWrap="anywhere">
              {entry.displayName}
            </Text>
            : {summaryOf(entry, state)}
          </Text>
          <HStack gap="1.5" flexShrink="0">
            {state.kind === 'no-pick' && (
              <Badge colorPalette={flagged ? 'red' : 'orange'} variant="solid" size="sm">
                Pick needed
              </Badge>
            )}
            {action && (
              <Button
                size="xs"
                variant="outline"
                onClick={onOpen}
                aria-label={`${action} ${entry.displayName}'s team`}
              >
                {action}
              </Button>
            )}
          </HStack>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
};
