import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { EntryCountField } from '@/components/entry-count-field';
import { UsernameField } from '@/features/profile-setup/components/username-field';
import { UsernameRequirements } from '@/features/profile-setup/components/username-requirements';
import { useUsernameCheck } from '@/features/profile-setup/hooks/use-username-check';
import type { UsernameCheck } from '@/features/profile-setup/hooks/username-check-state';
import { reportRegistrationFailure } from '@/features/profile-setup/report-registration-failure';
import { useRegisterWeek6, WEEK6_MIN_ENTRIES } from '@/lib/api/register-week6';

interface Week6SetupFormProps {
  greetingName: string;
  /** When registration closes, as a player reads it. */
  deadline: string | null;
  /** Where the entries start and their next lock (week6StartText). */
  start: string | null;
  /** A refusal (the pools may have closed meanwhile): the step reads the registration again. */
  onRefused: () => void;
  onComplete: (entryCount: number) => Promise<void>;
}

export const Week6SetupForm = ({
  greetingName,
  deadline,
  start,
  onRefused,
  onComplete,
}: Week6SetupFormProps) => {
  const [username, setUsername] = useState('');
  const [entryCount, setEntryCount] = useState(WEEK6_MIN_ENTRIES);
  const [usernameSaved, setUsernameSaved] = useState(false);
  const { check: liveCheck, recheck } = useUsernameCheck(username);
  const check: UsernameCheck = usernameSaved ? { status: 'available' } : liveCheck;
  const { trigger, isMutating } = useRegisterWeek6(() => setUsernameSaved(true));
  // After a half-finished attempt the name is ours (the check would call it taken): only entries remain.
  const canSubmit = usernameSaved || (username.trim() !== '' && check.status === 'available');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || isMutating) return;
    try {
      await trigger({ username: username.trim(), count: entryCount, usernameSaved });
    } catch (error) {
      reportRegistrationFailure(error, 'Failed to register for Week 6');
      recheck();
      onRefused();
      return;
    }
    await onComplete(entryCount);
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit}>
      <Stack gap="2">
        <Badge alignSelf="flex-start" colorPalette="orange" variant="solid">
          Week 6 Survivor Pool
        </Badge>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Welcome, {greetingName}!
        </Heading>
        <Text color="fg.muted">
          Pick a username and how many entries you want. {start ?? 'Each entry starts fresh at Week 6.'}
        </Text>
        {deadline && (
          <Text fontSize="sm" fontWeight="medium" color="orange.800">
            {deadline}
          </Text>
        )}
      </Stack>
      <UsernameField
        value={username}
        onChange={setUsername}
        check={check}
        disabled={isMutating || usernameSaved}
      />
      <EntryCountField value={entryCount} onChange={setEntryCount} disabled={isMutating} />
      <UsernameRequirements />
      <Button
        type="submit"
        size="lg"
        colorPalette="orange"
        disabled={!canSubmit}
        loading={isMutating}
        loadingText="Registering..."
      >
        Register for Week 6
      </Button>
    </Stack>
  );
};
