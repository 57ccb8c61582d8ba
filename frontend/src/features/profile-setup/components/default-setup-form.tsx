import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useSetUsername } from '@/features/profile-setup/api/set-username';
import { DefaultPickField } from '@/features/profile-setup/components/default-pick-field';
import { UsernameField } from '@/features/profile-setup/components/username-field';
import { UsernameRequirements } from '@/features/profile-setup/components/username-requirements';
import { useUsernameCheck } from '@/features/profile-setup/hooks/use-username-check';
import { reportRegistrationFailure } from '@/features/profile-setup/report-registration-failure';
import { DEFAULT_PICK, type DefaultPick } from '@/lib/user';

interface DefaultSetupFormProps {
  greetingName: string;
  onComplete: () => Promise<void>;
}

export const DefaultSetupForm = ({ greetingName, onComplete }: DefaultSetupFormProps) => {
  const [username, setUsername] = useState('');
  const [defaultPick, setDefaultPick] = useState<DefaultPick>(DEFAULT_PICK);
  const { check, recheck } = useUsernameCheck(username);
  const { trigger, isMutating } = useSetUsername();
  const canSubmit = username.trim() !== '' && check.status === 'available';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || isMutating) return;
    try {
      await trigger({ username: username.trim(), defaultPick });
    } catch (error) {
      reportRegistrationFailure(error, 'Failed to set username');
      recheck();
      return;
    }
    await onComplete();
  };

  return (
    <Stack as="form" gap="6" onSubmit={submit}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          Welcome, {greetingName}!
        </Heading>
        <Text color="fg.muted">Choose the username other players will see on the leaderboards.</Text>
      </Stack>
      <UsernameField value={username} onChange={setUsername} check={check} disabled={isMutating} />
      <DefaultPickField value={defaultPick} onChange={setDefaultPick} disabled={isMutating} />
      <UsernameRequirements />
      <Button
        type="submit"
        size="lg"
        disabled={!canSubmit}
        loading={isMutating}
        loadingText="Setting username..."
      >
        Set Username
      </Button>
    </Stack>
  );
};
