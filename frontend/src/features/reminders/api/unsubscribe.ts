import type { UnsubscribeResult } from '@shared/schemas/reminders';
import { apiMutate } from '@/lib/api-client';

/** Turns off the reminders of the player a mail's unsubscribe link was made for; no session needed. */
export const unsubscribe = (token: string): Promise<UnsubscribeResult> =>
  apiMutate<UnsubscribeResult>('POST', '/api/reminders/unsubscribe', { token });
