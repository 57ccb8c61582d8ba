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

/** GET /api/settings/auto-pick: when the Sunday auto-pick fills missing picks with each player's default pick. */
export interface AutoPickSchedule {
  enabled: boolean;
  /** "Sundays 1:05 PM EST" */
  scheduleText: string;
  /** ISO time of the next run by the pool clock; null when the admin turned the auto-pick off. */
  nextRun: string | null;
}
