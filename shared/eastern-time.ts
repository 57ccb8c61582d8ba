const EASTERN = 'America/New_York';

const offsetFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  timeZoneName: 'longOffset',
});

/** Minutes east of UTC that New York is at this instant (-300 in winter, -240 in summer). */
const easternOffsetMinutes = (instant: Date): number => {
  const zone =
    offsetFormatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zone);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

/** A US Eastern wall-clock date ('2025-09-07') and time ('13:00') as the UTC instant it names. */
export const easternToUtc = (date: string, time: string): Date => {
  const asIfUtc = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(asIfUtc.getTime())) throw new Error(`Not a date and time: ${date} ${time}`);
  const guess = new Date(asIfUtc.getTime() - easternOffsetMinutes(asIfUtc) * 60_000);
  // Near a DST change the offset at the guess can differ from the one at the naive instant.
  return new Date(asIfUtc.getTime() - easternOffsetMinutes(guess) * 60_000);
};

const dateFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The US Eastern calendar date ('2025-12-11') of an instant. */
export const easternDate = (instant: Date): string => dateFormatter.format(instant);

const momentFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as people in the pool read it: "Thu, Dec 11, 12:00 PM ET". */
export const easternMomentText = (instant: Date): string =>
  // Newer ICU puts a narrow no-break space before AM/PM; messages read plainer with a space.
  `${momentFormatter.format(instant).replace(/\u202f/g, ' ')} ET`;
