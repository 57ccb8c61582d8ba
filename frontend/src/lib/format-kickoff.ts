/** A kickoff's date and time with its time zone, e.g. "Sun, Dec 14, 1:00 PM EST". */
export const kickoffFormat = (locale?: string, timeZone?: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });

const viewerFormat = kickoffFormat();

/** A kickoff in the viewer's time zone and locale, zone named; '' for a bad date. */
export const formatKickoff = (isoTime: string, format: Intl.DateTimeFormat = viewerFormat): string => {
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? '' : format.format(time);
};

interface ShortFormats {
  time: Intl.DateTimeFormat;
  weekdayTime: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  calendarDay: Intl.DateTimeFormat;
}

/** The short forms of a lock or a first game, in a time zone (the viewer's by default). */
export const shortFormats = (locale?: string, timeZone?: string): ShortFormats => ({
  time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
  weekdayTime: new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }),
  day: new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone }),
  calendarDay: new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }),
});

const viewerShortFormats = shortFormats();
/** Past this a weekday alone could name two days. */
const WEEKDAY_RANGE_MS = 6 * 24 * 60 * 60 * 1000;

/**
 * A lock as a player reads it on the day: "4:05 PM" today, "Mon 8:15 PM" within the week, else
 * "Thu, Oct 9, 8:15 PM"; '' for a bad date.
 */
export const formatLockTime = (isoTime: string, nowMs: number, formats = viewerShortFormats): string => {
  const time = Date.parse(isoTime);
  if (Number.isNaN(time)) return '';
  if (formats.calendarDay.format(time) === formats.calendarDay.format(nowMs))
    return formats.time.format(time);
  if (Math.abs(time - nowMs) < WEEKDAY_RANGE_MS) return formats.weekdayTime.format(time);
  return `${formats.day.format(time)}, ${formats.time.format(time)}`;
};

/** The day of a game, e.g. "Thu, Oct 9"; '' for a bad date. */
export const formatGameDay = (isoTime: string, formats = viewerShortFormats): string => {
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? '' : formats.day.format(time);
};
