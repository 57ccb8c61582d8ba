import { Badge, Button, Card, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES } from '@shared/survivor';
import {
  type Week6RegistrationStatus,
  week6DeadlineText,
  week6FieldText,
  week6StartText,
} from '@shared/week6-registration';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { useWeek6Entries } from '@/lib/api/survivor';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { formatKickoff } from '@/lib/format-kickoff';
import { serverNow } from '@/lib/server-clock';
import { needsSurvivorPick, savedPickOf } from '@/lib/survivor-choices';

// The dialog (portal, focus trap, the entry count field) loads only once a player asks to register.
const Week6RegisterDialog = lazy(() =>
  import('@/features/dashboard/components/week6-register-dialog').then((module) => ({
    default: module.Week6RegisterDialog,
  })),
);

/** What the banner says under its heading: the player's entries, the deadline, the pool's field. */
const bannerText = (
  mine: number,
  alive: number,
  registration: Week6RegistrationStatus | undefined,
  money: (amount: number) => string,
): string => {
  const own = `${mine} ${mine === 1 ? 'entry' : 'entries'}, ${alive} alive.`;
  if (registration && !registration.isOpen) {
    const field = `${week6DeadlineText(registration)} ${week6FieldText(registration)}`;
    return mine > 0 ? `Yours: ${own} ${field}` : field;
  }
  const offer = `Up to ${WEEK6_MAX_ENTRIES} entries, ${money(WEEK6_ENTRY_FEE)} each.`;
  if (!registration) return mine > 0 ? own : offer;
  const open = `${week6StartText(registration, 'New entries')} ${week6DeadlineText(registration)}`;
  return `${mine > 0 ? own : offer} ${open}`;
};

/**
 * Where the live entries' picks of the week stand once none is missing: "Week 6 picks are in: the
 * first locks Sun, Oct 12, 1:00 PM EDT.", or locked; null while no live entry plays this week.
 */
const picksInText = (entries: readonly SurvivorEntry[], week: number, now: number): string | null => {
  const picks = entries.flatMap((entry) => {
    const pick = week >= entry.firstWeek ? savedPickOf(entry, week) : undefined;
    return pick ? [pick] : [];
  });
  if (picks.length === 0) return null;
  const open = picks
    .filter((pick) => !pick.isFinalized && Date.parse(pick.lockAt) > now)
    .map((pick) => pick.lockAt)
    .sort();
  const all =
    picks.length === 1 ? `Your Week ${week} pick is in` : `All ${picks.length} Week ${week} picks are in`;
  if (!open[0]) return `${all} and locked.`;
  return `${all}: ${open.length === picks.length ? 'the first' : 'the next'} locks ${formatKickoff(open[0])}.`;
};

/**
 * The Week 6 pools banner: Register Now without entries while the pools take them; Registered and
 * Pick Now! with entries; once registration closed, that and how many entries are still alive.
 */
export const Week6Banner = ({ week }: { week: number }) => {
  const entries = useWeek6Entries();
  const registration = useWeek6Registration();
  const money = useAmountText();
  const [registering, setRegistering] = useState(false);
  const [askedToRegister, setAskedToRegister] = useState(false);
  // While the entries load, the card holds its shape (its text: on a phone three lines, as the text
  // of each state with the registration's deadline wraps, one from sm up; a row of small buttons).
  const loading = entries.isLoading || (registration.isLoading && !registration.data);
  const mine = entries.data ?? [];
  const alive = mine.filter((entry) => !entry.isEliminated);
  const needing = alive.filter((entry) => needsSurvivorPick(entry, week)).length;
  const picksIn = needing === 0 ? picksInText(alive, week, serverNow()) : null;
  const closed = registration.data?.isOpen === false;
  return (
    <Card.Root
      variant="outline"
      bg="brand.subtle"
      borderColor="brand.muted"
      as="section"
      aria-label="Week 6 Survivor Pools"
      aria-busy={loading}
    >
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          gap="3"
        >
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" flexWrap="wrap">
              <Heading as="h2" size="md">
                Week 6 Survivor Pools
              </Heading>
              {mine.length > 0 && (
                <Badge colorPalette="green" variant="solid">
                  Registered
                </Badge>
              )}
              {!loading && mine.length === 0 && closed && (
                <Badge colorPalette="gray" variant="solid">
                  Registration closed
                </Badge>
              )}
              {picksIn && (
                <Badge colorPalette="green" variant="subtle">
                  Picks in
                </Badge>
              )}
              {needing > 0 && (
                <Badge colorPalette="orange" variant="solid">
                  {needing === 1 ? 'Pick needed' : `${needing} picks needed`}
                </Badge>
              )}
            </HStack>
            {loading ? (
              <Stack gap="0">
                <Skeleton width="full" maxW="sm">
                  <Text fontSize="sm">{'\u00a0'}</Text>
                </Skeleton>
                <Skeleton width="full" hideFrom="sm">
                  <Text fontSize="sm">{'\u00a0'}</Text>
                </Skeleton>
                <Skeleton width="48" maxW="full" hideFrom="sm">
                  <Text fontSize="sm">{'\u00a0'}</Text>
                </Skeleton>
              </Stack>
            ) : (
              <>
                {picksIn && (
                  <Text fontSize="sm" fontWeight="medium">
                    {picksIn}
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  {bannerText(mine.length, alive.length, registration.data, money)}
                </Text>
              </>
            )}
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {loading ? (
              <Skeleton height="8" width="28" borderRadius="l2" />
            ) : mine.length > 0 ? (
              <>
                {needing > 0 ? (
                  <Button asChild size="sm">
                    <RouterLink to="/weekly-picks">Pick Now!</RouterLink>
                  </Button>
                ) : (
                  picksIn && (
                    <Button asChild size="sm" variant="outline" bg="bg">
                      <RouterLink to="/weekly-picks">My picks</RouterLink>
                    </Button>
                  )
                )}
                <Button asChild size="sm" variant="outline" bg="bg">
                  <RouterLink to="/week6/pools">My entries</RouterLink>
                </Button>
              </>
            ) : closed ? (
              <Button asChild size="sm" variant="outline" bg="bg">
                <RouterLink to="/results?tab=survivor">Follow the pool</RouterLink>
              </Button>
            ) : (
              <Button
                size="sm"
                onClick={() => {
                  setAskedToRegister(true);
                  setRegistering(true);
                }}
              >
                Register Now
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
      {askedToRegister && (
        <Suspense fallback={null}>
          <Week6RegisterDialog
            open={registering}
            onClose={() => setRegistering(false)}
            onRegistered={() => {
              void entries.mutate();
              void registration.mutate();
            }}
            onRefused={() => void registration.mutate()}
            startText={registration.data ? week6StartText(registration.data, 'New entries') : null}
          />
        </Suspense>
      )}
    </Card.Root>
  );
};
