import { Button, Field, Input, Skeleton, Text } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import { mnfTiebreakerGame } from '@shared/mnf-game';
import type { User } from '@shared/user';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useAdminMnfPrediction } from '@/features/admin-picks/api/get-admin-mnf-prediction';
import { overrideMnfPrediction } from '@/features/admin-picks/api/override-mnf-prediction';
import { OverrideSection } from '@/features/admin-picks/components/override-section';
import type { OverrideKind, SubmitOverride } from '@/features/admin-picks/components/override-submit';
import { useWeekGames } from '@/lib/api/get-week-games';
import { formatKickoff } from '@/lib/format-kickoff';
import { MNF_TOTAL_RULE, readMnfTotal, totalOf } from '@/lib/mnf-total';
import { toaster } from '@/lib/toaster';

interface MnfOverrideProps {
  user: User;
  week: number;
  pending: OverrideKind | null;
  onSubmit: SubmitOverride;
}

const NO_MNF_GAME = 'No Monday Night Football game found for this week';

/** The player's Monday-night total for the week's tiebreaker game: a whole number 0-150, or empty to clear it. */
export const MnfOverride = ({ user, week, pending, onSubmit }: MnfOverrideProps) => {
  const games = useWeekGames(week);
  const prediction = useAdminMnfPrediction(user.id, week);
  const [typed, setTyped] = useState<string | null>(null);
  const ruleId = useId();
  const name = displayName(user);
  const game = games.data ? mnfTiebreakerGame(games.data) : null;

  const body = () => {
    if (games.error || prediction.error)
      return (
        <LoadError
          what={`${name}'s MNF prediction`}
          onRetry={() => {
            void games.mutate();
            void prediction.mutate();
          }}
        />
      );
    if (!games.data || prediction.data === undefined) return <Skeleton height="20" />;

    const value = typed ?? String(prediction.data?.predictedTotal ?? '');
    const entry = readMnfTotal(value);
    const invalid = entry.kind === 'invalid';

    const save = () => {
      if (!game) {
        toaster.create({ type: 'error', title: NO_MNF_GAME });
        return;
      }
      if (invalid) return;
      const predictedTotal = totalOf(entry);
      const matchup = `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;
      onSubmit(
        'mnf',
        async () => {
          await overrideMnfPrediction({ userId: user.id, week, gameId: game.id, predictedTotal });
          return {
            title: 'MNF tiebreaker overridden',
            description:
              predictedTotal === null
                ? `${name}'s Week ${week} prediction for ${matchup} is cleared.`
                : `${name} predicts ${predictedTotal} total points for ${matchup}.`,
          };
        },
        'Failed to override MNF tiebreaker',
      );
    };

    return (
      <>
        {game ? (
          <Text fontSize="sm">
            {game.awayTeam.abbreviation} @ {game.homeTeam.abbreviation}, {formatKickoff(game.startTime)}
          </Text>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {NO_MNF_GAME}.
          </Text>
        )}
        <Field.Root
          disabled={!game}
          invalid={invalid}
          ids={{ helperText: ruleId, errorText: ruleId }}
          width={{ base: 'full', sm: '56' }}
        >
          <Field.Label>Total points (optional)</Field.Label>
          <Input
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 45"
            fontVariantNumeric="tabular-nums"
            value={value}
            onChange={(event) => setTyped(event.target.value)}
          />
          {invalid ? (
            <Field.ErrorText>{MNF_TOTAL_RULE}</Field.ErrorText>
          ) : (
            <Field.HelperText>{MNF_TOTAL_RULE}; empty clears it</Field.HelperText>
          )}
        </Field.Root>
        <Button
          variant="outline"
          onClick={save}
          disabled={prediction.isValidating || (pending !== null && pending !== 'mnf')}
          loading={pending === 'mnf'}
          loadingText="Saving..."
          alignSelf={{ sm: 'flex-start' }}
        >
          Override MNF Tiebreaker
        </Button>
      </>
    );
  };

  return (
    <OverrideSection
      title="MNF Tiebreaker"
      description={`${name}'s prediction of the total points in the week's Monday night game; it breaks weekly ties.`}
    >
      {body()}
    </OverrideSection>
  );
};
