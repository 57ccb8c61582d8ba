import { putSetting } from '../lib/data/settings-repository';

export const setCurrentWeek = async (week: number) => {
  await putSetting('current_week', String(week));
  return { week };
};
