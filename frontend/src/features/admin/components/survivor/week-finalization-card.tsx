import { Badge, Button, Text } from '@chakra-ui/react';
import type { AdminSurvivorPicks } from '@shared/schemas/survivor';
import { useState } from 'react';
import { countOf, reportAdminError, reportAdminSuccess } from '@/features/admin/admin-toasts';
import { useFinalizeSurvivorWeek } from '@/features/admin/api/finalize-survivor-week';
import { AdminCard } from '@/features/admin/components/admin-card';
import { ConfirmDialog } from '@/features/admin/components/confirm-dialog';
import { useRefreshPoolData } from '@/features/admin/hooks/use-refresh-pool-data';

interface WeekFinalizationCardProps {
  week: number;
  /** The week's picks list, to say whether it is already finalized; undefined while it loads. */
  picks: AdminSurvivorPicks | undefined;
  onFinalized: () => void;
}

/** Locks the current week's survivor picks in every pool, after asking. */
export const WeekFinalizationCard = ({ week, picks, onFinalized }: WeekFinalizationCardProps) => {
  const [confirming, setConfirming] = useState(false);
  const { trigger, isMutating } = useFinalizeSurvivorWeek();
  const refreshPoolData = useRefreshPoolData();
  const finalized = picks?.isFinalized === true;

  const finalize = async () => {
    try {
      const result = await trigger(week);
      onFinalized();
      void refreshPoolData();
      reportAdminSuccess(result.message, `${countOf(result.picksFinalized, 'pick')} locked in Week ${week}.`);
    } catch (error) {
      reportAdminError(error, 'Failed to finalize week');
    } finally {
      setConfirming(false);
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
          ? `Week ${week} is finalized: every survivor pick of the week is locked.`
          : `Until then, players can make or change their Week ${week} survivor pick up to its kickoff.`}
      </Text>
      <Button
        onClick={() => setConfirming(true)}
        loading={isMutating}
        loadingText="Finalizing..."
        disabled={finalized || !picks}
        alignSelf={{ sm: 'flex-start' }}
      >
        Finalize Week {week}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Finalize Week ${week}?`}
        confirmLabel="Finalize Week"
        destructive
        pending={isMutating}
        onConfirm={finalize}
        onClose={() => setConfirming(false)}
      >
        Every Week {week} survivor pick in every pool is locked, including picks whose games have not started.
        Nobody can make or change a Week {week} survivor pick after this, and it cannot be undone.
      </ConfirmDialog>
    </AdminCard>
  );
};
