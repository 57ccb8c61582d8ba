import { Skeleton, Stack } from '@chakra-ui/react';
import { useAdminSurvivorPicks } from '@/features/admin-survivor/api/get-survivor-picks';
import { SurvivorPicksCard } from '@/features/admin-survivor/components/survivor-picks-card';
import { WeekFinalizationCard } from '@/features/admin-survivor/components/week-finalization-card';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';

/** The admin Survivor tab: close the current week, and every survivor pick of it. */
export const SurvivorSection = () => {
  const week = useAdminCurrentWeek();
  const picks = useAdminSurvivorPicks(week);
  if (week === null) return <Skeleton height="48" />;
  return (
    <Stack gap={{ base: '4', md: '5' }}>
      <WeekFinalizationCard week={week} picks={picks.data} onChanged={() => void picks.mutate()} />
      <SurvivorPicksCard
        week={week}
        picks={picks.data}
        error={picks.error}
        onRetry={() => void picks.mutate()}
      />
    </Stack>
  );
};
