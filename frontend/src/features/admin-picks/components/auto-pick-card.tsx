import { Badge, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useScheduleStatus } from '@/features/admin-picks/api/get-schedule-status';
import { useRunAutoPick } from '@/features/admin-picks/api/run-auto-pick';
import { AUTO_PICK_FALLBACK_WEEK, assignedText } from '@/features/admin-picks/auto-pick-schedule';
import { AutoPickStatus } from '@/features/admin-picks/components/auto-pick-status';
import { ScheduleSettings } from '@/features/admin-picks/components/schedule-settings';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { useCurrentWeek } from '@/lib/api/get-current-week';

/** Automated Pick Assignment: its status, its schedule and a manual run for the current week. */
export const AutoPickCard = () => {
  const status = useScheduleStatus();
  const currentWeek = useCurrentWeek();
  const runWeek = currentWeek.error ? AUTO_PICK_FALLBACK_WEEK : currentWeek.week;
  const refreshPoolData = useRefreshPoolData();
  const [confirming, setConfirming] = useState(false);
  const { trigger, isMutating: running } = useRunAutoPick();

  const run = async () => {
    if (runWeek === null) return;
    try {
      const result = await trigger(runWeek);
      void refreshPoolData();
      void status.mutate();
      reportAdminSuccess(
        assignedText(result.weekly.assignments.length, result.survivor.picks.length),
        `Week ${result.week}: only empty picks were filled.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to run manual auto-assignment');
    } finally {
      setConfirming(false);
    }
  };

  return (
    <AdminCard
      title="Automated Pick Assignment"
      description="Fills what players left empty: each open game gets the player's default pick, and each alive survivor entry the biggest favorite it has not used. Picks already made are kept."
      aside={
        status.data && (
          <Badge colorPalette={status.data.enabled ? 'green' : 'gray'} variant="subtle" flexShrink="0">
            {status.data.enabled ? 'Active' : 'Disabled'}
          </Badge>
        )
      }
    >
      <AutoPickStatus status={status.data} error={status.error} onRetry={() => void status.mutate()} />
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="sm">
          Change the schedule
        </Heading>
        <ScheduleSettings onSaved={(saved) => void status.mutate(saved, { revalidate: false })} />
      </Stack>
      <Stack gap="3" borderTopWidth="1px" pt="4">
        <Heading as="h3" size="sm">
          Manual run
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {runWeek === null
            ? 'Assigns the missing picks of the current week now.'
            : `Assigns the missing picks of Week ${runWeek} now, without waiting for the schedule.`}
        </Text>
        <Button
          variant="outline"
          onClick={() => setConfirming(true)}
          disabled={runWeek === null}
          loading={running}
          loadingText="Running..."
          alignSelf={{ sm: 'flex-start' }}
        >
          Run Now
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Assign missing picks for Week ${runWeek}?`}
        confirmLabel="Run Now"
        pending={running}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      >
        Every player's open Week {runWeek} games without a pick get their default pick, and every alive
        survivor entry without a Week {runWeek} pick gets a team. This writes picks for every player; picks
        already made stay as they are.
      </ConfirmDialog>
    </AdminCard>
  );
};
