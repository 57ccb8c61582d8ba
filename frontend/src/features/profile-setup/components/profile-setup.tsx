import { Box, Spinner, Stack, Text } from '@chakra-ui/react';
import { week6DeadlineText, week6StartText } from '@shared/week6-registration';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { DefaultSetupForm } from '@/features/profile-setup/components/default-setup-form';
import { SetupFrame } from '@/features/profile-setup/components/setup-frame';
import { SetupSuccess } from '@/features/profile-setup/components/setup-success';
import { Week6SetupForm } from '@/features/profile-setup/components/week6-setup-form';
import type { SetupResult } from '@/features/profile-setup/setup-result';
import { week6EntriesKey } from '@/lib/api/survivor';
import { useWeek6Registration } from '@/lib/api/week6-registration';
import { currentUserKey } from '@/lib/auth';
import { toaster } from '@/lib/toaster';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { CurrentUser } from '@/lib/user';
import { clearWeek6Intent, hasWeek6Intent } from '@/lib/week6-intent';

interface ProfileSetupProps {
  user: CurrentUser;
  /** Leaves the step for the site; called from the success screen. */
  onClose: () => void;
}

/**
 * The username step a signed-in user without a username sees before anything else: with Week 6
 * registration when they came by the landing's Week 6 button and the pools still take entries;
 * after the pools closed, the weekly pool's step, saying so.
 */
export const ProfileSetup = ({ user, onClose }: ProfileSetupProps) => {
  const [cameForWeek6] = useState(hasWeek6Intent);
  const registration = useWeek6Registration();
  const week6Closed = cameForWeek6 && registration.data?.isOpen === false;
  const variant = cameForWeek6 && !week6Closed ? 'week6' : 'default';
  const [result, setResult] = useState<SetupResult | null>(null);
  const { mutate } = useSWRConfig();
  const greetingName = user.firstName || user.email || 'there';
  useDocumentTitle('Set Up Your Account · NFL Pool');

  const complete = async (finished: SetupResult) => {
    await Promise.allSettled([mutate(currentUserKey), mutate(week6EntriesKey)]);
    clearWeek6Intent();
    toaster.create(
      finished.variant === 'week6'
        ? { type: 'success', title: 'Week 6 Registration Complete' }
        : { type: 'success', title: 'Username Set' },
    );
    setResult(finished);
  };

  return (
    <SetupFrame>
      {result ? (
        <SetupSuccess
          result={result}
          start={
            registration.data && result.variant === 'week6'
              ? week6StartText(registration.data, result.entryCount === 1 ? 'Your entry' : 'Your entries')
              : null
          }
          onGoToSite={onClose}
        />
      ) : cameForWeek6 && !registration.data && registration.isLoading ? (
        <Stack align="center" py="10" role="status">
          <Spinner size="lg" color="brand.solid" />
          <Text color="fg.muted">Checking the Week 6 pools...</Text>
        </Stack>
      ) : variant === 'week6' ? (
        <Week6SetupForm
          greetingName={greetingName}
          deadline={registration.data ? week6DeadlineText(registration.data) : null}
          start={registration.data ? week6StartText(registration.data, 'Your entries') : null}
          onRefused={() => void registration.mutate()}
          onComplete={(entryCount) => complete({ variant: 'week6', entryCount })}
        />
      ) : (
        <Stack gap="6">
          {week6Closed && registration.data && (
            <Box role="status" borderWidth="1px" borderColor="border" bg="bg.subtle" borderRadius="l2" p="3">
              <Text fontWeight="semibold">The Week 6 survivor pools are closed to new players.</Text>
              <Text fontSize="sm" color="fg.muted">
                {week6DeadlineText(registration.data)} Your account plays the weekly picks against the spread.
              </Text>
            </Box>
          )}
          <DefaultSetupForm greetingName={greetingName} onComplete={() => complete({ variant: 'default' })} />
        </Stack>
      )}
    </SetupFrame>
  );
};
