import { Stack } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { SavePicksCard } from '@/features/weekly-picks/components/save-picks-card';
import { SurvivorSection } from '@/features/weekly-picks/components/survivor-section';
import { WeeklyPicksSkeleton } from '@/features/weekly-picks/components/weekly-picks-skeleton';
import { WeeklyPoolOnlyCard } from '@/features/weekly-picks/components/weekly-pool-only-card';
import { useSaveAllPicks } from '@/features/weekly-picks/hooks/use-save-all-picks';
import { useSurvivorPicks } from '@/features/weekly-picks/hooks/use-survivor-picks';
import { useSetting } from '@/lib/api/get-setting';
import { useWeekGames } from '@/lib/api/get-week-games';
import { incompletePicksText } from '@/lib/mnf-total';
import { serverNow } from '@/lib/server-clock';
import { toaster } from '@/lib/toaster';
import { useKickoffLocks } from '@/lib/use-kickoff-locks';

const noGames: Game[] = [];

/** "Your Late-Entry Survivor entry and 2 Week 6 entries": the pools this sheet picks for. */
const entriesText = (standardPool: string | null, week6Count: number) => {
  const week6 = week6Count === 1 ? 'Week 6 entry' : `${week6Count} Week 6 entries`;
  if (standardPool && week6Count > 0) return `Your ${standardPool} entry and your ${week6}`;
  return standardPool ? `Your ${standardPool} entry` : `Your ${week6}`;
};

/**
 * /weekly-picks for a player without the weekly pool (late-entry only, Week 6 only): their survivor
 * entries' picks of the week, nothing else.
 */
export const SurvivorOnlySheet = ({ week, userId }: { week: number; userId: string }) => {
  const survivor = useSurvivorPicks(week);
  const gamesRead = useWeekGames(week);
  const picksEnabled = useSetting('picks_enabled');
  const games = useKickoffLocks(gamesRead.data ?? noGames);
  const { saveAllPicks, isSaving } = useSaveAllPicks();
  const [showMissing, setShowMissing] = useState(false);

  if (survivor.isLoading || gamesRead.isLoading) return <WeeklyPicksSkeleton />;
  const { standard, week6Entries } = survivor;
  if (!standard && week6Entries.length === 0) return <WeeklyPoolOnlyCard week={week} />;

  const now = new Date(serverNow());
  const missing = survivor.missing(games, now);
  const toSave = survivor.toSave();
  const enabled = picksEnabled.value === 'true';
  const save = async () => {
    if (!enabled || missing.length > 0) {
      setShowMissing(true);
      toaster.create({ type: 'warning', title: 'Incomplete Picks', description: incompletePicksText(false) });
      document
        .getElementById(`entry-${missing[0]?.id}`)
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    setShowMissing(false);
    await saveAllPicks({ week, userId, games, picks: [], mnf: null, survivor: toSave });
  };
  const total = [...(standard ? [standard] : []), ...week6Entries].filter(
    (entry) => !entry.isEliminated && week >= entry.firstWeek,
  ).length;
  const picked = total - missing.length;
  return (
    <Stack gap={{ base: '4', md: '6' }}>
      <PageHeader
        title={`Week ${week} Picks`}
        subtitle={`${entriesText(standard?.pool.name ?? null, week6Entries.length)}: one team a week, each team once.`}
      />
      <SurvivorSection
        survivor={survivor}
        week={week}
        games={games}
        now={now}
        picksEnabled={enabled}
        saving={isSaving}
        showMissing={showMissing}
      />
      {total > 0 && (
        <SavePicksCard
          progress={{ eligible: total, picked, remaining: missing.length, made: picked, total }}
          status={
            !enabled
              ? 'The admin has paused picks; your saved picks still count'
              : missing.length
                ? `${missing.length} survivor ${missing.length === 1 ? 'pick' : 'picks'} needed`
                : toSave.length
                  ? 'Unsaved changes - save to lock them in'
                  : 'All picks saved'
          }
          saving={isSaving}
          canSend={enabled && (missing.length > 0 || toSave.length > 0)}
          onSave={save}
        />
      )}
    </Stack>
  );
};
