import { type CronParts, cronOf, cronParts, DEFAULT_AUTO_PICK_CRON } from '@shared/auto-pick-schedule';
import type { AutoPickRun, ScheduleConfig } from '@shared/schemas/admin-people';
import { countOf } from '@/lib/admin/admin-toasts';

/** The week Run Now fills when the current week cannot be read (spec section 9). */
export const AUTO_PICK_FALLBACK_WEEK = 4;

/** The schedule form: on or off, a time box value ("13:05") and a weekday (0 = Sunday). */
export interface ScheduleForm {
  enabled: boolean;
  time: string;
  weekday: number;
}

const defaultParts = cronParts(DEFAULT_AUTO_PICK_CRON) as CronParts;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The form of a stored schedule; a cron of any other shape shows the default time (Sunday 13:05). */
export const scheduleFormOf = ({ cronExpression, enabled }: ScheduleConfig): ScheduleForm => {
  const { minute, hour, weekday } = cronParts(cronExpression) ?? defaultParts;
  return { enabled, time: `${twoDigits(hour)}:${twoDigits(minute)}`, weekday };
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The cron "M H * * D" of a time box value and weekday; null while the time is incomplete. */
export const cronOfForm = ({ time, weekday }: Pick<ScheduleForm, 'time' | 'weekday'>): string | null => {
  const match = TIME.exec(time);
  if (!match || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) return null;
  return cronOf({ minute: Number(match[2]), hour: Number(match[1]), weekday });
};

/** What to store for the form, in the schedule's time zone; null while the time is incomplete. */
export const scheduleConfigOf = (form: ScheduleForm, timezone: string): ScheduleConfig | null => {
  const cronExpression = cronOfForm(form);
  return cronExpression === null ? null : { cronExpression, timezone, enabled: form.enabled };
};

/** "3 weekly picks and 1 survivor pick assigned". */
export const assignedText = (weekly: number, survivor: number): string =>
  `${countOf(weekly, 'weekly pick')} and ${countOf(survivor, 'survivor pick')} assigned`;

/** "Week 15, scheduled run: 3 weekly picks and 1 survivor pick assigned". */
export const runOutcomeText = (
  run: Pick<AutoPickRun, 'week' | 'trigger' | 'weeklyAssigned' | 'survivorAssigned'>,
) =>
  `Week ${run.week}, ${run.trigger === 'schedule' ? 'scheduled' : 'manual'} run: ${assignedText(run.weeklyAssigned, run.survivorAssigned)}`;
