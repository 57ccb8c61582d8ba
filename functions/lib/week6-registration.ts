import { easternMomentText } from '../../shared/eastern-time';
import {
  isWeek6RegistrationOpen,
  week6CloseWeekOf,
  week6EntriesStart,
  week6RegistrationMessages,
} from '../../shared/week6-registration';
import { now } from './clock';
import { readSeasonGames } from './data/games-repository';
import { readSettings } from './data/settings-repository';
import { conflict } from './domain-errors';
import { poolSettingsOf } from './pool-settings';

export interface Week6RegistrationWindow {
  closeWeek: number;
  closesAt: string | null;
  closesAtText: string | null;
  isOpen: boolean;
  /** Where an entry registered now starts, in a pool that starts in `poolStartWeek`, and its next lock. */
  entriesStart: (poolStartWeek: number) => { startWeek: number; nextLockAt: string | null };
}

/**
 * When the Week 6 pools stop taking entries: the first kickoff of the closing week (the setting an
 * admin may move, else Week 6), against the pool clock. Two cached reads side by side (their versions
 * in one batched read): the settings and the season's games, as the closing week is a setting.
 */
export const week6RegistrationWindow = async (): Promise<Week6RegistrationWindow> => {
  const [settings, games] = await Promise.all([readSettings(), readSeasonGames()]);
  const closeWeek = week6CloseWeekOf(settings.value.week6_close_week);
  const kickoffs = (games.byWeek.get(closeWeek) ?? []).map((game) => game.startTime).sort();
  const closesAt = kickoffs[0] ?? null;
  const at = now();
  const { currentWeek } = poolSettingsOf(settings.value);
  const kickoffsOf = (week: number) => (games.byWeek.get(week) ?? []).map((game) => game.startTime);
  return {
    closeWeek,
    closesAt,
    closesAtText: closesAt ? easternMomentText(new Date(closesAt)) : null,
    isOpen: isWeek6RegistrationOpen(closesAt, at),
    entriesStart: (poolStartWeek) => week6EntriesStart(poolStartWeek, currentWeek, kickoffsOf, at),
  };
};

/**
 * Refuses (409, naming when it closed) a registration or a new entry once the Week 6 pools closed;
 * else the window, for where new entries start.
 */
export const requireWeek6RegistrationOpen = async (
  message: (closeWeek: number, closesAtText: string) => string = week6RegistrationMessages.closed,
): Promise<Week6RegistrationWindow> => {
  const window = await week6RegistrationWindow();
  if (!window.isOpen && window.closesAtText) throw conflict(message(window.closeWeek, window.closesAtText));
  return window;
};
