import { SurvivorOnlySheet } from '@/features/weekly-picks/components/survivor-only-sheet';
import { WeeklyPickSheet } from '@/features/weekly-picks/components/weekly-pick-sheet';
import { WeeklyPicksSkeleton } from '@/features/weekly-picks/components/weekly-picks-skeleton';
import { useCurrentWeek } from '@/lib/api/get-current-week';
import { useCurrentUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { hasFullAppAccess } from '@/lib/user';

/** /weekly-picks: the current week's against-the-spread picks, Monday-night total and survivor picks. */
export const WeeklyPicksPage = () => {
  const { user } = useCurrentUser();
  const { week } = useCurrentWeek();
  useDocumentTitle(week === null ? 'Weekly Picks · NFL Pool' : `Week ${week} Picks · NFL Pool`);

  if (!user) return null;
  if (week === null) return <WeeklyPicksSkeleton />;
  if (!hasFullAppAccess(user)) return <SurvivorOnlySheet week={week} userId={user.id} />;
  return <WeeklyPickSheet week={week} userId={user.id} />;
};
