import { Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { ResponsiveTabs } from '@/components/responsive-tabs';
import { WeekSelect } from '@/components/week-select';
import { useOpeningWeek } from '@/features/results/api/get-opening-week';
import { useSeasons } from '@/features/results/api/get-seasons';
import { SeasonSelect } from '@/features/results/components/season-select';
import { SeasonStandingsTab } from '@/features/results/components/season-standings-tab';
import { WeeklyPicksTab } from '@/features/results/components/weekly-picks-tab';
import { WeeklyStandingsTab } from '@/features/results/components/weekly-standings-tab';
import { chosenTab, chosenWeek, tabsFor } from '@/features/results/results-tabs';
import { useCurrentWeek } from '@/lib/api/get-current-week';
import { useCurrentUser } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

// What the first view rarely shows loads when it is opened: a past season, the survivor tab.
const PastSeason = lazy(() =>
  import('@/features/results/components/past-season').then((module) => ({ default: module.PastSeason })),
);
const SurvivorTab = lazy(() =>
  import('@/features/results/components/survivor-tab').then((module) => ({ default: module.SurvivorTab })),
);

interface ResultsView {
  tab: string | null;
  week: string | null;
  /** A past season chosen (its archive shows instead of the tabs); null: the season the pool plays. */
  season: string | null;
}

interface WeekBarProps {
  caption: string | null;
  week: number;
  currentWeek: number;
  onWeekChange: (week: number) => void;
}

const WeekBar = ({ caption, week, currentWeek, onWeekChange }: WeekBarProps) => (
  <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'center' }} gap="2">
    <WeekSelect
      label="Week"
      week={week}
      lastWeek={currentWeek}
      newestFirst
      standalone
      onChange={onWeekChange}
    />
    {caption && (
      <Text fontSize="sm" color="fg.muted" textAlign={{ sm: 'end' }}>
        {caption}
      </Text>
    )}
  </Stack>
);

/** /results: weekly picks grid, weekly and season standings, survivor (tabs; a select on phones). */
export const ResultsPage = () => {
  useDocumentTitle('Results & Standings · NFL Pool');
  const { user } = useCurrentUser();
  const { week: currentWeek } = useCurrentWeek();
  const [params, setParams] = useSearchParams();
  // The view lives in state (the address only mirrors it), so quick changes never undo each other.
  const [view, setView] = useState<ResultsView>(() => ({
    tab: params.get('tab'),
    week: params.get('week'),
    season: params.get('season'),
  }));
  const hasWeeklyTabs = user !== null && tabsFor(user).length > 1;
  const opening = useOpeningWeek(hasWeeklyTabs && view.week === null ? currentWeek : null);
  const seasons = useSeasons(user !== null);
  if (!user) return null;

  const pastSeason =
    seasons.data?.seasons.find((option) => !option.current && String(option.season) === view.season)
      ?.season ?? null;

  const tabs = tabsFor(user);
  const tab = chosenTab(tabs, view.tab);
  const openingWeek = opening.data ?? (opening.error ? currentWeek : null);
  const week =
    currentWeek === null || (view.week === null && openingWeek === null)
      ? null
      : chosenWeek(view.week, currentWeek, openingWeek ?? currentWeek);
  const update = (changes: Partial<ResultsView>) => {
    const next = { ...view, ...changes };
    setView(next);
    const search = new URLSearchParams();
    if (next.tab) search.set('tab', next.tab);
    if (next.week) search.set('week', next.week);
    if (next.season) search.set('season', next.season);
    setParams(search, { replace: true });
  };

  const weeklyTab = (caption: string | null, content: (week: number) => ReactNode) =>
    week === null || currentWeek === null ? (
      <Skeleton height="40" />
    ) : (
      <Stack gap="3">
        <WeekBar
          caption={caption}
          week={week}
          currentWeek={currentWeek}
          onWeekChange={(next) => update({ week: String(next) })}
        />
        {content(week)}
      </Stack>
    );

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader
        title="Results & Standings"
        subtitle={
          pastSeason === null
            ? 'Every pick, every week, and the race for the season.'
            : `How the ${pastSeason} season ended.`
        }
        actions={
          seasons.data && seasons.data.seasons.length > 1 ? (
            <SeasonSelect
              seasons={seasons.data}
              season={pastSeason ?? seasons.data.current}
              onChange={(next) => update({ season: next === seasons.data?.current ? null : String(next) })}
            />
          ) : undefined
        }
      />
      {pastSeason !== null ? (
        <Suspense fallback={<Skeleton height="40" />}>
          {/* A limited player's past season is its survivor pools, as their Results are. */}
          {hasWeeklyTabs ? (
            <PastSeason season={pastSeason} viewerId={user.id} />
          ) : (
            <SurvivorTab season={pastSeason} />
          )}
        </Suspense>
      ) : (
        <ResponsiveTabs
          tabs={tabs}
          value={tab}
          onValueChange={(next) => update({ tab: next })}
          selectLabel="Results view"
        >
          <Tabs.Content value="weekly-picks" pt="0">
            {/* The tab says itself what decides whose picks show: the admin's Show All Results. */}
            {weeklyTab(null, (selected) => (
              <WeeklyPicksTab week={selected} viewer={user} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="weekly-standings" pt="0">
            {weeklyTab('Ranked by correct picks, then the MNF tiebreaker', (selected) => (
              <WeeklyStandingsTab week={selected} viewerId={user.id} />
            ))}
          </Tabs.Content>
          <Tabs.Content value="season-standings" pt="0">
            <SeasonStandingsTab viewerId={user.id} />
          </Tabs.Content>
          <Tabs.Content value="survivor" pt="0">
            <Suspense fallback={<Skeleton height="40" />}>
              <SurvivorTab />
            </Suspense>
          </Tabs.Content>
        </ResponsiveTabs>
      )}
    </Stack>
  );
};
