import type { PublicSettingKey } from '@shared/settings';
import useSWR from 'swr';
import { apiGet, readAs } from '@/lib/api-client';

export interface Setting {
  key: string;
  value: string | null;
}

export const settingKey = (key: PublicSettingKey) => ['/api/settings', key] as const;

export const getSetting = (key: PublicSettingKey): Promise<Setting | null> =>
  apiGet(settingKey(key), (s) => s.settingResponse);

/** A pool setting as text ('true' / 'false' for switches); `value` is undefined until loaded. */
export const useSetting = (key: PublicSettingKey) => {
  const { data, error, isLoading, mutate } = useSWR<Setting | null, Error>(
    settingKey(key),
    readAs((s) => s.settingResponse),
  );
  return { value: data === undefined ? undefined : (data?.value ?? null), error, isLoading, mutate };
};
