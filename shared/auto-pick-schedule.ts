/** The Sunday auto-pick's schedule: a cron of minute, hour and weekday only (spec section 9). */
export const DEFAULT_AUTO_PICK_CRON = '5 13 * * 0';
export const DEFAULT_AUTO_PICK_TIMEZONE = 'America/New_York';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface CronParts {
  minute: number;
  hour: number;
  /** 0 = Sunday */
  weekday: number;
}

const CRON = /^(\d{1,2}) (\d{1,2}) \* \* (\d)$/;

/** The parts of "M H * * D", or null for any other cron. */
export const cronParts = (cron: string): CronParts | null => {
  const match = CRON.exec(cron.trim());
  if (!match) return null;
  const [minute, hour, weekday] = match.slice(1).map(Number) as [number, number, number];
  return minute < 60 && hour < 24 && weekday < 7 ? { minute, hour, weekday } : null;
};

export const cronOf = ({ minute, hour, weekday }: CronParts): string => `${minute} ${hour} * * ${weekday}`;

/** The zone's short name at a moment ("EST" in winter, "EDT" in summer), else the zone id. */
const zoneAbbreviation = (timezone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timezone;

/** "Sundays 1:05 PM EST": the weekday, the time of day and the zone's name at `at` (the next run). */
export const scheduleText = (cron: string, timezone: string, at: Date): string => {
  const parts = cronParts(cron);
  if (!parts) return cron;
  const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  const time = `${hour12}:${String(parts.minute).padStart(2, '0')} ${parts.hour < 12 ? 'AM' : 'PM'}`;
  return `${WEEKDAYS[parts.weekday]}s ${time} ${zoneAbbreviation(timezone, at)}`;
};

/** A scheduled run that starts more than this after its time was late: the audit line says so. */
export const LATE_RUN_MS = 15 * 60 * 1000;

const clockText = (timezone: string, at: Date, withDay: boolean): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: timezone,
    hour: 'numeric',
    minute: '2-digit',
    ...(withDay ? { weekday: 'short', month: 'short', day: 'numeric' } : {}),
  })
    .format(at)
    .replace(/\u202f/g, ' ');

/**
 * "ran at 2:10 PM, due 1:05 PM" (with the days when they differ) for a run more than LATE_RUN_MS
 * after its time, in the schedule's zone; null for a run on time.
 */
export const lateRunText = (ranAt: Date, dueAt: Date, timezone: string): string | null => {
  if (ranAt.getTime() - dueAt.getTime() <= LATE_RUN_MS) return null;
  const day = (at: Date) => clockText(timezone, at, true).split(',').slice(0, 2).join(',');
  const withDay = day(ranAt) !== day(dueAt);
  return `ran at ${clockText(timezone, ranAt, withDay)}, due ${clockText(timezone, dueAt, withDay)}`;
};
