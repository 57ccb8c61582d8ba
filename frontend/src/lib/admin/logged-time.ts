const loggedTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When something was logged, with the year and time zone (logs outlive a season); the stored text for a bad date. */
export const loggedTime = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : loggedTimeFormat.format(time);
};
