import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The clickable line of a `<details>` block, styled as a link with a visible focus ring. */
export const DisclosureSummary = ({ children }: { children: ReactNode }) => (
  <Box
    as="summary"
    cursor="pointer"
    color="brand.fg"
    fontWeight="medium"
    width="fit-content"
    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
  >
    {children}
  </Box>
);
