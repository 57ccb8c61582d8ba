import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useResetWeek } from '@/features/admin-games/api/reset-week';
import { useSimulateWeek } from '@/features/admin-games/api/simulate-week';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';

interface WeekSimulationCardProps {
  week: number;
}

/** Testing on the current week: fill it with plausible finals, or wipe its scores. */
export const WeekSimulationCard = ({ week }: WeekSimulationCardProps) => {
  const simulation = useSimulateWeek();
  const reset = useResetWeek();
  const [confirming, setConfirming] = useState<'simulate' | 'reset' | null>(null);
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
    } finally {
      setConfirming(null);
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
      setConfirming(null);
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
            onClick={() => setConfirming('simulate')}
            loading={simulation.isMutating}
            loadingText="Simulating..."
            disabled={busy}
          >
            Simulate & Score Week
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirming('reset')}
            loading={reset.isMutating}
            loadingText="Resetting..."
            disabled={busy}
          >
            Reset Week
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming === 'simulate'}
        title={`Simulate & score Week ${week}?`}
        confirmLabel="Simulate & Score"
        destructive
        pending={simulation.isMutating}
        onConfirm={simulate}
        onClose={() => setConfirming(null)}
      >
        Every unfinished game of Week {week} gets an invented final score, everyone's picks are graded against
        it and every pick of the week is revealed to all players. Real scores replace the invented ones only
        when they are synced or saved again.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'reset'}
        title={`Reset Week ${week}?`}
        confirmLabel="Reset Week"
        destructive
        pending={reset.isMutating}
        onConfirm={resetScores}
        onClose={() => setConfirming(null)}
      >
        Every score of Week {week} is cleared and its picks go back to ungraded, so the week's standings drop
        to zero until scores are saved again. Picks themselves are kept.
      </ConfirmDialog>
    </AdminCard>
  );
};
