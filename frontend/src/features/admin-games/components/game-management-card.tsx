import { Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { WeekSelect } from '@/components/week-select';
import { SpreadEditor } from '@/features/admin-games/components/spread-editor';
import { lineFreezeText } from '@/lib/admin/line-freeze-options';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useLineFreeze } from '@/lib/api/use-line-freeze';

interface GameManagementCardProps {
  currentWeek: number;
}

/** A week's games: set each line (favorite and points), delete a game, save the changed lines at once. */
export const GameManagementCard = ({ currentWeek }: GameManagementCardProps) => {
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const week = chosenWeek ?? currentWeek;
  const { data: games, error, mutate } = useWeekGames(week);
  const { freeze } = useLineFreeze();
  const picker = <WeekSelect label="Game week" week={week} onChange={setChosenWeek} />;

  return (
    <AdminCard
      title="Game Management"
      description={`Set each game's favorite and spread, or remove a game. ${
        freeze?.rule === 'fixed'
          ? `Lines freeze ${lineFreezeText(freeze)}, or at kickoff if earlier.`
          : 'Lines lock at kickoff.'
      }`}
    >
      {error ? (
        <>
          {picker}
          <LoadError what={`the games of Week ${week}`} onRetry={() => void mutate()} />
        </>
      ) : !games ? (
        <>
          {picker}
          <Stack gap="2">
            <Skeleton height="16" />
            <Skeleton height="16" />
            <Skeleton height="16" />
          </Stack>
        </>
      ) : games.length === 0 ? (
        <>
          {picker}
          <EmptyMessage title={`No games found for week ${week}`}>
            Sync the schedule to import them.
          </EmptyMessage>
        </>
      ) : (
        <SpreadEditor key={week} week={week} games={games} lineFreeze={freeze} weekPicker={picker} />
      )}
    </AdminCard>
  );
};
