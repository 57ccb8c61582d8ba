import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/page-header';
import { DashboardStats } from '@/features/dashboard/components/dashboard-stats';
import { DeadlineBanner } from '@/features/dashboard/components/deadline-banner';
import { HomeContentNote } from '@/features/dashboard/components/home-content-note';
import { JoinRequestsNote } from '@/features/dashboard/components/join-requests-note';
import { LiveGamesCard } from '@/features/dashboard/components/live-games-card';
import { SurvivorEntryCard } from '@/features/dashboard/components/survivor-entry-card';
import { WeekGamesCard } from '@/features/dashboard/components/week-games-card';
import { Week6Banner } from '@/features/dashboard/components/week6-banner';
import { WeeklyLeadersCard } from '@/features/dashboard/components/weekly-leaders-card';
import { weekResult, weekState } from '@/features/dashboard/week-state';
import { useCurrentWeek } from '@/lib/api/get-current-week';
import { useHomeContent } from '@/lib/api/get-home-content';
import { useSetting } from '@/lib/api/get-setting';
import { useUserWeeklyPicks } from '@/lib/api/get-user-weekly-picks';
import { useWeekGames } from '@/lib/api/get-week-games';
import { useWeeklyLeaderboard } from '@/lib/api/get-weekly-leaderboard';
import { useCurrentUser } from '@/lib/auth';
import { liveRefreshInterval } from '@/lib/live-score';
import { serverNow } from '@/lib/server-clock';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type CurrentUser, hasFullAppAccess } from '@/lib/user';

/** A read has answered, one way or the other. */
const settled = (read: { data?: unknown; error?: unknown }) =>
  read.data !== undefined || read.error !== undefined;

const MyMoneyCard = lazy(() =>
  import('@/features/dashboard/components/my-money-card').then((module) => ({ default: module.MyMoneyCard })),
);

/**
 * "Your money", loaded (its code and its read) only once the week's own reads have answered, so it
 * adds nothing to the page's first JavaScript or first requests; drawn at the foot of the page, it
 * moves nothing above it when it appears.
 */
const LaterMyMoneyCard = ({ ready }: { ready: boolean }) =>
  ready && (
    <Suspense fallback={null}>
      <MyMoneyCard />
    </Suspense>
  );

/** The weekly pool at a glance: where the week stands, the player's numbers, games and leaders. */
const WeeklyPoolDashboard = ({ userId, week }: { userId: string; week: number }) => {
  const games = useWeekGames(week, { live: true });
  // While games are live, picks are graded and leaders move the moment one is final.
  const refreshInterval = liveRefreshInterval(games.data, serverNow());
  const picks = useUserWeeklyPicks(week, userId, { refreshInterval });
  const leaders = useWeeklyLeaderboard(week, { refreshInterval });
  const picksEnabled = useSetting('picks_enabled');
  const gameList = games.data ?? (games.error ? [] : undefined);
  const state = weekState(gameList, picksEnabled.error ? 'true' : picksEnabled.value);
  const pickList = picks.data ?? (picks.error ? [] : undefined);

  return (
    <>
      <DeadlineBanner
        week={week}
        games={gameList}
        state={state}
        picks={pickList}
        result={leaders.data && weekResult(week, leaders.data.entries, userId, leaders.data.players)}
      />
      <Week6Banner week={week} />
      <LiveGamesCard games={games.data} picks={pickList} />
      <DashboardStats week={week} userId={userId} games={gameList} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '4', md: '6' }} alignItems="start">
        <WeekGamesCard week={week} games={games.data} picks={pickList} />
        <WeeklyLeadersCard
          week={week}
          entries={leaders.data?.entries ?? (leaders.error ? [] : undefined)}
          userId={userId}
        />
      </SimpleGrid>
      <LaterMyMoneyCard ready={settled(games) && settled(leaders)} />
    </>
  );
};

const Dashboard = ({
  user,
  week,
  season,
}: {
  user: CurrentUser;
  week: number;
  season: number | undefined;
}) => (
  <Stack gap={{ base: '4', md: '6' }}>
    <Stack gap="2">
      <PageHeader
        title={`Week ${week} Dashboard`}
        subtitle={
          season === undefined ? (
            <Skeleton as="span" display="inline-block" height="1em" width="44" aria-hidden="true" />
          ) : (
            `NFL ${season} Regular Season`
          )
        }
      />
      <HomeContentNote />
    </Stack>
    <JoinRequestsNote isAdmin={user.isAdmin} />
    {hasFullAppAccess(user) ? (
      <WeeklyPoolDashboard userId={user.id} week={week} />
    ) : (
      <>
        <SurvivorEntryCard week={week} />
        <Week6Banner week={week} />
        <LaterMyMoneyCard ready />
      </>
    )}
  </Stack>
);

/** Home for signed-in players: the week at a glance. */
export const DashboardPage = () => {
  const { user } = useCurrentUser();
  const { week } = useCurrentWeek();
  const homeContent = useHomeContent();
  useDocumentTitle(week === null ? 'Dashboard · NFL Pool' : `Week ${week} Dashboard · NFL Pool`);
  if (!user) return null;
  // The note under the heading comes with the home content: the page waits for it (asked for with
  // the current week) rather than moving down under the player's eyes when it comes.
  if (week === null || !settled(homeContent)) {
    return (
      <Stack gap="6" aria-busy="true" aria-label="Loading dashboard">
        <Skeleton height="10" width="72" maxW="full" />
        <Skeleton height="12" />
        <SimpleGrid columns={3} gap="4">
          <Skeleton height="24" />
          <Skeleton height="24" />
          <Skeleton height="24" />
        </SimpleGrid>
      </Stack>
    );
  }
  return <Dashboard user={user} week={week} season={homeContent.data?.season} />;
};
