import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const stopImpersonationUrl = '/api/admin/stop-impersonate';

/** Ends impersonation: the session acts as the admin again. No body. */
export const stopImpersonation = (): Promise<unknown> => apiMutate('POST', stopImpersonationUrl);

export const useStopImpersonation = () => useSWRMutation(stopImpersonationUrl, stopImpersonation);
