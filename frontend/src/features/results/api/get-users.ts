import type { PublicUser } from '@shared/schemas/users';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const usersKey = '/api/users';

/** Every player, as other players may see them. */
export const getUsers = (): Promise<PublicUser[]> => apiGet<PublicUser[]>(usersKey);

export const useUsers = () => useSWR<PublicUser[], Error>(usersKey, getUsers);
