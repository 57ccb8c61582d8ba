import { Badge, Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { WEEK6_LOGIN_URL } from '@/lib/navigation';
import { setWeek6Intent } from '@/lib/week6-intent';

const joinWeek6 = () => {
  setWeek6Intent();
  window.location.assign(WEEK6_LOGIN_URL);
};

export const Week6Promo = () => (
  <Container maxW="6xl" px={{ base: '4', md: '6' }} pb={{ base: '10', md: '16' }}>
    <Box
      as="section"
      aria-labelledby="week6-promo-heading"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="orange.200"
      bg="orange.50"
      p={{ base: '5', md: '8' }}
    >
      <Stack
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Stack gap="2" maxW="2xl">
          <HStack>
            <Badge colorPalette="orange" variant="solid">
              New
            </Badge>
            <Text fontSize="sm" fontWeight="semibold" color="orange.700">
              Starts fresh at Week 6
            </Text>
          </HStack>
          <Heading as="h2" id="week6-promo-heading" size={{ base: 'xl', md: '2xl' }}>
            Week 6 Survivor Pool
          </Heading>
          <Text color="fg.muted">
            Missed the start of the season? Jump into the Week 6 survivor pool with up to 10 entries, 100
            points per entry. Pick one winner a week and keep every entry alive.
          </Text>
        </Stack>
        <Button size="lg" colorPalette="orange" onClick={joinWeek6} flexShrink="0">
          Join Week 6 Survivor Pool
        </Button>
      </Stack>
    </Box>
  </Container>
);
