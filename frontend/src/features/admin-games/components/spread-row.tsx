import {
  Badge,
  Box,
  Field,
  Grid,
  HStack,
  IconButton,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { TrashIcon } from '@/components/icons/trash-icon';
import {
  cleanPoints,
  type Favorite,
  lineFromDraft,
  MAX_SPREAD_POINTS,
  type SpreadDraft,
} from '@/features/admin-games/spread-draft';
import { formatKickoff } from '@/lib/format-kickoff';
import { favoriteLine } from '@/lib/spread';

const lockNotes = { started: 'Kicked off · line locked', completed: 'Final · line locked' } as const;
const FROZEN_NOTE = 'Line frozen';

interface SpreadRowProps {
  game: Game;
  draft: SpreadDraft;
  /** True when the draft differs from what is stored. */
  changed: boolean;
  /** True once the pool's line freeze has passed for this game (the server refuses edits then). */
  lineFrozen: boolean;
  onChange: (draft: SpreadDraft) => void;
  onDelete: () => void;
}

/** One game of Game Management: matchup, kickoff, favorite and points, delete. */
export const SpreadRow = ({ game, draft, changed, lineFrozen, onChange, onDelete }: SpreadRowProps) => {
  const matchup = `${game.awayTeam.abbreviation} at ${game.homeTeam.abbreviation}`;
  const lockNote =
    game.lockReason === 'started' || game.lockReason === 'completed'
      ? lockNotes[game.lockReason]
      : lineFrozen
        ? FROZEN_NOTE
        : null;
  const invalid = !lineFromDraft(draft).valid;

  return (
    <Box
      role="group"
      aria-label={matchup}
      borderWidth="1px"
      borderColor={changed ? 'brand.emphasized' : 'border'}
      bg={changed ? 'brand.subtle' : 'bg'}
      borderRadius="l2"
      px="3"
      py="2.5"
    >
      <Grid
        templateAreas={{
          base: '"game game delete" "favorite points points"',
          md: '"game favorite points delete"',
        }}
        templateColumns={{ base: 'minmax(0, 1fr) 5.5rem 2rem', md: 'minmax(0, 1fr) 11rem 8rem auto' }}
        columnGap="3"
        rowGap="2"
        alignItems="center"
      >
        <Stack gridArea="game" gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate>
            {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation}
            <Text as="span" fontWeight="normal" color="fg.muted" hideBelow="lg">
              {' '}
              · {game.awayTeam.displayName} at {game.homeTeam.displayName}
            </Text>
          </Text>
          <HStack gap="1" columnGap="2" wrap="wrap" fontSize="xs" color="fg.muted">
            <Text>{formatKickoff(game.startTime)}</Text>
            <Text>· Line {favoriteLine(game)}</Text>
            {lockNote && (
              <Badge size="sm" colorPalette="gray" variant="subtle">
                {lockNote}
              </Badge>
            )}
          </HStack>
        </Stack>
        <Field.Root gridArea="favorite" disabled={lockNote !== null}>
          <Field.Label fontSize="xs" color="fg.muted">
            Favorite
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={draft.favorite}
              bg="bg"
              onChange={(event) => {
                const favorite = event.target.value as Favorite;
                onChange({ favorite, points: favorite === 'none' ? '' : draft.points });
              }}
            >
              <option value="none">No favorite</option>
              <option value="away">{game.awayTeam.abbreviation} (away)</option>
              <option value="home">{game.homeTeam.abbreviation} (home)</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root
          gridArea="points"
          disabled={lockNote !== null || draft.favorite === 'none'}
          invalid={invalid}
        >
          <Field.Label fontSize="xs" color="fg.muted">
            Points
          </Field.Label>
          <NumberInput.Root
            size="sm"
            value={draft.points}
            onValueChange={(details) => onChange({ ...draft, points: cleanPoints(details.value) })}
            min={0}
            max={MAX_SPREAD_POINTS}
            step={0.5}
            clampValueOnBlur={false}
            width="full"
          >
            <NumberInput.Control />
            <NumberInput.Input
              inputMode="decimal"
              bg="bg"
              placeholder={draft.favorite === 'none' ? '—' : 'e.g. 3.5'}
            />
          </NumberInput.Root>
          <Field.ErrorText fontSize="xs">Half points, 0-{MAX_SPREAD_POINTS}</Field.ErrorText>
        </Field.Root>
        <IconButton
          gridArea="delete"
          justifySelf="end"
          alignSelf={{ base: 'flex-start', md: 'center' }}
          me={{ base: '-1.5', md: '0' }}
          aria-label={`Delete ${matchup}`}
          variant="ghost"
          colorPalette="red"
          size="sm"
          onClick={onDelete}
        >
          <TrashIcon />
        </IconButton>
      </Grid>
    </Box>
  );
};
