import { Button, Checkbox, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { WeekSelect } from '@/components/week-select';
import { useScorePicks } from '@/features/admin-games/api/score-picks';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';

interface ScorePicksCardProps {
  currentWeek: number;
}

/** Re-grades a week's picks against its stored scores. */
export const ScorePicksCard = ({ currentWeek }: ScorePicksCardProps) => {
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const week = chosenWeek ?? currentWeek;
  const [adminsOnly, setAdminsOnly] = useState(false);
  const { trigger, isMutating } = useScorePicks();
  const refreshPoolData = useRefreshPoolData();

  const score = async () => {
    try {
      const result = await trigger({ week, adminsOnly });
      void refreshPoolData();
      reportAdminSuccess(
        result.message,
        result.queuedParts
          ? 'The standings change when every part is graded.'
          : `${countOf(result.players, 'player')} graded, ${countOf(result.picksUpdated, 'pick')} changed.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to score weekly picks');
    }
  };

  return (
    <AdminCard
      title="Score Weekly Picks"
      description="Grade a week's picks against its saved scores and update the standings."
    >
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'flex-end' }}
        gap={{ base: '3', sm: '5' }}
      >
        <WeekSelect label="Scoring week" week={week} onChange={setChosenWeek} disabled={isMutating} />
        <Checkbox.Root
          checked={adminsOnly}
          onCheckedChange={(details) => setAdminsOnly(details.checked === true)}
          disabled={isMutating}
          minH={{ sm: '10' }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Score Admins Only</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
      <Button onClick={score} loading={isMutating} loadingText="Scoring..." alignSelf={{ sm: 'flex-start' }}>
        Score Picks
      </Button>
    </AdminCard>
  );
};
