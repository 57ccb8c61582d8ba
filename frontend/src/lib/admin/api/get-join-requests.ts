import type { JoinRequest, JoinRequests } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const joinRequestsKey = '/api/admin/join-requests';

/** The people waiting for an admin to let them in, oldest first (admins only: pass false for anyone else). */
export const useJoinRequests = (isAdmin: boolean) =>
  useSWR<JoinRequest[], Error>(isAdmin ? joinRequestsKey : null, async (key: string) => {
    const { requests } = await apiGet<JoinRequests>(key);
    return requests;
  });
