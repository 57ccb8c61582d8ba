import { Button, Field, NumberInput, Stack } from '@chakra-ui/react';
import {
  LIVE_SYNC_MINUTES_MAX,
  LIVE_SYNC_MINUTES_MIN,
  type LiveScoresConfig,
  type LiveScoresStatus,
} from '@shared/schemas/live-scores';
import { type FormEvent, useState } from 'react';
import { SettingSwitch } from '@/components/admin/setting-switch';
import { useUpdateLiveScores } from '@/features/admin-games/api/update-live-scores';
import { intervalMinutesOf } from '@/features/admin-games/live-scores-status';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { formatKickoff } from '@/lib/format-kickoff';

interface LiveScoresSettingsProps {
  status: LiveScoresStatus;
  /** The state the save answered with, to show at once. */
  onSaved: (status: LiveScoresStatus) => void;
}

/** The job's switch (applies at once) and its interval in minutes. */
export const LiveScoresSettings = ({ status, onSaved }: LiveScoresSettingsProps) => {
  const [typed, setTyped] = useState<string | null>(null);
  const { trigger, isMutating } = useUpdateLiveScores();
  const text = typed ?? String(status.intervalMinutes);
  const minutes = intervalMinutesOf(text);

  const save = async (next: LiveScoresConfig, success: (saved: LiveScoresStatus) => [string, string]) => {
    try {
      const saved = await trigger(next);
      onSaved(saved);
      reportAdminSuccess(...success(saved));
      return true;
    } catch (error) {
      reportAdminError(error, 'Failed to update live scores');
      return false;
    }
  };

  // The switch keeps the stored interval: a number typed but not saved stays a draft.
  const toggle = (enabled: boolean) =>
    void save({ enabled, intervalMinutes: status.intervalMinutes }, (saved) =>
      saved.enabled
        ? [
            'Live scores on',
            saved.nextSync ? `Next sync: ${formatKickoff(saved.nextSync)}` : 'No game is left this week.',
          ]
        : ['Live scores off', 'Scores sync only when you sync them below.'],
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (minutes === null || isMutating) return;
    const saved = await save({ enabled: status.enabled, intervalMinutes: minutes }, () => [
      'Interval updated',
      `Scores sync every ${countOf(minutes, 'minute')} while a game is on.`,
    ]);
    if (saved) setTyped(null);
  };

  return (
    <Stack gap="4">
      <SettingSwitch
        label="Sync live scores"
        setting={String(status.enabled)}
        onText="On: while a game is on, scores sync and finished games are graded by themselves"
        offText="Off: scores change only when synced or saved by hand"
        pending={isMutating}
        onChange={toggle}
      />
      <Stack
        as="form"
        onSubmit={submit}
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'flex-end' }}
        gap="3"
      >
        <Field.Root invalid={minutes === null} width={{ base: 'full', sm: '56' }}>
          <Field.Label fontSize="sm">Sync every (minutes)</Field.Label>
          <NumberInput.Root
            value={text}
            onValueChange={(details) => setTyped(details.value)}
            min={LIVE_SYNC_MINUTES_MIN}
            max={LIVE_SYNC_MINUTES_MAX}
            clampValueOnBlur={false}
            width="full"
          >
            <NumberInput.Control />
            <NumberInput.Input inputMode="numeric" />
          </NumberInput.Root>
          <Field.ErrorText>
            Choose a whole number of minutes from {LIVE_SYNC_MINUTES_MIN} to {LIVE_SYNC_MINUTES_MAX}
          </Field.ErrorText>
        </Field.Root>
        <Button
          type="submit"
          variant="outline"
          disabled={minutes === null || minutes === status.intervalMinutes}
          loading={isMutating}
          loadingText="Saving..."
        >
          Save Interval
        </Button>
      </Stack>
    </Stack>
  );
};
