import { Button, Grid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { WeekSelect } from '@/components/week-select';
import { useProviderScores } from '@/features/admin-games/api/get-provider-scores';
import { useSaveAllScores } from '@/features/admin-games/api/save-all-scores';
import { useSyncScores } from '@/features/admin-games/api/sync-scores';
import { ScoreTable } from '@/features/admin-games/components/score-table';
import {
  rowsFromGames,
  SCORE_MAX,
  type ScoreRow,
  scoreProblems,
  scoresToSave,
  withProviderScores,
} from '@/features/admin-games/score-rows';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { getWeekGames } from '@/lib/api/get-week-games';
import { toaster } from '@/lib/toaster';

interface SyncScoresCardProps {
  currentWeek: number;
}

interface LoadedWeek {
  week: number;
  rows: ScoreRow[];
}

/** Load a week's games, fill them from the provider or by hand, and save them all (which grades). */
export const SyncScoresCard = ({ currentWeek }: SyncScoresCardProps) => {
  const [chosenWeek, setChosenWeek] = useState<number | null>(null);
  const week = chosenWeek ?? currentWeek;
  const [loaded, setLoaded] = useState<LoadedWeek | null>(null);
  const [loading, setLoading] = useState(false);
  const provider = useProviderScores();
  const saving = useSaveAllScores();
  const finals = useSyncScores();
  const refreshPoolData = useRefreshPoolData();
  const problems = loaded ? scoreProblems(loaded.rows) : [];
  const busy = loading || provider.isMutating || saving.isMutating || finals.isMutating;

  const load = async () => {
    setLoading(true);
    try {
      const games = await getWeekGames(week);
      setLoaded({ week, rows: rowsFromGames(games) });
      if (games.length === 0) {
        toaster.create({ type: 'info', title: 'No games', description: `No games found for week ${week}` });
      }
    } catch (error) {
      reportAdminError(error, 'Failed to load games');
    } finally {
      setLoading(false);
    }
  };

  const syncFromProvider = async () => {
    if (!loaded) return;
    try {
      const result = await provider.trigger(loaded.week);
      const { rows, filled } = withProviderScores(loaded.rows, result.scores);
      setLoaded({ week: loaded.week, rows });
      reportAdminSuccess(
        'Scores loaded from provider',
        `${result.message}. Filled ${countOf(filled, 'game')}: review, then Save All Scores.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to sync scores from the sports data provider');
    }
  };

  const saveAll = async () => {
    if (!loaded) return;
    if (problems.length > 0) {
      toaster.create({ type: 'error', title: 'Scores not saved', description: problems.join('\n') });
      return;
    }
    const games = scoresToSave(loaded.rows);
    if (games.length === 0) {
      toaster.create({
        type: 'info',
        title: 'Nothing to save',
        description: 'Enter scores or sync them first.',
      });
      return;
    }
    try {
      const result = await saving.trigger(games);
      void refreshPoolData();
      reportAdminSuccess(
        'Scores saved',
        `Saved ${countOf(result.updatedCount, 'game score')} for Week ${loaded.week}; ${countOf(result.picksScored, 'pick')} scored.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to save game scores');
    }
  };

  /** The one-step path: the provider's finals are saved and graded at once. */
  const syncFinals = async () => {
    try {
      const result = await finals.trigger(week);
      void refreshPoolData();
      if (loaded?.week === week) setLoaded({ week, rows: rowsFromGames(await getWeekGames(week)) });
      reportAdminSuccess(
        result.message,
        `${countOf(result.gamesUpdated, 'game')} updated, ${countOf(result.picksScored, 'pick')} scored.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to sync scores');
    }
  };

  const updateRow = (id: string, change: Partial<ScoreRow>) =>
    setLoaded(
      (previous) =>
        previous && {
          ...previous,
          rows: previous.rows.map((row) => (row.id === id ? { ...row, ...change } : row)),
        },
    );

  return (
    <AdminCard
      title="Sync Game Scores"
      description="Load a week, pull the scores from the sports data provider or type them, then save. Saving grades the week."
    >
      <Stack direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} gap="3">
        <WeekSelect label="Scores week" week={week} onChange={setChosenWeek} disabled={busy} />
        <Grid templateColumns={{ base: '1fr 1fr', sm: 'repeat(3, auto)' }} gap="2" justifyContent="start">
          <Button variant="outline" onClick={load} loading={loading} loadingText="Loading..." disabled={busy}>
            Load Games
          </Button>
          <Button
            variant="outline"
            onClick={syncFromProvider}
            loading={provider.isMutating}
            loadingText="Syncing..."
            disabled={!loaded || loaded.rows.length === 0 || busy}
          >
            Sync from Provider
          </Button>
          <Button
            gridColumn={{ base: 'span 2', sm: 'auto' }}
            onClick={saveAll}
            loading={saving.isMutating}
            loadingText="Saving..."
            disabled={!loaded || loaded.rows.length === 0 || busy}
          >
            Save All Scores
          </Button>
        </Grid>
      </Stack>
      {!loaded ? (
        <Text fontSize="sm" color="fg.muted">
          Choose a week and load its games to edit the scores.
        </Text>
      ) : loaded.rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          No games found for week {loaded.week}
        </Text>
      ) : (
        <Stack gap="2">
          {loaded.week !== week && (
            <Text fontSize="sm" color="fg.warning">
              Showing Week {loaded.week}. Load Games to switch to Week {week}.
            </Text>
          )}
          <ScoreTable week={loaded.week} rows={loaded.rows} disabled={busy} onChange={updateRow} />
          <Stack gap="0.5" aria-live="polite">
            {problems.map((problem) => (
              <Text key={problem} fontSize="sm" color="fg.error">
                {problem}
              </Text>
            ))}
          </Stack>
          <Text fontSize="xs" color="fg.muted">
            Scores are whole numbers from 0 to {SCORE_MAX}. Rows left blank and not Final are not saved.
          </Text>
        </Stack>
      )}
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'center' }}
        justify="space-between"
        gap="2"
        borderTopWidth="1px"
        pt="3"
      >
        <Text fontSize="sm" color="fg.muted">
          In a hurry? Save every final score of Week {week} from the provider and grade it in one step.
        </Text>
        <Button
          variant="ghost"
          size="sm"
          flexShrink="0"
          onClick={syncFinals}
          loading={finals.isMutating}
          loadingText="Syncing..."
          disabled={busy}
        >
          Sync Finals & Grade
        </Button>
      </Stack>
    </AdminCard>
  );
};
