import { Stack, Table, Text } from '@chakra-ui/react';
import type { Game, PickSplit } from '@shared/game';
import { finalText, isLive, liveClockText } from '@shared/live-game';
import { hasKickedOff } from '@shared/pick-lock';
import type { GridRow } from '@shared/picks-grid';
import { PickCell } from '@/features/results/components/pick-cell';
import { PlayerName } from '@/features/results/components/player-name';
import { splitLeader } from '@/lib/pick-split';
import { favoriteLine } from '@/lib/spread';

interface PicksGridTableProps {
  games: Game[];
  rows: GridRow[];
  splits: Map<string, PickSplit>;
}

/** The player column's width: the Won column is pinned right after it. */
const playerWidth = { base: '24', md: '40' } as const;

const pinnedPlayer = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  w: playerWidth,
  minW: playerWidth,
  maxW: playerWidth,
} as const;

const pinnedWon = {
  position: 'sticky',
  left: playerWidth,
  zIndex: '1',
  px: '2',
  textAlign: 'center',
  borderRightWidth: '2px',
  boxShadow: '4px 0 6px -4px rgba(0, 0, 0, 0.25)',
} as const;

/** "Final 17-24", or "17-24 · Q3 4:12" while live, in the header's away @ home order. */
const headerScore = (game: Game) => {
  if (game.awayScore === null || game.homeScore === null) return null;
  const score = `${game.awayScore}-${game.homeScore}`;
  if (game.isCompleted) return `${finalText(game)} ${score}`;
  return isLive(game) ? `${score} · ${liveClockText(game)}` : null;
};

const GameHeader = ({ game, split }: { game: Game; split: PickSplit | undefined }) => {
  const leader = hasKickedOff(game) ? splitLeader(game, split) : null;
  const score = headerScore(game);
  return (
    <Table.ColumnHeader textAlign="center" px="2" minW="20">
      <Stack gap="0" align="center">
        <Text fontSize="xs" fontWeight="bold" whiteSpace="nowrap" color="fg">
          {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation}
        </Text>
        <Text fontSize="2xs" color="fg" whiteSpace="nowrap">
          {favoriteLine(game)}
        </Text>
        <Text
          fontSize="2xs"
          color={isLive(game) ? 'fg.error' : 'fg'}
          fontWeight="semibold"
          whiteSpace="nowrap"
          minH="4"
        >
          {score ?? ''}
        </Text>
        <Text fontSize="2xs" color="fg.muted" whiteSpace="nowrap" minH="4">
          {leader ? `${leader.percent}% ${leader.abbreviation}` : ''}
        </Text>
      </Stack>
    </Table.ColumnHeader>
  );
};

/**
 * Players down, games across; the Player and Won columns stay pinned while the games scroll
 * sideways, and the scroll area takes keyboard focus so it can be scrolled without a mouse.
 */
export const PicksGridTable = ({ games, rows, splits }: PicksGridTableProps) => (
  <Table.ScrollArea
    borderWidth="1px"
    borderRadius="l3"
    bg="bg"
    tabIndex={0}
    role="region"
    aria-label="Picks grid, scrolls sideways"
    data-testid="picks-grid-scroll"
  >
    <Table.Root size="sm" aria-label="Weekly picks by player">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader {...pinnedPlayer} bg="bg.subtle" fontSize="xs">
            Player
          </Table.ColumnHeader>
          <Table.ColumnHeader {...pinnedWon} bg="bg.subtle" fontSize="xs">
            Won
          </Table.ColumnHeader>
          {games.map((game) => (
            <GameHeader key={game.id} game={game} split={splits.get(game.id)} />
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const rowBg = row.isViewer ? 'brand.subtle' : 'bg';
          return (
            <Table.Row key={row.user.id} bg={rowBg}>
              <Table.Cell {...pinnedPlayer} bg={rowBg}>
                <PlayerName
                  name={row.user.displayName}
                  fontSize="sm"
                  fontWeight={row.isViewer ? 'bold' : 'medium'}
                />
              </Table.Cell>
              <Table.Cell {...pinnedWon} bg={rowBg} fontWeight="bold" fontVariantNumeric="tabular-nums">
                {row.correct}
              </Table.Cell>
              {row.cells.map((cell, index) => (
                <Table.Cell key={games[index]?.id ?? index} textAlign="center" px="1.5">
                  <PickCell cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
