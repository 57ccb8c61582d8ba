import { usernameProblem } from '@shared/username';
import { useUsernameAvailability } from '@/features/profile-setup/api/check-username';
import { type UsernameCheck, usernameCheckState } from '@/features/profile-setup/hooks/username-check-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/**
 * Live availability of the typed username: each edit resets to idle and waits 500 ms before checking.
 * A name the rules already refuse (too short, too long, bad characters) says so without asking the
 * server. `recheck` asks again, for when a submit finds the name was taken in the meantime.
 */
export const useUsernameCheck = (input: string): { check: UsernameCheck; recheck: () => void } => {
  const trimmed = input.trim();
  const debounced = useDebouncedValue(trimmed, USERNAME_CHECK_DEBOUNCE_MS);
  const settled = trimmed !== '' && debounced === trimmed;
  const problem = settled ? usernameProblem(trimmed) : null;
  const { data, error, mutate } = useUsernameAvailability(settled && !problem ? trimmed : null);
  return {
    check: problem ? { status: 'invalid', message: problem } : usernameCheckState({ settled, data, error }),
    recheck: () => void mutate(),
  };
};
