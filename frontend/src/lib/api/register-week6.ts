import type { Week6Registration } from '@shared/schemas/survivor';
import { WEEK6_ENTRY_FEE, WEEK6_MAX_ENTRIES } from '@shared/survivor';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';
import type { User } from '@/lib/user';

export { WEEK6_MAX_ENTRIES } from '@shared/survivor';

export const WEEK6_MIN_ENTRIES = 1;
export const WEEK6_POINTS_PER_ENTRY = WEEK6_ENTRY_FEE;

/** Entry counts are clamped to 1-10 before sending (spec section 5); anything unreadable becomes 1. */
export const clampEntryCount = (count: number): number =>
  Number.isFinite(count)
    ? Math.min(WEEK6_MAX_ENTRIES, Math.max(WEEK6_MIN_ENTRIES, Math.trunc(count)))
    : WEEK6_MIN_ENTRIES;

export const setWeek6Username = (username: string): Promise<User> =>
  apiMutate<User>('POST', '/api/week6/username', { username });

export const registerWeek6Entries = (count: number): Promise<Week6Registration> =>
  apiMutate(
    'POST',
    '/api/week6/entries/register',
    { count: clampEntryCount(count) },
    (s) => s.week6RegistrationResult,
  );

export interface Week6RegistrationInput {
  username: string;
  count: number;
  /** True when an earlier attempt already saved the username, so a retry only registers entries. */
  usernameSaved: boolean;
}

export const useRegisterWeek6 = (onUsernameSaved: () => void) =>
  useSWRMutation(
    '/api/week6/entries/register',
    async (_url: string, { arg }: { arg: Week6RegistrationInput }) => {
      if (!arg.usernameSaved) {
        await setWeek6Username(arg.username);
        onUsernameSaved();
      }
      return registerWeek6Entries(arg.count);
    },
  );
