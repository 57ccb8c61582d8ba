import type { AdminUser } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const adminUsersKey = '/api/admin/users';

/** Every user with email and role, ADMIN_EMAILS admins marked (admins only). */
export const useAdminUsers = () => useSWR<AdminUser[], Error>(adminUsersKey, apiGet);
