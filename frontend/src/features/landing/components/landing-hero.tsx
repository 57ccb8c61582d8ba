import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { navigateToLogin } from '@/lib/navigation';

export const LandingHero = () => (
  <Box bgGradient="to-br" gradientFrom="brand.950" gradientTo="brand.700" color="white">
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
      <Stack gap={{ base: '4', md: '6' }} maxW="2xl">
        <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight">
          Pick every game. Outlast the pool.
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.800">
          Weekly picks against the spread, survivor pools and Super Bowl squares for your crew — all season
          long.
        </Text>
        <Box>
          <Button
            size="lg"
            colorPalette="gray"
            variant="solid"
            bg="white"
            color="brand.900"
            onClick={navigateToLogin}
          >
            Get Started
          </Button>
        </Box>
      </Stack>
    </Container>
  </Box>
);
