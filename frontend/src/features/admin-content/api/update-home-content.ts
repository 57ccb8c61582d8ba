import type { HomeContent } from '@shared/schemas/content';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const adminHomeContentUrl = '/api/admin/home-content';

/** Stores the home-page content; the answer is the content as stored. */
export const updateHomeContent = (content: HomeContent): Promise<HomeContent> =>
  apiMutate<HomeContent>('PUT', adminHomeContentUrl, content);

export const useUpdateHomeContent = () =>
  useSWRMutation(adminHomeContentUrl, (_url: string, { arg }: { arg: HomeContent }) =>
    updateHomeContent(arg),
  );
