import type { User } from '@shared/user';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const adminUsersKey = '/api/admin/users';

/** Every user with email and role (admins only). */
export const useAdminUsers = () => useSWR<User[], Error>(adminUsersKey, apiGet);
