import type { InviteLink } from '@shared/schemas/admin-people';
import useSWR from 'swr';
import { apiGet } from '@/lib/api-client';

export const inviteLinkKey = '/api/admin/invite';

/** The pool's invite link: whoever opens it may join under the invite and approval policies. */
export const useInviteLink = () => useSWR<InviteLink, Error>(inviteLinkKey, apiGet);
