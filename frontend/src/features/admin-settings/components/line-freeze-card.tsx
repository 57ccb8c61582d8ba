import { Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  DEFAULT_LINE_FREEZE_AT,
  type LineFreeze,
  type LineFreezeRule,
  type Weekday,
  type WeeklyTime,
} from '@shared/line-freeze';
import { AdminCard } from '@/components/admin/admin-card';
import {
  type PoolSettingsChange,
  useUpdatePoolSettings,
} from '@/features/admin-settings/api/update-pool-settings';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { lineFreezeText, timeLabel, timeOptions, weekdayOptions } from '@/lib/admin/line-freeze-options';
import { useLineFreeze } from '@/lib/api/use-line-freeze';

const ruleLabels: Record<LineFreezeRule, string> = {
  kickoff: 'At each game’s kickoff',
  fixed: 'At a fixed time each week',
};

/** When spreads stop moving: at kickoff, or at a weekday and time of each game's week; saves on change. */
export const LineFreezeCard = () => {
  const { freeze, refresh } = useLineFreeze();
  const { trigger, isMutating } = useUpdatePoolSettings();
  const at: WeeklyTime = freeze?.rule === 'fixed' ? freeze.at : DEFAULT_LINE_FREEZE_AT;

  const save = async (change: PoolSettingsChange) => {
    try {
      await trigger(change);
    } catch (error) {
      reportAdminError(error, 'Failed to update pool settings');
      return;
    }
    await refresh();
    const after: LineFreeze =
      (change.lineFreeze ?? freeze?.rule) === 'fixed'
        ? { rule: 'fixed', at: change.lineFreezeAt ?? at }
        : { rule: 'kickoff' };
    reportAdminSuccess('Pool settings updated', `Lines freeze: ${lineFreezeText(after)}.`);
  };

  const disabled = freeze === undefined || isMutating;

  return (
    <AdminCard title="Line Freeze" description="When spreads stop moving. Saved as soon as you change it.">
      <Stack gap="4">
        <Field.Root disabled={disabled}>
          <Field.Label>Lines freeze</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={freeze?.rule ?? 'kickoff'}
              onChange={(event) => void save({ lineFreeze: event.target.value as LineFreezeRule })}
            >
              <option value="kickoff">{ruleLabels.kickoff}</option>
              <option value="fixed">{ruleLabels.fixed}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>
            {freeze?.rule === 'fixed'
              ? 'Every game of a week (Tuesday to Monday) freezes at this time; a game that kicks off earlier freezes at its kickoff.'
              : 'Each game’s line can change until the game kicks off.'}
          </Field.HelperText>
        </Field.Root>
        {freeze?.rule === 'fixed' && (
          <SimpleGrid columns={2} gap="3">
            <Field.Root disabled={disabled}>
              <Field.Label>Day</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={at.weekday}
                  onChange={(event) =>
                    void save({ lineFreezeAt: { ...at, weekday: event.target.value as Weekday } })
                  }
                >
                  {weekdayOptions.map(({ value, label }) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root disabled={disabled}>
              <Field.Label>Time (New York)</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={at.time}
                  onChange={(event) => void save({ lineFreezeAt: { ...at, time: event.target.value } })}
                >
                  {timeOptions(at.time).map((time) => (
                    <option key={time} value={time}>
                      {timeLabel(time)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
        )}
        <Text fontSize="sm" color="fg.muted">
          Once a line is frozen, spread edits are refused and schedule syncs keep it. Each pick keeps the line
          it was made against, and players see it on their picks.
        </Text>
      </Stack>
    </AdminCard>
  );
};
