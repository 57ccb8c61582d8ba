import { Box, Container, Link, Text } from '@chakra-ui/react';

/** Data credits, shown on every screen. */
export const SiteFooter = () => (
  <Box as="footer" borderTopWidth="1px" bg="bg" py="5" mt="auto">
    <Container maxW="6xl" px={{ base: '4', md: '6' }}>
      <Text fontSize="sm" color="fg.muted" textAlign="center">
        Team logos and data provided by{' '}
        <Link href="https://www.espn.com/nfl/" target="_blank" rel="noreferrer" color="fg">
          ESPN
        </Link>
        . Schedule and scores data from{' '}
        <Link href="https://github.com/nflverse" target="_blank" rel="noreferrer" color="fg">
          nflverse
        </Link>
        .
      </Text>
    </Container>
  </Box>
);
