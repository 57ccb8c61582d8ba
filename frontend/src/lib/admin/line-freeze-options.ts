import { type LineFreeze, type Weekday, weekdays } from '@shared/line-freeze';

export const weekdayLabel = (weekday: Weekday): string => weekday[0]?.toUpperCase() + weekday.slice(1);

/** '20:30' as people read it: '8:30 PM'. */
export const timeLabel = (time: string): string => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
};

const HALF_HOURS = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

/** The times offered: every half hour, and the stored time when it is between them. */
export const timeOptions = (stored: string): string[] =>
  HALF_HOURS.includes(stored) ? HALF_HOURS : [...HALF_HOURS, stored].sort();

export const weekdayOptions = weekdays.map((weekday) => ({ value: weekday, label: weekdayLabel(weekday) }));

/** The rule in a sentence: "At each game's kickoff" or "Thursday 12:00 PM New York time". */
export const lineFreezeText = (freeze: LineFreeze): string =>
  freeze.rule === 'kickoff'
    ? 'At each game’s kickoff'
    : `${weekdayLabel(freeze.at.weekday)} ${timeLabel(freeze.at.time)} New York time`;
