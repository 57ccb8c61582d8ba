import { Stack, Table, Text } from '@chakra-ui/react';
import type { Game, PickSplit } from '@shared/game';
import { PickCell } from '@/features/results/components/pick-cell';
import type { GridRow } from '@/features/results/picks-grid';
import { hasKickedOff, splitLeader } from '@/lib/pick-split';

interface PicksGridTableProps {
  games: Game[];
  rows: GridRow[];
  splits: Map<string, PickSplit>;
}

const stickyColumn = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  borderRightWidth: '1px',
  minW: { base: '28', md: '40' },
  maxW: { base: '28', md: '48' },
} as const;

const GameHeader = ({ game, split }: { game: Game; split: PickSplit | undefined }) => {
  const leader = hasKickedOff(game) ? splitLeader(game, split) : null;
  return (
    <Table.ColumnHeader textAlign="center" px="2" minW="20">
      <Stack gap="0" align="center">
        <Text fontSize="xs" fontWeight="bold" whiteSpace="nowrap" color="fg">
          {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation}
        </Text>
        <Text fontSize="2xs" color="fg.muted" whiteSpace="nowrap" minH="4">
          {leader ? `${leader.percent}% ${leader.abbreviation}` : ''}
        </Text>
      </Stack>
    </Table.ColumnHeader>
  );
};

/** Players down, games across; the player column stays put while the games scroll sideways. */
export const PicksGridTable = ({ games, rows, splits }: PicksGridTableProps) => (
  <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg">
    <Table.Root size="sm" aria-label="Weekly picks by player">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader {...stickyColumn} bg="bg.subtle" fontSize="xs">
            Player
          </Table.ColumnHeader>
          <Table.ColumnHeader textAlign="center" fontSize="xs" px="2">
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
              <Table.Cell {...stickyColumn} bg={rowBg}>
                <Text fontSize="sm" fontWeight={row.isViewer ? 'bold' : 'medium'} truncate>
                  {row.user.displayName}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="center" fontWeight="bold" fontVariantNumeric="tabular-nums" px="2">
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
