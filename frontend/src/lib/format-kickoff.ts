const kickoffFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A kickoff in the viewer's time zone and locale, e.g. "Sun, Dec 14, 1:00 PM"; '' for a bad date. */
export const formatKickoff = (isoTime: string, format: Intl.DateTimeFormat = kickoffFormat): string => {
  const time = Date.parse(isoTime);
  return Number.isNaN(time) ? '' : format.format(time);
};
