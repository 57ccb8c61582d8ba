import { easternDate, easternToUtc } from './eastern-time';
import type { GameRecord } from './game';

/** When a game's spread stops moving: at its own kickoff, or at a fixed moment of its week. */
export const lineFreezeRules = ['kickoff', 'fixed'] as const;
export type LineFreezeRule = (typeof lineFreezeRules)[number];

export const weekdays = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof weekdays)[number];

/** A weekday and a US Eastern wall-clock time of day, 'HH:MM' on the 24-hour clock. */
export interface WeeklyTime {
  weekday: Weekday;
  time: string;
}

export type LineFreeze = { rule: 'kickoff' } | { rule: 'fixed'; at: WeeklyTime };

/** The hosted pools' rule: Thursday noon in New York. */
export const DEFAULT_LINE_FREEZE_AT: WeeklyTime = { weekday: 'thursday', time: '12:00' };

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTimeOfDay = (text: string): boolean => TIME_OF_DAY.test(text);

const isWeekday = (text: string): text is Weekday => (weekdays as readonly string[]).includes(text);

/** A weekly time as the setting stores it: 'thursday 12:00'. */
export const weeklyTimeText = ({ weekday, time }: WeeklyTime): string => `${weekday} ${time}`;

/** The stored text of a weekly time, or null when it is not one. */
export const readWeeklyTime = (text: string): WeeklyTime | null => {
  const [weekday = '', time = '', ...rest] = text.trim().toLowerCase().split(/\s+/);
  return rest.length === 0 && isWeekday(weekday) && isTimeOfDay(time) ? { weekday, time } : null;
};

/** The two stored settings as the rule reads them; anything unreadable is the default. */
export const readLineFreeze = (rule: string, at: string): LineFreeze =>
  rule === 'fixed'
    ? { rule: 'fixed', at: readWeeklyTime(at) ?? DEFAULT_LINE_FREEZE_AT }
    : { rule: 'kickoff' };

type Kickoff = Pick<GameRecord, 'startTime'>;

const DAY_MS = 86_400_000;
const TUESDAY = weekdays.indexOf('tuesday');

const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();
/** Days from Tuesday to the weekday (0 to 6): the NFL week runs Tuesday through Monday. */
const daysFromTuesday = (weekday: number): number => (weekday - TUESDAY + 7) % 7;

/**
 * The fixed moment of a week: the weekday and Eastern time within the NFL week (Tuesday to
 * Monday, Eastern dates) that holds the week's first kickoff. So 'thursday 12:00' is the Thursday
 * noon before Thursday night's game, and also the moment for the same week's Sunday and Monday
 * games, whatever day the week's first game is on.
 */
const weekMoment = (weekGames: readonly Kickoff[], at: WeeklyTime): Date | null => {
  const kickoffs = weekGames.map((game) => Date.parse(game.startTime)).filter(Number.isFinite);
  if (kickoffs.length === 0) return null;
  const firstDay = easternDate(new Date(Math.min(...kickoffs)));
  const tuesday = addDays(firstDay, -daysFromTuesday(weekdayOf(firstDay)));
  return easternToUtc(addDays(tuesday, daysFromTuesday(weekdays.indexOf(at.weekday))), at.time);
};

/**
 * When the game's line stops moving. At kickoff, or at the week's fixed moment; a game that kicks
 * off before that moment freezes at its own kickoff.
 */
export const lineFreezesAt = (game: Kickoff, weekGames: readonly Kickoff[], freeze: LineFreeze): Date => {
  const kickoff = new Date(game.startTime);
  if (freeze.rule === 'kickoff') return kickoff;
  const moment = weekMoment([game, ...weekGames], freeze.at);
  return moment && moment.getTime() < kickoff.getTime() ? moment : kickoff;
};

/** True from the freeze moment on; a final game's line is frozen whatever its kickoff says. */
export const isLineFrozen = (
  game: Pick<GameRecord, 'startTime' | 'isCompleted'>,
  weekGames: readonly Kickoff[],
  freeze: LineFreeze,
  now: Date,
): boolean => game.isCompleted || lineFreezesAt(game, weekGames, freeze).getTime() <= now.getTime();

/**
 * The line a pick records: the game's spread as stored when the player chose the team. Saving the
 * same team again (the picks page sends every selection) keeps the line it was first made against.
 */
export const pickLine = (
  stored: { pickedTeamId: number; line?: string | null } | undefined,
  pickedTeamId: number,
  spread: string | null,
): string | null =>
  stored?.pickedTeamId === pickedTeamId && stored.line !== undefined ? stored.line : spread;
