import { Field, Input } from '@chakra-ui/react';
import { UsernameStatus } from '@/features/profile-setup/components/username-status';
import type { UsernameCheck } from '@/features/profile-setup/hooks/username-check-state';

interface UsernameFieldProps {
  value: string;
  onChange: (value: string) => void;
  check: UsernameCheck;
  disabled?: boolean;
}

export const UsernameField = ({ value, onChange, check, disabled }: UsernameFieldProps) => (
  <Field.Root invalid={check.status === 'taken' || check.status === 'invalid'} disabled={disabled}>
    <Field.Label>Username</Field.Label>
    <Input
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="e.g. gridiron_guru"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={40}
      size="lg"
    />
    <UsernameStatus check={check} />
  </Field.Root>
);
