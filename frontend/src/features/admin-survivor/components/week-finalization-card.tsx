import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import type { AdminSurvivorPicks } from '@shared/schemas/survivor';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useFinalizeSurvivorWeek } from '@/features/admin-survivor/api/finalize-survivor-week';
import { useUnfinalizeSurvivorWeek } from '@/features/admin-survivor/api/unfinalize-survivor-week';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';

interface WeekFinalizationCardProps {
  week: number;
  /** The week's picks list, to say whether it is already finalized; undefined while it loads. */
  picks: AdminSurvivorPicks | undefined;
  onChanged: () => void;
}

type Asking = 'finalize' | 'unfinalize' | null;

/**
 * Locks the current week's survivor picks in every pool, after asking; opens them again the same way.
 * The week is read again after either answer: a refusal may mean another request changed it meanwhile.
 */
export const WeekFinalizationCard = ({ week, picks, onChanged }: WeekFinalizationCardProps) => {
  const [asking, setAsking] = useState<Asking>(null);
  const finalizing = useFinalizeSurvivorWeek();
  const reopening = useUnfinalizeSurvivorWeek();
  const refreshPoolData = useRefreshPoolData();
  const finalized = picks?.isFinalized === true;
  const pending = finalizing.isMutating || reopening.isMutating;

  const finalize = async () => {
    try {
      const result = await finalizing.trigger(week);
      void refreshPoolData();
      reportAdminSuccess(result.message, `${countOf(result.picksFinalized, 'pick')} locked in Week ${week}.`);
    } catch (error) {
      reportAdminError(error, 'Failed to finalize week');
    } finally {
      onChanged();
      setAsking(null);
    }
  };

  const unfinalize = async () => {
    try {
      const result = await reopening.trigger(week);
      void refreshPoolData();
      reportAdminSuccess(result.message, `${countOf(result.picksReopened, 'pick')} can change again.`);
    } catch (error) {
      reportAdminError(error, 'Failed to un-finalize week');
    } finally {
      onChanged();
      setAsking(null);
    }
  };

  return (
    <AdminCard
      title="Week Finalization"
      description={`Acts on the current week (Week ${week}). Change it in Data Sync to close another week.`}
      aside={
        picks && (
          <Badge colorPalette={finalized ? 'green' : 'orange'} variant="subtle" flexShrink="0">
            {finalized ? 'Finalized' : 'Open'}
          </Badge>
        )
      }
    >
      <Text fontSize="sm" color="fg.muted">
        {finalized
          ? `Week ${week} is finalized: players cannot change their Week ${week} survivor picks. You can still correct a pick under Override Picks, or open the week again while it is the current week.`
          : `Until then, players can make or change their Week ${week} survivor pick up to its kickoff.`}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {finalized ? (
          <Button
            variant="outline"
            onClick={() => setAsking('unfinalize')}
            loading={reopening.isMutating}
            loadingText="Reopening..."
            disabled={pending}
          >
            Un-finalize Week {week}
          </Button>
        ) : (
          <Button
            onClick={() => setAsking('finalize')}
            loading={finalizing.isMutating}
            loadingText="Finalizing..."
            disabled={!picks || pending}
          >
            Finalize Week {week}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        open={asking === 'finalize'}
        title={`Finalize Week ${week}?`}
        confirmLabel="Finalize Week"
        destructive
        pending={finalizing.isMutating}
        onConfirm={finalize}
        onClose={() => setAsking(null)}
      >
        Every Week {week} survivor pick in every pool is locked, including picks whose games have not started.
        Nobody can make or change a Week {week} survivor pick after this, until you un-finalize it while Week{' '}
        {week} is still the current week.
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'unfinalize'}
        title={`Un-finalize Week ${week}?`}
        confirmLabel="Un-finalize Week"
        pending={reopening.isMutating}
        onConfirm={unfinalize}
        onClose={() => setAsking(null)}
      >
        Players can change their Week {week} survivor picks again until each pick's kickoff. Picks whose games
        have started stay as they are. The change is recorded in the audit log.
      </ConfirmDialog>
    </AdminCard>
  );
};
