import type { SettingValue } from '@shared/schemas/settings';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export const rulesUrl = '/api/settings/rules';

/** Stores the rules text (admins only); the answer is the stored setting. */
export const updateRules = (value: string): Promise<SettingValue> =>
  apiMutate<SettingValue>('PUT', rulesUrl, { value });

export const useUpdateRules = () =>
  useSWRMutation(rulesUrl, (_url: string, { arg }: { arg: string }) => updateRules(arg));
