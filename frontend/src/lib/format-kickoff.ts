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
