import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const joinRequestsKey = '/api/admin/join-requests';

/** Someone who came through the invite link and waits for an admin's approval. */
export interface JoinRequest {
  userId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  requestedAt: string;
}

/** The people waiting for an admin to let them in, oldest first (admins only: pass false for anyone else). */
export const useJoinRequests = (isAdmin: boolean) =>
  useSWR<JoinRequest[], Error>(isAdmin ? joinRequestsKey : null, async (key: string) => {
    const { requests } = await apiGet<{ requests: JoinRequest[] }>(key);
    return requests;
  });
