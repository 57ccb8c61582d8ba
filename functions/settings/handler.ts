import { rulesBody, type SettingValue, settingParams } from '../../shared/schemas/settings';
import { autoPickSchedule } from '../lib/auto-pick-schedule';
import { putSetting } from '../lib/data/settings-repository';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { readSetting } from '../lib/pool-settings';
import { auditedSettings } from '../services/audited-changes';

export const handler = groupHandler('settings', {
  'GET /api/settings/auto-pick': defineRoute({ run: async () => json(await autoPickSchedule()) }),
  'GET /api/settings/{key}': defineRoute({
    params: settingParams,
    run: async ({ params }) =>
      json({ key: params.key, value: await readSetting(params.key) } satisfies SettingValue),
  }),
  'PUT /api/settings/rules': defineRoute({
    body: rulesBody,
    run: async ({ body, session }) => {
      await auditedSettings(requireSession(session), ['rules'], () => putSetting('rules', body.value));
      return json({ key: 'rules', value: body.value } satisfies SettingValue);
    },
  }),
});
