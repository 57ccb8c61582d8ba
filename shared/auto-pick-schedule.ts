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
