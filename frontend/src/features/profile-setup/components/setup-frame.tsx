import { Box, Card, Container, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { SignOutButton } from '@/components/sign-out-button';
import { SiteFooter } from '@/components/site-footer';

interface SetupFrameProps {
  children: ReactNode;
}

/** The page around the profile step: no navigation yet, only a way out. */
export const SetupFrame = ({ children }: SetupFrameProps) => (
  <Flex direction="column" minH="100dvh">
    <Box as="header" bg="bg" borderBottomWidth="1px">
      <Container maxW="6xl" px={{ base: '4', md: '6' }} py="3">
        <HStack justify="space-between">
          <BrandMark />
          <SignOutButton />
        </HStack>
      </Container>
    </Box>
    <Container as="main" maxW="lg" px={{ base: '3', md: '6' }} py={{ base: '6', md: '12' }} flex="1">
      <Card.Root variant="elevated" bg="bg">
        <Card.Body p={{ base: '5', md: '8' }}>{children}</Card.Body>
      </Card.Root>
    </Container>
    <SiteFooter />
  </Flex>
);
