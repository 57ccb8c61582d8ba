import { useUsernameAvailability } from '@/features/profile-setup/api/check-username';
import { type UsernameCheck, usernameCheckState } from '@/features/profile-setup/hooks/username-check-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * Live availability of the typed username: each edit resets to idle and waits 500 ms before checking.
 * `recheck` asks again, for when a submit finds the name was taken in the meantime.
 */
export const useUsernameCheck = (input: string): { check: UsernameCheck; recheck: () => void } => {
  const trimmed = input.trim();
  const debounced = useDebouncedValue(trimmed, USERNAME_CHECK_DEBOUNCE_MS);
  const settled = trimmed !== '' && debounced === trimmed;
  const { data, error, mutate } = useUsernameAvailability(settled ? trimmed : null);
  return {
    check: usernameCheckState({ settled, data, error }),
    recheck: () => void mutate(),
  };
};
