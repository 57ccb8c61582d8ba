import type { AutoPickResult } from '@shared/schemas/admin-people';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

const runAutoPickUrl = '/api/admin/auto-all-picks';

/** Fills every empty weekly and survivor pick of the week now, as a scheduled run would. */
export const runAutoPick = (week: number): Promise<AutoPickResult> =>
  apiMutate<AutoPickResult>('POST', runAutoPickUrl, { week });

export const useRunAutoPick = () =>
  useSWRMutation(runAutoPickUrl, (_url: string, { arg }: { arg: number }) => runAutoPick(arg));
