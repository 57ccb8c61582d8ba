import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/site-footer';

/** The signed-in top bar's box: the same height whatever it holds, loaded or not. */
export const HeaderBar = ({ children }: { children: ReactNode }) => (
  <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
    <Container maxW="6xl" px={{ base: '2', md: '6' }} py="2">
      <HStack justify="space-between" gap="4" minH="12">
        {children}
      </HStack>
    </Container>
  </Box>
);

interface AppFrameProps {
  /** What stands above the page: the top bar, and a banner above it when there is one. */
  header: ReactNode;
  /**
   * The page at least a window tall, the credits below it: a page whose content arrives after its
   * first paint then moves nothing already seen (credits at the foot of a short loading page would
   * jump down out of sight as it filled).
   */
  fillWindow?: boolean;
  children: ReactNode;
}

/** The signed-in frame: the top bar, the page, the credits. */
export const AppFrame = ({ header, fillWindow = false, children }: AppFrameProps) => (
  <Flex direction="column" minH="100dvh">
    {header}
    <Container
      as="main"
      maxW="6xl"
      px={{ base: '3', md: '6' }}
      py={{ base: '4', md: '8' }}
      flex="1"
      minH={fillWindow ? '100dvh' : undefined}
    >
      {children}
    </Container>
    <SiteFooter />
  </Flex>
);
