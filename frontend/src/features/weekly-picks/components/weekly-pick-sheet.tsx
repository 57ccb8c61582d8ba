import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { GamePickCard } from '@/features/weekly-picks/components/game-pick-card';
import { MnfTiebreakerCard } from '@/features/weekly-picks/components/mnf-tiebreaker-card';
import { NextLockNotice } from '@/features/weekly-picks/components/next-lock-notice';
import { PicksSummaryCard } from '@/features/weekly-picks/components/picks-summary-card';
import { SavePicksCard } from '@/features/weekly-picks/components/save-picks-card';
import { SurvivorSection } from '@/features/weekly-picks/components/survivor-section';
import { WeeklyPicksSkeleton } from '@/features/weekly-picks/components/weekly-picks-skeleton';
import { usePickSheet } from '@/features/weekly-picks/hooks/use-pick-sheet';
import { useSaveAllPicks } from '@/features/weekly-picks/hooks/use-save-all-picks';
import { useSurvivorPicks } from '@/features/weekly-picks/hooks/use-survivor-picks';
import { useUnsavedChangesGuard } from '@/features/weekly-picks/hooks/use-unsaved-changes-guard';
import { canSavePicks, isEligible, mnfGameOf, picksToSave } from '@/features/weekly-picks/pick-rules';
import { saveStatus } from '@/features/weekly-picks/save-status';
import { lockedAt } from '@/lib/kickoff-locks';
import { cardLockText, nextLockText } from '@/lib/lock-countdown';
import { incompletePicksText } from '@/lib/mnf-total';
import { serverNow } from '@/lib/server-clock';
import { toaster } from '@/lib/toaster';

interface WeeklyPickSheetProps {
  week: number;
  userId: string;
}

const MNF_CARD_ID = 'mnf-tiebreaker';

const scrollToFirstMissing = (gameId: string | undefined, entryId: string | undefined) => {
  const target = gameId
    ? document.querySelector(`[data-game-id="${CSS.escape(gameId)}"]`)
    : document.getElementById(entryId ? `entry-${entryId}` : MNF_CARD_ID);
  target?.scrollIntoView({ behavior: 'smooth', block: 'center' });
};

export const WeeklyPickSheet = ({ week, userId }: WeeklyPickSheetProps) => {
  const sheet = usePickSheet(week, userId);
  const survivor = useSurvivorPicks(week);
  const { saveAllPicks, isSaving } = useSaveAllPicks();
  const [showMissing, setShowMissing] = useState(false);
  useUnsavedChangesGuard(sheet.unsavedCount + survivor.unsavedCount > 0 && !isSaving);

  const header = (
    <PageHeader
      title={`Week ${week} Picks`}
      subtitle="Pick every game against the spread. Each game locks at kickoff."
    />
  );
  if (sheet.isLoading) return <WeeklyPicksSkeleton header={header} />;

  const { games, mnfGame, progress, selected } = sheet;
  const mnfOpen = mnfGame !== null && isEligible(mnfGame);

  if (sheet.error) {
    return (
      <Stack gap="6">
        {header}
        <LoadError what="this week's games" onRetry={sheet.retry} />
      </Stack>
    );
  }
  if (games.length === 0) {
    return (
      <Stack gap="6">
        {header}
        <EmptyMessage title={`No games found for week ${week}`}>
          The schedule for this week has not been posted yet.
        </EmptyMessage>
      </Stack>
    );
  }

  const save = async () => {
    // Only the games still open by the server's clock at this moment, even if no render caught up yet.
    const open = lockedAt(games, serverNow());
    const check = { picksEnabled: sheet.picksEnabled, games: open, selected, mnfTotal: sheet.mnfTotal };
    const survivorMissing = survivor.missing(open, new Date(serverNow()));
    if (!canSavePicks(check) || survivorMissing.length > 0) {
      setShowMissing(true);
      toaster.create({
        type: 'warning',
        title: 'Incomplete Picks',
        description: incompletePicksText(sheet.mnfInvalid),
      });
      scrollToFirstMissing(
        open.find((game) => isEligible(game) && selected(game) === undefined)?.id,
        survivorMissing[0]?.id,
      );
      return;
    }
    setShowMissing(false);
    const mnfNow = mnfGameOf(open);
    await saveAllPicks({
      week,
      userId,
      games: open,
      picks: picksToSave(open, selected, week),
      mnf: mnfNow && isEligible(mnfNow) ? { gameId: mnfNow.id, predictedTotal: sheet.mnfTotal } : null,
      survivor: survivor.toSave(),
    });
  };

  // The sheet re-renders at each minute of the server's clock (useKickoffLocks): the countdowns follow.
  const now = serverNow();
  const survivorMissing = survivor.missing(games, new Date(now)).length;
  const survivorOpen = survivorMissing > 0 || survivor.unsavedCount > 0;

  return (
    <Stack gap={{ base: '4', md: '6' }}>
      {header}
      <NextLockNotice picksEnabled={sheet.picksEnabled} nextLock={nextLockText(games, now)} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
        {games.map((game) => (
          <GamePickCard
            key={game.id}
            game={game}
            selectedTeamId={selected(game)}
            outcome={sheet.outcomes.get(game.id)}
            savedPick={sheet.savedPicks.get(game.id)}
            split={sheet.splits.get(game.id)}
            saving={isSaving}
            needsPick={showMissing && isEligible(game) && selected(game) === undefined}
            lockCountdown={cardLockText(game, now)}
            onPick={sheet.pick}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }} alignItems="start">
        {mnfGame && (
          <MnfTiebreakerCard
            id={MNF_CARD_ID}
            game={mnfGame}
            value={sheet.mnfInput}
            saving={isSaving}
            needsTotal={showMissing && mnfOpen && sheet.mnfTotal === null}
            invalid={sheet.mnfInvalid}
            cleared={sheet.mnfCleared}
            onChange={sheet.setMnfText}
          />
        )}
        <PicksSummaryCard
          progress={progress}
          mnfTotal={mnfGame ? sheet.mnfTotal : undefined}
          mnfInvalid={sheet.mnfInvalid}
        />
      </SimpleGrid>
      <SurvivorSection
        survivor={survivor}
        week={week}
        games={games}
        now={new Date(now)}
        picksEnabled={sheet.picksEnabled}
        saving={isSaving}
        showMissing={showMissing}
      />
      <SavePicksCard
        progress={progress}
        status={saveStatus({
          picksEnabled: sheet.picksEnabled,
          progress,
          mnfMissing: mnfOpen && sheet.mnfTotal === null,
          survivorMissing,
          unsavedCount: sheet.unsavedCount + survivor.unsavedCount,
          canSend: progress.eligible > 0 || mnfOpen || survivorOpen,
        })}
        saving={isSaving}
        canSend={progress.eligible > 0 || mnfOpen || survivorOpen}
        onSave={save}
      />
    </Stack>
  );
};
