import { Button, Field, Input, NativeSelect, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import { type FormEvent, useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadError } from '@/components/load-error';
import { useSetGameScore } from '@/features/admin-games/api/set-game-score';
import { cleanScore, parseScore, scoreProblem } from '@/features/admin-games/score-rows';
import { countOf, reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { useWeekGames } from '@/lib/api/get-week-games';
import { formatKickoff } from '@/lib/format-kickoff';
import { serverNow } from '@/lib/server-clock';

interface GameScoreCardProps {
  week: number;
}

interface ScoreFieldProps {
  label: string;
  team: string | undefined;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

const ScoreField = ({ label, team, value, disabled, onChange }: ScoreFieldProps) => {
  const problem = scoreProblem(value);
  return (
    <Field.Root disabled={disabled} invalid={problem !== null}>
      <Field.Label>{label}</Field.Label>
      <Input
        value={value}
        onChange={(event) => onChange(cleanScore(event.target.value))}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        fontVariantNumeric="tabular-nums"
      />
      <Field.HelperText>{team ?? 'Choose a game first'}</Field.HelperText>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
};

/** Sets one game's final score (and grades its week), for trying the scoring out. */
export const GameScoreCard = ({ week }: GameScoreCardProps) => {
  const { data: games, error, mutate } = useWeekGames(week);
  const [gameId, setGameId] = useState('');
  const [awayScore, setAwayScore] = useState('');
  const [homeScore, setHomeScore] = useState('');
  const [confirmingEarlyFinal, setConfirmingEarlyFinal] = useState(false);
  const { trigger, isMutating } = useSetGameScore();
  const refreshPoolData = useRefreshPoolData();
  const game = games?.find((candidate) => candidate.id === gameId);
  const ready =
    game !== undefined &&
    awayScore !== '' &&
    homeScore !== '' &&
    scoreProblem(awayScore) === null &&
    scoreProblem(homeScore) === null;

  const choose = (id: string) => {
    const chosen = games?.find((candidate) => candidate.id === id);
    setGameId(id);
    setAwayScore(chosen?.awayScore === null || !chosen ? '' : String(chosen.awayScore));
    setHomeScore(chosen?.homeScore === null || !chosen ? '' : String(chosen.homeScore));
  };

  const save = async () => {
    if (!ready) return;
    const away = parseScore(awayScore);
    const home = parseScore(homeScore);
    try {
      const result = await trigger({ gameId: game.id, awayScore: away, homeScore: home, isCompleted: true });
      void refreshPoolData();
      reportAdminSuccess(
        'Game score updated',
        `${game.awayTeam.abbreviation} ${away}, ${game.homeTeam.abbreviation} ${home} (final); ${countOf(result.grading.picksScored, 'pick')} scored.`,
      );
    } catch (error) {
      reportAdminError(error, 'Failed to update game score');
    } finally {
      setConfirmingEarlyFinal(false);
    }
  };

  // A final score before kickoff ends a game that has not been played: ask first.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || isMutating) return;
    if (!game.isCompleted && Date.parse(game.startTime) > serverNow()) setConfirmingEarlyFinal(true);
    else void save();
  };

  const gameLabel = (option: Game) =>
    `${option.awayTeam.abbreviation} @ ${option.homeTeam.abbreviation} · ${formatKickoff(option.startTime)}${option.isCompleted ? ' · Final' : ''}`;

  return (
    <AdminCard
      title="Game Score Testing"
      description={`Set a final score for a Week ${week} game; the week is graded at once.`}
    >
      {error ? (
        <LoadError what={`the games of Week ${week}`} onRetry={() => void mutate()} />
      ) : !games ? (
        <Skeleton height="32" />
      ) : (
        <Stack as="form" gap="4" onSubmit={submit}>
          <Field.Root disabled={isMutating}>
            <Field.Label>Game</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={gameId} onChange={(event) => choose(event.target.value)}>
                <option value="">{games.length ? 'Choose a game' : `No games found for week ${week}`}</option>
                {games.map((option) => (
                  <option key={option.id} value={option.id}>
                    {gameLabel(option)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <SimpleGrid columns={2} gap="3">
            <ScoreField
              label="Away score"
              team={game?.awayTeam.displayName}
              value={awayScore}
              disabled={!game || isMutating}
              onChange={setAwayScore}
            />
            <ScoreField
              label="Home score"
              team={game?.homeTeam.displayName}
              value={homeScore}
              disabled={!game || isMutating}
              onChange={setHomeScore}
            />
          </SimpleGrid>
          <Button
            type="submit"
            disabled={!ready}
            loading={isMutating}
            loadingText="Saving..."
            alignSelf={{ sm: 'flex-start' }}
          >
            Set Game Score
          </Button>
        </Stack>
      )}
      {game && (
        <ConfirmDialog
          open={confirmingEarlyFinal}
          title="Set a final score before kickoff?"
          confirmLabel="Set Final Score"
          destructive
          pending={isMutating}
          onConfirm={() => void save()}
          onClose={() => setConfirmingEarlyFinal(false)}
        >
          {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation} has not kicked off (
          {formatKickoff(game.startTime)}). Saving makes it final now: picks on it lock and are graded, and
          everyone sees them.
        </ConfirmDialog>
      )}
    </AdminCard>
  );
};
