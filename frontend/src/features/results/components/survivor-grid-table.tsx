import { Badge, HStack, Stack, Table } from '@chakra-ui/react';
import type { SurvivorGridRow } from '@shared/survivor-grid';
import { PlayerName } from '@/features/results/components/player-name';
import { SurvivorCell } from '@/features/results/components/survivor-cell';

interface SurvivorGridTableProps {
  poolName: string;
  weeks: number[];
  rows: SurvivorGridRow[];
}

const entryWidth = { base: '28', md: '48' } as const;

const pinnedEntry = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  w: entryWidth,
  minW: entryWidth,
  maxW: entryWidth,
  borderRightWidth: '2px',
  boxShadow: '4px 0 6px -4px rgba(0, 0, 0, 0.25)',
} as const;

const EntryName = ({ row }: { row: SurvivorGridRow }) => (
  <Stack gap="0.5" align="flex-start">
    <PlayerName
      name={row.player}
      fontSize="sm"
      fontWeight={row.isViewer ? 'bold' : 'medium'}
      color={row.isEliminated ? 'fg.muted' : 'fg'}
      lineHeight="short"
      maxW="full"
    />
    {(row.entryName || row.outLabel) && (
      <HStack gap="1" wrap="wrap">
        {row.entryName && <PlayerName name={row.entryName} fontSize="xs" color="fg.muted" maxW="full" />}
        {row.outLabel && (
          <Badge size="xs" variant="outline" colorPalette="gray">
            {row.outLabel}
          </Badge>
        )}
      </HStack>
    )}
  </Stack>
);

/**
 * Entries down, weeks across; the entry column stays pinned while the weeks scroll sideways, and the
 * scroll area takes keyboard focus. Eliminated entries sit on gray, the viewer's own are highlighted.
 */
export const SurvivorGridTable = ({ poolName, weeks, rows }: SurvivorGridTableProps) => (
  <Table.ScrollArea
    borderWidth="1px"
    borderRadius="l3"
    bg="bg"
    tabIndex={0}
    role="region"
    aria-label="Survivor grid, scrolls sideways"
    data-testid="survivor-grid-scroll"
  >
    <Table.Root size="sm" aria-label={`${poolName} picks by week`}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader {...pinnedEntry} bg="bg.subtle" fontSize="xs">
            Entry
          </Table.ColumnHeader>
          {weeks.map((week) => (
            <Table.ColumnHeader key={week} textAlign="center" px="1.5" fontSize="xs" whiteSpace="nowrap">
              <abbr title={`Week ${week}`} style={{ textDecoration: 'none' }}>
                Wk {week}
              </abbr>
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => {
          const rowBg = row.isViewer ? 'brand.subtle' : row.isEliminated ? 'bg.muted' : 'bg';
          return (
            <Table.Row
              key={row.entryId}
              bg={rowBg}
              data-eliminated={row.isEliminated || undefined}
              aria-current={row.isViewer ? 'true' : undefined}
            >
              <Table.Cell {...pinnedEntry} bg={rowBg}>
                <EntryName row={row} />
              </Table.Cell>
              {row.cells.map((cell, index) => (
                <Table.Cell key={weeks[index] ?? index} textAlign="center" px="1">
                  <SurvivorCell cell={cell} />
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
