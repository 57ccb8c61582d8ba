import {
  Badge,
  Button,
  Card,
  Dialog,
  Heading,
  HStack,
  Portal,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES } from '@shared/survivor';
import { type Week6RegistrationStatus, week6DeadlineText, week6FieldText } from '@shared/week6-registration';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EntryCountField } from '@/components/entry-count-field';
import { registerWeek6Entries } from '@/lib/api/register-week6';
import { useWeek6Entries } from '@/lib/api/survivor';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { isUnauthorizedError, serverMessage } from '@/lib/api-errors';
import { needsSurvivorPick } from '@/lib/survivor-choices';
import { toaster } from '@/lib/toaster';
import { handleUnauthorized } from '@/lib/unauthorized';

/** The registration dialog: how many entries (1-10), what they cost, Cancel and Sign Up. */
const RegisterDialog = ({
  open,
  onClose,
  onRegistered,
  onRefused,
}: {
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
  /** A refusal (the pools may have closed meanwhile): the banner reads the registration again. */
  onRefused: () => void;
}) => {
  const [count, setCount] = useState(1);
  const [pending, setPending] = useState(false);
  const signUp = async () => {
    setPending(true);
    try {
      const registration = await registerWeek6Entries(count);
      toaster.create({
        type: 'success',
        title: 'Week 6 Registration Complete',
        description: registration.message,
      });
      onRegistered();
      onClose();
    } catch (error) {
      if (isUnauthorizedError(error)) {
        handleUnauthorized();
        return;
      }
      toaster.create({
        type: 'error',
        title: 'Registration Failed',
        description: serverMessage(error, 'Please try again.'),
      });
      onRefused();
      onClose();
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && !pending && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content mx="0">
            <Dialog.Header>
              <Dialog.Title>Register for the Week 6 Survivor Pool</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  Each entry picks one team a week from Week 6 on, each team once. Up to {WEEK6_MAX_ENTRIES}{' '}
                  entries, {WEEK6_ENTRY_FEE} points each.
                </Text>
                <EntryCountField value={count} onChange={setCount} disabled={pending} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={pending}>
                Cancel
              </Button>
              <Button onClick={signUp} loading={pending} loadingText="Signing up...">
                Sign Up
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

/** What the banner says under its heading: the player's entries, the deadline, the pool's field. */
const bannerText = (
  mine: number,
  alive: number,
  registration: Week6RegistrationStatus | undefined,
): string => {
  const own = `${mine} ${mine === 1 ? 'entry' : 'entries'}, ${alive} alive.`;
  if (registration && !registration.isOpen) {
    const field = `${week6DeadlineText(registration)} ${week6FieldText(registration)}`;
    return mine > 0 ? `Yours: ${own} ${field}` : field;
  }
  const deadline = registration ? ` ${week6DeadlineText(registration)}` : '';
  return mine > 0
    ? `${own}${deadline}`
    : `Up to ${WEEK6_MAX_ENTRIES} entries, ${WEEK6_ENTRY_FEE} points each, starting fresh in Week 6.${deadline}`;
};

/**
 * The Week 6 pools banner: Register Now without entries while the pools take them; Registered and
 * Pick Now! with entries; once registration closed, that and how many entries are still alive.
 */
export const Week6Banner = ({ week }: { week: number }) => {
  const entries = useWeek6Entries();
  const registration = useWeek6Registration();
  const [registering, setRegistering] = useState(false);
  // While the entries load, the card holds its shape (a line of text, a row of small buttons).
  const loading = entries.isLoading || (registration.isLoading && !registration.data);
  const mine = entries.data ?? [];
  const alive = mine.filter((entry) => !entry.isEliminated);
  const needing = alive.filter((entry) => needsSurvivorPick(entry, week)).length;
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
              {needing > 0 && week >= 6 && (
                <Badge colorPalette="orange" variant="solid">
                  {needing === 1 ? 'Pick needed' : `${needing} picks needed`}
                </Badge>
              )}
            </HStack>
            <Skeleton loading={loading} width={loading ? '48' : undefined} maxW="full">
              <Text fontSize="sm" color="fg.muted">
                {loading ? '\u00a0' : bannerText(mine.length, alive.length, registration.data)}
              </Text>
            </Skeleton>
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {loading ? (
              <Skeleton height="8" width="28" borderRadius="l2" />
            ) : mine.length > 0 ? (
              <>
                {alive.length > 0 && (
                  <Button asChild size="sm">
                    <RouterLink to="/weekly-picks">Pick Now!</RouterLink>
                  </Button>
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
              <Button size="sm" onClick={() => setRegistering(true)}>
                Register Now
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
      <RegisterDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onRegistered={() => {
          void entries.mutate();
          void registration.mutate();
        }}
        onRefused={() => void registration.mutate()}
      />
    </Card.Root>
  );
};
