import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import { AdminCard } from '@/components/admin/admin-card';
import {
  type PoolSettingsChange,
  type PushRule,
  useUpdatePoolSettings,
} from '@/features/admin-settings/api/update-pool-settings';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { seasonWeeks } from '@/lib/admin/weeks';
import { useSetting } from '@/lib/api/get-setting';

const pushRuleLabels: Record<PushRule, string> = {
  loss: 'Push counts as a loss',
  win: 'Push counts as a win',
};

/** The push rule, the late-entry survivor start week and when Week 6 registration closes; each saves as soon as it changes. */
export const ScoringRulesCard = () => {
  const pushRule = useSetting('push_rule');
  const lateEntryStartWeek = useSetting('late_entry_start_week');
  const week6CloseWeek = useSetting('week6_close_week');
  const { trigger, isMutating } = useUpdatePoolSettings();

  const save = async (change: PoolSettingsChange, confirmation: string) => {
    try {
      await trigger(change);
    } catch (error) {
      reportAdminError(error, 'Failed to update pool settings');
      return;
    }
    await Promise.allSettled([pushRule.mutate(), lateEntryStartWeek.mutate(), week6CloseWeek.mutate()]);
    reportAdminSuccess('Pool settings updated', confirmation);
  };

  const loading =
    pushRule.value === undefined ||
    lateEntryStartWeek.value === undefined ||
    week6CloseWeek.value === undefined;

  return (
    <AdminCard title="Scoring Rules" description="Saved as soon as you change them.">
      <Stack gap="4">
        <Field.Root disabled={loading || isMutating}>
          <Field.Label>Push rule</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={pushRule.value === 'win' ? 'win' : 'loss'}
              onChange={(event) => {
                const rule = event.target.value as PushRule;
                void save({ pushRule: rule }, `${pushRuleLabels[rule]}.`);
              }}
            >
              <option value="loss">{pushRuleLabels.loss}</option>
              <option value="win">{pushRuleLabels.win}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            A push is a pick that exactly matches the spread. Weeks already scored change when re-scored.
          </Field.HelperText>
        </Field.Root>
        <Field.Root disabled={loading || isMutating}>
          <Field.Label>Late-entry start week</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={lateEntryStartWeek.value ?? ''}
              onChange={(event) => {
                const week = Number(event.target.value);
                void save({ lateEntryStartWeek: week }, `Late survivor entries start in Week ${week}.`);
              }}
            >
              {seasonWeeks.map((week) => (
                <option key={week} value={week}>
                  Week {week}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>The first week of the late-entry survivor group.</Field.HelperText>
        </Field.Root>
        <Field.Root disabled={loading || isMutating}>
          <Field.Label>Week 6 registration closes</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={week6CloseWeek.value ?? ''}
              onChange={(event) => {
                const week = Number(event.target.value);
                void save(
                  { week6CloseWeek: week },
                  `Week 6 registration closes at the first Week ${week} kickoff.`,
                );
              }}
            >
              {seasonWeeks.map((week) => (
                <option key={week} value={week}>
                  At the first Week {week} kickoff
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            Until then players may register and add or delete Week 6 entries; after it the field is set.
          </Field.HelperText>
        </Field.Root>
      </Stack>
    </AdminCard>
  );
};
