import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { DefaultSetupForm } from '@/features/profile-setup/components/default-setup-form';
import { SetupFrame } from '@/features/profile-setup/components/setup-frame';
import { SetupSuccess } from '@/features/profile-setup/components/setup-success';
import { Week6SetupForm } from '@/features/profile-setup/components/week6-setup-form';
import type { SetupResult } from '@/features/profile-setup/setup-result';
import { week6EntriesKey } from '@/lib/api/survivor';
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

/** The username step a signed-in user without a username sees before anything else. */
export const ProfileSetup = ({ user, onClose }: ProfileSetupProps) => {
  const [variant] = useState(() => (hasWeek6Intent() ? 'week6' : 'default'));
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
        <SetupSuccess result={result} onGoToSite={onClose} />
      ) : variant === 'week6' ? (
        <Week6SetupForm
          greetingName={greetingName}
          onComplete={(entryCount) => complete({ variant: 'week6', entryCount })}
        />
      ) : (
        <DefaultSetupForm greetingName={greetingName} onComplete={() => complete({ variant: 'default' })} />
      )}
    </SetupFrame>
  );
};
