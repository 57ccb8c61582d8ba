import { easternMomentText } from '../../shared/eastern-time';
import {
  isWeek6RegistrationOpen,
  week6CloseWeekOf,
  week6RegistrationMessages,
} from '../../shared/week6-registration';
import { now } from './clock';
import { readSeasonGames } from './data/games-repository';
import { readSettings } from './data/settings-repository';
import { conflict } from './domain-errors';

export interface Week6RegistrationWindow {
  closeWeek: number;
  closesAt: string | null;
  closesAtText: string | null;
  isOpen: boolean;
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
  return {
    closeWeek,
    closesAt,
    closesAtText: closesAt ? easternMomentText(new Date(closesAt)) : null,
    isOpen: isWeek6RegistrationOpen(closesAt, now()),
  };
};

/** Refuses (409, naming when it closed) a registration or a new entry once the Week 6 pools closed. */
export const requireWeek6RegistrationOpen = async (
  message: (closeWeek: number, closesAtText: string) => string = week6RegistrationMessages.closed,
): Promise<void> => {
  const { closeWeek, closesAtText, isOpen } = await week6RegistrationWindow();
  if (!isOpen && closesAtText) throw conflict(message(closeWeek, closesAtText));
};
