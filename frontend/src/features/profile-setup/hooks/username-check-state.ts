import { ApiError, serverMessage } from '@/lib/api-errors';

export type UsernameCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken' }
  | { status: 'invalid'; message: string }
  | { status: 'error' };

interface CheckInputs {
  /** True once the trimmed input is non-empty and has not changed for the debounce time. */
  settled: boolean;
  data: { available: boolean } | undefined;
  error: unknown;
}

/** The availability state shown under the username field (spec section 4). */
export const usernameCheckState = ({ settled, data, error }: CheckInputs): UsernameCheck => {
  if (!settled) return { status: 'idle' };
  if (error) {
    return error instanceof ApiError && error.status === 400
      ? { status: 'invalid', message: serverMessage(error, 'Invalid username') }
      : { status: 'error' };
  }
  if (!data) return { status: 'checking' };
  return { status: data.available ? 'available' : 'taken' };
};
