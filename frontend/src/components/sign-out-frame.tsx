import { Box, Card, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';
import { SiteFooter } from '@/components/site-footer';

/** The page around the sign-out question: the name home, one card, the credits. */
export const SignOutFrame = ({ children }: { children: ReactNode }) => (
  <Flex direction="column" minH="100dvh">
    <Box as="header" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py="3">
        <RouterLink to="/" aria-label="NFL Pool home">
          <BrandMark />
        </RouterLink>
      </Container>
    </Box>
    <Container as="main" maxW="lg" px={{ base: '3', md: '6' }} py={{ base: '8', md: '16' }} flex="1">
      <Card.Root variant="elevated" bg="bg" textAlign="center">
        <Card.Body gap="3" alignItems="center" p={{ base: '6', md: '10' }}>
          {children}
        </Card.Body>
      </Card.Root>
    </Container>
    <SiteFooter />
  </Flex>
);
