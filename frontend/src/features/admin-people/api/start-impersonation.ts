import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const startImpersonationUrl = (userId: string) =>
  `/api/admin/impersonate/${encodeURIComponent(userId)}`;

/** From now on the session acts as the player, until impersonation is stopped. No body. */
export const startImpersonation = (userId: string): Promise<unknown> =>
  apiMutate('POST', startImpersonationUrl(userId));

export const useStartImpersonation = () =>
  useSWRMutation('/api/admin/impersonate', (_url: string, { arg }: { arg: string }) =>
    startImpersonation(arg),
  );
