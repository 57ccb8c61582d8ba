import { FALLBACK_WEEK } from '../../shared/game';
import { type JoinPolicy, joinPolicies } from '../../shared/join-policy';
import { type LineFreeze, readLineFreeze } from '../../shared/line-freeze';
import { moneyAmountsOf } from '../../shared/money/amounts';
import { isSettingOn } from '../../shared/pick-lock';
import type { MoneyAmounts } from '../../shared/schemas/money';
import { DEFAULT_PUSH_RULE, type PushRule, pushRules } from '../../shared/scoring';
import { defaultSettings, type PublicSettingKey, type SettingKey } from '../../shared/settings';
import { config } from './config';
import { readSettings } from './data/settings-repository';

export interface PoolSettings {
  picksEnabled: boolean;
  showAllResults: boolean;
  squaresVisible: boolean;
  pushRule: PushRule;
  currentWeek: number;
  lineFreeze: LineFreeze;
  /** How a week's prize goes when players tie (the `money` setting). */
  weeklyTies: MoneyAmounts['weeklyTies'];
  joinPolicy: JoinPolicy;
}

/** What a setting no admin has written reads: the shared defaults, and the deployment's join policy. */
export const settingDefaults = (): Record<PublicSettingKey, string> => ({
  ...defaultSettings,
  join_policy: config.defaultJoinPolicy(),
});

/**
 * Every setting, read as the rules need them, and the settings' version; a setting never written
 * reads its default. One batched version read while this process holds the settings.
 */
export const readVersionedPoolSettings = async (): Promise<{ version: number; value: PoolSettings }> => {
  const { version, value } = await readSettings();
  return { version, value: poolSettingsOf(value) };
};

export const readPoolSettings = async (): Promise<PoolSettings> => (await readVersionedPoolSettings()).value;

const poolSettingsOf = (stored: Partial<Record<SettingKey, string>>): PoolSettings => {
  const settings = { ...settingDefaults(), ...stored };
  const pushRule = pushRules.find((rule) => rule === settings.push_rule) ?? DEFAULT_PUSH_RULE;
  const currentWeek = Number(settings.current_week);
  return {
    picksEnabled: isSettingOn(settings.picks_enabled),
    showAllResults: isSettingOn(settings.show_all_results),
    squaresVisible: isSettingOn(settings.squares_visible),
    pushRule,
    currentWeek: Number.isInteger(currentWeek) && currentWeek > 0 ? currentWeek : FALLBACK_WEEK,
    lineFreeze: readLineFreeze(settings.line_freeze, settings.line_freeze_at),
    weeklyTies: moneyAmountsOf(settings.money).weeklyTies,
    joinPolicy: joinPolicies.find((policy) => policy === settings.join_policy) ?? config.defaultJoinPolicy(),
  };
};

/** One setting as stored, or its default while no admin has written it (a new deployment's empty table). */
export const readSetting = async (key: PublicSettingKey): Promise<string> =>
  (await readSettings()).value[key] ?? settingDefaults()[key];
