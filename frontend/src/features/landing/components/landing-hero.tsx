import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { HomeContent } from '@shared/home-content';
import { navigateToLogin } from '@/lib/navigation';

/** The admin's title, subtitle and description over the brand gradient. */
export const LandingHero = ({ content }: { content: HomeContent }) => (
  <Box bgGradient="to-br" gradientFrom="brand.950" gradientTo="brand.700" color="white">
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }}>
      <Stack gap={{ base: '4', md: '6' }} maxW="2xl">
        <Heading
          as="h1"
          size={{ base: '3xl', md: '5xl' }}
          lineHeight="1.1"
          letterSpacing="tight"
          overflowWrap="anywhere"
        >
          {content.title}
        </Heading>
        <Stack gap="3">
          <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="semibold" color="brand.50">
            {content.subtitle}
          </Text>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.100" whiteSpace="pre-line">
            {content.description}
          </Text>
        </Stack>
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
