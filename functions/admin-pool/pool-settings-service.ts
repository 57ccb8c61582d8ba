import { weeklyTimeText } from '../../shared/line-freeze';
import type { PoolSettingsInput } from '../../shared/schemas/admin';
import { putSetting } from '../lib/data/settings-repository';

const onOff = (on: boolean) => (on ? 'true' : 'false');

export const setPicksEnabled = async (isEnabled: boolean) => {
  await putSetting('picks_enabled', onOff(isEnabled));
  return { isEnabled };
};

export const setResultsVisibility = async (showAllResults: boolean) => {
  await putSetting('show_all_results', onOff(showAllResults));
  return { showAllResults };
};

export const setSquaresVisibility = async (isVisible: boolean) => {
  await putSetting('squares_visible', onOff(isVisible));
  return { isVisible };
};

export const updatePoolSettings = async (changes: PoolSettingsInput) => {
  if (changes.pushRule) await putSetting('push_rule', changes.pushRule);
  if (changes.lateEntryStartWeek)
    await putSetting('late_entry_start_week', String(changes.lateEntryStartWeek));
  if (changes.week6CloseWeek) await putSetting('week6_close_week', String(changes.week6CloseWeek));
  if (changes.lineFreeze) await putSetting('line_freeze', changes.lineFreeze);
  if (changes.joinPolicy) await putSetting('join_policy', changes.joinPolicy);
  if (changes.lineFreezeAt) await putSetting('line_freeze_at', weeklyTimeText(changes.lineFreezeAt));
  return changes;
};
