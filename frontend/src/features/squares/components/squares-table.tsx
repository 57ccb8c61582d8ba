import { Box, HStack, Table, Text } from '@chakra-ui/react';
import { GRID_DIGITS, isOwnSquare } from '@/lib/squares-grid';

interface SquaresTableProps {
  /** rows[row][column]: the square's name, null when open. */
  rows: (string | null)[][];
  username: string | null | undefined;
}

const headerCell = {
  bg: 'bg.subtle',
  color: 'fg',
  fontWeight: 'bold',
  textAlign: 'center',
  px: '1',
  fontVariantNumeric: 'tabular-nums',
} as const;

/** The row digits stay in view while the grid scrolls sideways on a phone. */
const pinnedRowHeader = {
  ...headerCell,
  position: 'sticky',
  left: '0',
  zIndex: '1',
  w: '8',
  minW: '8',
} as const;

const ownLook = {
  bg: 'brand.subtle',
  color: 'brand.fg',
  fontWeight: 'bold',
  outline: '2px solid',
  outlineColor: 'brand.solid',
  outlineOffset: '-2px',
} as const;

interface SwatchProps {
  label: string;
  own?: boolean;
}

const Swatch = ({ label, own }: SwatchProps) => (
  <HStack as="li" gap="1.5">
    <Box boxSize="4" borderRadius="sm" borderWidth="1px" bg="bg" {...(own ? ownLook : {})} />
    <Text>{label}</Text>
  </HStack>
);

/** What the grid's looks mean. */
export const SquaresLegend = () => (
  <HStack as="ul" gap="4" wrap="wrap" fontSize="xs" color="fg.muted" aria-label="Key" listStyleType="none">
    <Swatch label="Your squares" own />
    <Swatch label="Empty squares are still available" />
  </HStack>
);

/**
 * The 10x10 grid with its 0-9 digits across and down. On a phone it scrolls sideways inside a
 * focusable region, so it can be scrolled with the keyboard too; the region is positioned so the
 * cells' screen-reader text stays inside it and never widens the page.
 */
export const SquaresTable = ({ rows, username }: SquaresTableProps) => (
  <Table.ScrollArea
    borderWidth="1px"
    borderRadius="l2"
    bg="bg"
    position="relative"
    tabIndex={0}
    role="region"
    aria-label="Super Bowl squares, scrolls sideways on small screens"
  >
    <Table.Root size="sm" showColumnBorder aria-label="Super Bowl squares" tableLayout="fixed" minW="36rem">
      <Table.Header>
        <Table.Row>
          <Table.Cell {...pinnedRowHeader} />
          {GRID_DIGITS.map((column) => (
            <Table.ColumnHeader key={column} scope="col" {...headerCell}>
              {column}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {GRID_DIGITS.map((row) => (
          <Table.Row key={row}>
            <Table.ColumnHeader scope="row" {...pinnedRowHeader}>
              {row}
            </Table.ColumnHeader>
            {GRID_DIGITS.map((column) => {
              const name = rows[row]?.[column] ?? null;
              const own = isOwnSquare(name, username);
              return (
                <Table.Cell
                  key={column}
                  h={{ base: '11', md: '12' }}
                  px="1"
                  textAlign="center"
                  fontSize={{ base: 'xs', md: 'sm' }}
                  lineHeight="short"
                  overflowWrap="anywhere"
                  {...(own ? ownLook : {})}
                >
                  {name}
                  {own && (
                    <Text as="span" srOnly>
                      , your square
                    </Text>
                  )}
                  {name === null && (
                    <Text as="span" srOnly>
                      Available
                    </Text>
                  )}
                </Table.Cell>
              );
            })}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  </Table.ScrollArea>
);
