import { Cron } from 'croner';
import {
  DEFAULT_AUTO_PICK_CRON,
  DEFAULT_AUTO_PICK_TIMEZONE,
  scheduleText,
} from '../../shared/auto-pick-schedule';
import type { ScheduleConfig } from '../../shared/schemas/admin-people';
import type { AutoPickSchedule } from '../../shared/schemas/settings';
import { now } from './clock';
import { getScheduleConfig } from './data/auto-pick-repository';

/** A new pool runs the Sunday auto-pick on the spec's schedule until an admin changes or stops it. */
export const DEFAULT_SCHEDULE: ScheduleConfig = {
  cronExpression: DEFAULT_AUTO_PICK_CRON,
  timezone: DEFAULT_AUTO_PICK_TIMEZONE,
  enabled: true,
};

export const readScheduleConfig = async (): Promise<ScheduleConfig> =>
  (await getScheduleConfig()) ?? DEFAULT_SCHEDULE;

/** The first scheduled time after `at` by the pool clock, or null when the schedule is off. */
export const nextRunAfter = (schedule: ScheduleConfig, at: Date): Date | null =>
  schedule.enabled
    ? new Cron(schedule.cronExpression, { timezone: schedule.timezone, paused: true }).nextRun(at)
    : null;

/** When the auto-pick runs, as any player may read it (one GetItem). */
export const autoPickSchedule = async (): Promise<AutoPickSchedule> => {
  const schedule = await readScheduleConfig();
  const at = now();
  const next = nextRunAfter(schedule, at);
  return {
    enabled: schedule.enabled,
    scheduleText: scheduleText(schedule.cronExpression, schedule.timezone, next ?? at),
    nextRun: next?.toISOString() ?? null,
  };
};
