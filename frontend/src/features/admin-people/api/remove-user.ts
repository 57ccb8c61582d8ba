import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const removeUserUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`;

/** Deletes a user with all their picks and data; the server refuses removing yourself. */
export const removeUser = (userId: string): Promise<{ removed: true }> =>
  apiMutate<{ removed: true }>('DELETE', removeUserUrl(userId));

export const useRemoveUser = () =>
  useSWRMutation('/api/admin/users/remove', (_url: string, { arg }: { arg: string }) => removeUser(arg));
