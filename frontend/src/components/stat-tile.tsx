import { Box, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  /** A placeholder is drawn while it is undefined (still loading). */
  value: ReactNode | undefined;
  /** Colours the number (green for alive, red for eliminated). */
  palette?: string;
  /** The tile's background: `bg.subtle` on a card, `bg` on the page. */
  bg?: string;
}

/** One head count in a `<dl>` grid of counts: its label over a large number. */
export const StatTile = ({ label, value, palette, bg = 'bg.subtle' }: StatTileProps) => (
  <Box borderWidth="1px" borderRadius="l2" px="3" py="2.5" bg={bg} colorPalette={palette}>
    <Text as="dt" fontSize="xs" color="fg.muted" fontWeight="medium">
      {label}
    </Text>
    <Text
      as="dd"
      fontSize="2xl"
      fontWeight="bold"
      fontVariantNumeric="tabular-nums"
      lineHeight="short"
      color={palette ? 'colorPalette.fg' : 'fg'}
    >
      {value ?? <Skeleton as="span" display="inline-block" height="6" width="8" />}
    </Text>
  </Box>
);
