import * as z from 'zod';
import { publicSettingKeys } from '../settings';

export const settingParams = z.object({
  key: z.enum(publicSettingKeys, { error: 'Unknown setting' }),
});

export const rulesBody = z.object({ value: z.string().max(20_000, 'Rules text is too long') });

export interface SettingValue {
  key: string;
  value: string | null;
}
