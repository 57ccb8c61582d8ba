import type { JoinPolicy } from '@shared/join-policy';
import type { LineFreezeRule, WeeklyTime } from '@shared/line-freeze';
import useSWRMutation from 'swr/mutation';
import { apiMutate } from '@/lib/api-client';

export type PushRule = 'loss' | 'win';

export interface PoolSettingsChange {
  pushRule?: PushRule;
  lateEntryStartWeek?: number;
  /** The week whose first kickoff closes Week 6 registration (1-18). */
  week6CloseWeek?: number;
  lineFreeze?: LineFreezeRule;
  lineFreezeAt?: WeeklyTime;
  joinPolicy?: JoinPolicy;
}

export const poolSettingsUrl = '/api/admin/pool-settings';

/** Changes the push rule, the late-entry survivor start week (1-18), when lines freeze and/or who can join. */
export const updatePoolSettings = (change: PoolSettingsChange): Promise<unknown> =>
  apiMutate('PUT', poolSettingsUrl, change);

export const useUpdatePoolSettings = () =>
  useSWRMutation(poolSettingsUrl, (_url: string, { arg }: { arg: PoolSettingsChange }) =>
    updatePoolSettings(arg),
  );
