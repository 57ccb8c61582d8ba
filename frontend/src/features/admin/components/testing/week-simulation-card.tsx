import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { countOf, reportAdminError, reportAdminSuccess } from '@/features/admin/admin-toasts';
import { useResetWeek } from '@/features/admin/api/reset-week';
import { useSimulateWeek } from '@/features/admin/api/simulate-week';
import { AdminCard } from '@/features/admin/components/admin-card';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { useRefreshPoolData } from '@/features/admin/hooks/use-refresh-pool-data';

interface WeekSimulationCardProps {
  week: number;
}

/** Testing on the current week: fill it with plausible finals, or wipe its scores. */
export const WeekSimulationCard = ({ week }: WeekSimulationCardProps) => {
  const simulation = useSimulateWeek();
  const reset = useResetWeek();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const refreshPoolData = useRefreshPoolData();
  const busy = simulation.isMutating || reset.isMutating;

  const simulate = async () => {
    try {
      const result = await simulation.trigger(week);
      void refreshPoolData();
      reportAdminSuccess(
        `Week ${week} simulated: ${countOf(result.gamesUpdated, 'game')}, ${countOf(result.picksScored, 'pick')} scored`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to simulate week');
    }
  };

  const resetScores = async () => {
    try {
      const result = await reset.trigger(week);
      void refreshPoolData();
      reportAdminSuccess(
        result.message,
        `${countOf(result.gamesReset, 'game')} cleared; every pick is kept.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to reset scores');
    } finally {
      setConfirmingReset(false);
    }
  };

  return (
    <AdminCard
      title={`Week ${week} Simulation`}
      description="Acts on the current week. Change it in Data Sync to test another week."
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          Simulate gives every unfinished game a plausible final score and grades the picks. Reset clears all
          of the week's scores and grades; picks stay.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            onClick={simulate}
            loading={simulation.isMutating}
            loadingText="Simulating..."
            disabled={busy}
          >
            Simulate & Score Week
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirmingReset(true)}
            loading={reset.isMutating}
            loadingText="Resetting..."
            disabled={busy}
          >
            Reset Week
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmingReset}
        title={`Reset Week ${week}?`}
        confirmLabel="Reset Week"
        destructive
        pending={reset.isMutating}
        onConfirm={resetScores}
        onClose={() => setConfirmingReset(false)}
      >
        Every score of Week {week} is cleared and its picks go back to ungraded, so the week's standings drop
        to zero until scores are saved again. Picks themselves are kept.
      </ConfirmDialog>
    </AdminCard>
  );
};
