import { Badge, Box, Button, Container, HStack } from '@chakra-ui/react';
import { BrandMark } from '@/components/brand-mark';
import { navigateToLogin } from '@/lib/navigation';

/** The brand, the season the pool plays (from the server: this page is prerendered) and Sign In. */
export const LandingHeader = ({ season }: { season: number | undefined }) => (
  <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py="3">
      <HStack justify="space-between" gap="3">
        <HStack gap="3" minW="0">
          <BrandMark />
          {season !== undefined && (
            <Badge variant="subtle" colorPalette="brand" size={{ base: 'sm', md: 'md' }}>
              {season} NFL Season
            </Badge>
          )}
        </HStack>
        <Button size={{ base: 'sm', md: 'md' }} onClick={navigateToLogin}>
          Sign In
        </Button>
      </HStack>
    </Container>
  </Box>
);
