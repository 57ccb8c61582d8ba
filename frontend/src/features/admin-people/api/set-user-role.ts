import type { AdminRoleResult } from '@shared/schemas/admin-people';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const setUserRoleUrl = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}/admin`;

/** Promotes or demotes a user; the server refuses your own role and demoting the pool's last admin. */
export const setUserRole = (userId: string, isAdmin: boolean): Promise<AdminRoleResult> =>
  apiMutate<AdminRoleResult>('PATCH', setUserRoleUrl(userId), { isAdmin });

export const useSetUserRole = () =>
  useSWRMutation(
    '/api/admin/users/role',
    (_url: string, { arg }: { arg: { userId: string; isAdmin: boolean } }) =>
      setUserRole(arg.userId, arg.isAdmin),
  );
