import { Badge, Box, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  type Week6RegistrationStatus,
  week6DeadlineText,
  week6FieldText,
  week6StartText,
} from '@shared/week6-registration';
import { navigateToLogin, WEEK6_LOGIN_URL } from '@/lib/navigation';
import { setWeek6Intent } from '@/lib/week6-intent';

const joinWeek6 = () => {
  setWeek6Intent();
  window.location.assign(WEEK6_LOGIN_URL);
};

/**
 * The landing page's Week 6 pool: an invitation with its deadline while it takes entries; once it
 * closed, how its field stands and the way into the weekly pool instead. Unknown (the status could
 * not be read), the invitation: the server refuses a registration after the close anyway. Pending
 * (the registration not read yet), the section's heading with its lines and button held in place.
 */
export const Week6Promo = ({
  registration,
  pending,
}: {
  registration: Week6RegistrationStatus | undefined;
  pending: boolean;
}) => {
  const closed = registration?.isOpen === false;
  if (pending) return <Week6PromoPending />;
  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} pb={{ base: '10', md: '16' }}>
      <Box
        as="section"
        aria-labelledby="week6-promo-heading"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor={closed ? 'border' : 'orange.200'}
        bg={closed ? 'bg.subtle' : 'orange.50'}
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
              {closed ? (
                <Badge colorPalette="gray" variant="solid">
                  Registration closed
                </Badge>
              ) : (
                <Badge colorPalette="orange" variant="solid">
                  New
                </Badge>
              )}
              <Text fontSize="sm" fontWeight="semibold" color={closed ? 'fg.muted' : 'orange.700'}>
                {closed ? 'Under way since Week 6' : `Starts fresh at Week ${registration?.startWeek ?? 6}`}
              </Text>
            </HStack>
            <Heading as="h2" id="week6-promo-heading" size={{ base: 'xl', md: '2xl' }}>
              Week 6 Survivor Pool
            </Heading>
            {closed && registration ? (
              <>
                <Text color="fg.muted">
                  {week6DeadlineText(registration)} {week6FieldText(registration)}
                </Text>
                <Text color="fg.muted">New here? Sign in to play the weekly picks against the spread.</Text>
              </>
            ) : (
              <>
                <Text color="fg.muted">
                  Missed the start of the season? Jump into the Week 6 survivor pool with up to 10 entries,
                  each at the pool's entry fee. Pick one winner a week and keep every entry alive.
                </Text>
                {registration && (
                  <Text fontSize="sm" fontWeight="medium" color="orange.800">
                    {week6StartText(registration, 'New entries')} {week6DeadlineText(registration)}
                  </Text>
                )}
              </>
            )}
          </Stack>
          {closed ? (
            <Button size="lg" variant="outline" bg="bg" onClick={navigateToLogin} flexShrink="0">
              Sign In to Play Weekly Picks
            </Button>
          ) : (
            <Button size="lg" colorPalette="orange" onClick={joinWeek6} flexShrink="0">
              Join Week 6 Survivor Pool
            </Button>
          )}
        </Stack>
      </Box>
    </Container>
  );
};

const Week6PromoPending = () => (
  <Container maxW="6xl" px={{ base: '4', md: '6' }} pb={{ base: '10', md: '16' }}>
    <Box
      as="section"
      aria-labelledby="week6-promo-heading"
      aria-busy="true"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="border"
      bg="bg.subtle"
      p={{ base: '5', md: '8' }}
    >
      <Stack
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
        align={{ md: 'center' }}
      >
        <Stack gap="2" maxW="2xl" flex="1">
          <Skeleton height="5" width="40" />
          <Heading as="h2" id="week6-promo-heading" size={{ base: 'xl', md: '2xl' }}>
            Week 6 Survivor Pool
          </Heading>
          <Skeleton height="4" />
          <Skeleton height="4" width="80%" />
        </Stack>
        <Skeleton height="12" width={{ base: 'full', md: '64' }} flexShrink="0" />
      </Stack>
    </Box>
  </Container>
);
