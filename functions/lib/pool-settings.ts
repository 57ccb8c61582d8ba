import { FALLBACK_WEEK } from '../../shared/game';
import { type LineFreeze, readLineFreeze } from '../../shared/line-freeze';
import { isSettingOn } from '../../shared/pick-lock';
import { DEFAULT_PUSH_RULE, type PushRule, pushRules } from '../../shared/scoring';
import { defaultSettings, type PublicSettingKey } from '../../shared/settings';
import { getAllSettings, getSetting } from './data/settings-repository';

export interface PoolSettings {
  picksEnabled: boolean;
  showAllResults: boolean;
  squaresVisible: boolean;
  pushRule: PushRule;
  currentWeek: number;
  lineFreeze: LineFreeze;
}

/** Every setting in one Query, read as the rules need them; a setting never written reads its default. */
export const readPoolSettings = async (): Promise<PoolSettings> => {
  const settings = { ...defaultSettings, ...(await getAllSettings()) };
  const pushRule = pushRules.find((rule) => rule === settings.push_rule) ?? DEFAULT_PUSH_RULE;
  const currentWeek = Number(settings.current_week);
  return {
    picksEnabled: isSettingOn(settings.picks_enabled),
    showAllResults: isSettingOn(settings.show_all_results),
    squaresVisible: isSettingOn(settings.squares_visible),
    pushRule,
    currentWeek: Number.isInteger(currentWeek) && currentWeek > 0 ? currentWeek : FALLBACK_WEEK,
    lineFreeze: readLineFreeze(settings.line_freeze, settings.line_freeze_at),
  };
};

/** One setting as stored, or its default while no admin has written it (a new deployment's empty table). */
export const readSetting = async (key: PublicSettingKey): Promise<string> =>
  (await getSetting(key)) ?? defaultSettings[key];
