import { Button, Field, Input, NativeSelect, Skeleton, Stack, Switch } from '@chakra-ui/react';
import { WEEKDAYS } from '@shared/auto-pick-schedule';
import type { ScheduleStatus } from '@shared/schemas/admin-people';
import { type FormEvent, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useScheduleConfig } from '@/features/admin-picks/api/get-schedule-config';
import { useUpdateSchedule } from '@/features/admin-picks/api/update-schedule';
import {
  type ScheduleForm,
  scheduleConfigOf,
  scheduleFormOf,
} from '@/features/admin-picks/auto-pick-schedule';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { formatKickoff, kickoffFormat } from '@/lib/format-kickoff';

interface ScheduleSettingsProps {
  /** The status the save answered with, to show at once. */
  onSaved: (status: ScheduleStatus) => void;
}

/** The schedule's switch, weekday and time of day; Update Schedule stores them and they apply at once. */
export const ScheduleSettings = ({ onSaved }: ScheduleSettingsProps) => {
  const { data: config, error, mutate } = useScheduleConfig();
  const [draft, setDraft] = useState<ScheduleForm | null>(null);
  const { trigger, isMutating: saving } = useUpdateSchedule();

  if (error) return <LoadError what="the schedule settings" onRetry={() => void mutate()} />;
  if (!config) return <Skeleton height="24" />;

  const form = draft ?? scheduleFormOf(config);
  const next = scheduleConfigOf(form, config.timezone);
  const change = (patch: Partial<ScheduleForm>) => setDraft({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!next || saving) return;
    try {
      const saved = await trigger(next);
      await mutate(
        { cronExpression: saved.cronExpression, timezone: saved.timezone, enabled: saved.enabled },
        { revalidate: false },
      );
      setDraft(null);
      onSaved(saved);
      reportAdminSuccess(
        'Schedule updated successfully.',
        saved.nextRun
          ? `Next run: ${formatKickoff(saved.nextRun, kickoffFormat(undefined, saved.timezone))}`
          : 'Automatic assignment is off.',
      );
    } catch (failure) {
      reportAdminError(failure, 'Failed to update schedule');
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit}>
      <Switch.Root
        checked={form.enabled}
        onCheckedChange={(details) => change({ enabled: details.checked })}
        disabled={saving}
        gap="3"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="semibold">Run automatically</Switch.Label>
      </Switch.Root>
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <Field.Root disabled={saving} width={{ base: 'full', sm: '44' }}>
          <Field.Label fontSize="sm">Day</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={form.weekday}
              onChange={(event) => change({ weekday: Number(event.target.value) })}
            >
              {WEEKDAYS.map((day, index) => (
                <option key={day} value={index}>
                  {day}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root disabled={saving} invalid={next === null} width={{ base: 'full', sm: 'auto' }}>
          <Field.Label fontSize="sm">Time ({config.timezone})</Field.Label>
          <Input type="time" value={form.time} onChange={(event) => change({ time: event.target.value })} />
          <Field.ErrorText>Enter a time of day</Field.ErrorText>
        </Field.Root>
        <Button type="submit" disabled={next === null} loading={saving} loadingText="Updating...">
          Update Schedule
        </Button>
      </Stack>
    </Stack>
  );
};
