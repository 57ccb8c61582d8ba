import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { WeekSelect } from '@/components/week-select';
import { useSyncSchedule } from '@/features/admin-games/api/sync-schedule';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { isWeekInRange } from '@/lib/admin/weeks';
import { getWeekGames } from '@/lib/api/get-week-games';

interface SyncScheduleCardProps {
  currentWeek: number;
}

/** Pulls a week's games from the provider, asking first when the week already has games. */
export const SyncScheduleCard = ({ currentWeek }: SyncScheduleCardProps) => {
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const week = chosenWeek ?? currentWeek;
  const [checking, setChecking] = useState(false);
  const [existingGames, setExistingGames] = useState<number | null>(null);
  const { trigger, isMutating } = useSyncSchedule();
  const refreshPoolData = useRefreshPoolData();

  const sync = async () => {
    try {
      const result = await trigger(week);
      setExistingGames(null);
      void refreshPoolData();
      reportAdminSuccess(
        result.message,
        `${countOf(result.created, 'new game')}, ${countOf(result.updated, 'game')} updated.`,
      );
    } catch (error) {
      setExistingGames(null);
      reportAdminError(error, 'Failed to sync schedule');
    }
  };

  const start = async () => {
    if (!isWeekInRange(week)) return;
    setChecking(true);
    try {
      const games = await getWeekGames(week);
      if (games.length > 0) setExistingGames(games.length);
      else await sync();
    } catch (error) {
      reportAdminError(error, 'Failed to sync schedule');
    } finally {
      setChecking(false);
    }
  };

  return (
    <AdminCard title="Sync Game Schedule" description="Import a week's games, kickoff times and lines.">
      <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3">
        <WeekSelect
          label="Schedule week"
          week={week}
          onChange={setChosenWeek}
          disabled={checking || isMutating}
        />
        <Button onClick={start} loading={checking || isMutating} loadingText="Syncing...">
          Sync Schedule
        </Button>
      </Stack>
      <ConfirmDialog
        open={existingGames !== null}
        title={`Sync Week ${week} again?`}
        confirmLabel="Sync Schedule"
        pending={isMutating}
        onConfirm={sync}
        onClose={() => setExistingGames(null)}
      >
        Week {week} already has {countOf(existingGames ?? 0, 'game')}. Syncing updates their game info
        (kickoff times, teams and status) from the sports data provider. Existing spreads and manual settings
        such as the Monday night tiebreaker are kept.
      </ConfirmDialog>
    </AdminCard>
  );
};
