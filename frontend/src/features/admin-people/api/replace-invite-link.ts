import type { InviteLink } from '@shared/schemas/admin-people';
import useSWRMutation from 'swr/mutation';
import { inviteLinkKey } from '@/features/admin-people/api/get-invite-link';
import { apiMutate } from '@/lib/api-client';

/** A new invite link; the old one stops admitting at once. */
export const replaceInviteLink = (): Promise<InviteLink> => apiMutate<InviteLink>('POST', inviteLinkKey);

export const useReplaceInviteLink = () =>
  useSWRMutation(inviteLinkKey, replaceInviteLink, { populateCache: true, revalidate: false });
