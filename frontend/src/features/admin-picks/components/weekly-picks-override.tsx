import { Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import type { DefaultPick, User } from '@shared/user';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { overridePicks } from '@/features/admin-picks/api/override-picks';
import { GameOverrideRow } from '@/features/admin-picks/components/game-override-row';
import { OverrideSection } from '@/features/admin-picks/components/override-section';
import type { OverrideKind, SubmitOverride } from '@/features/admin-picks/components/override-submit';
import {
  chooseOverride,
  type OverrideChoices,
  overridePrefill,
} from '@/features/admin-picks/override-prefill';
import { countOf } from '@/lib/admin/admin-toasts';
import { useUserWeeklyPicks } from '@/lib/api/get-user-weekly-picks';
import { useWeekGames } from '@/lib/api/get-week-games';

interface WeeklyPicksOverrideProps {
  user: User;
  week: number;
  pending: OverrideKind | null;
  onSubmit: SubmitOverride;
}

const defaultPickNames: Record<DefaultPick, string> = {
  home: 'the home team',
  away: 'the away team',
  favorite: 'the favorite',
  underdog: 'the underdog',
};

/**
 * Every game of the week with the player's saved pick, else their default pick shown for reference;
 * Confirm Override saves only the games the admin picked.
 */
export const WeeklyPicksOverride = ({ user, week, pending, onSubmit }: WeeklyPicksOverrideProps) => {
  const games = useWeekGames(week);
  const saved = useUserWeeklyPicks(week, user.id);
  const [choices, setChoices] = useState<OverrideChoices>({});
  const name = displayName(user);

  const body = () => {
    if (games.error || saved.error)
      return (
        <LoadError
          what={`${name}'s Week ${week} picks`}
          onRetry={() => {
            void games.mutate();
            void saved.mutate();
          }}
        />
      );
    if (!games.data || !saved.data)
      return (
        <Stack gap="2" aria-busy="true" aria-label="Loading picks">
          {['a', 'b', 'c'].map((row) => (
            <Skeleton key={row} height="20" />
          ))}
        </Stack>
      );
    if (games.data.length === 0) return <EmptyMessage title={`No games found for week ${week}`} />;

    const prefill = overridePrefill(games.data, saved.data, user.defaultPick);
    const rows = games.data.flatMap((game) => {
      const prefilled = prefill[game.id];
      return prefilled ? [{ game, prefilled, choice: choices[game.id] }] : [];
    });
    const toSave = rows.flatMap(({ game, choice }) =>
      choice === undefined ? [] : [{ gameId: game.id, pickedTeamId: choice }],
    );
    // A read still refreshing may hold picks from before the last change: wait for it before saving.
    const settled = !games.isValidating && !saved.isValidating;

    const confirm = () =>
      onSubmit(
        'picks',
        async () => {
          const result = await overridePicks(user.id, week, toSave);
          return {
            title: 'Picks overridden',
            description: `${countOf(result.savedCount, 'pick')} saved for ${name} in Week ${week}.`,
          };
        },
        'Failed to override picks',
      );

    return (
      <>
        <Stack gap="2">
          {rows.map(({ game, prefilled, choice }) => (
            <GameOverrideRow
              key={game.id}
              game={game}
              prefilled={prefilled}
              choice={choice}
              onPick={(teamId) =>
                setChoices((current) => chooseOverride(current, game.id, prefilled, teamId))
              }
            />
          ))}
        </Stack>
        <HStack gap="3" wrap="wrap" justify={{ base: 'space-between', sm: 'flex-start' }}>
          <Button
            onClick={confirm}
            disabled={!settled || toSave.length === 0 || (pending !== null && pending !== 'picks')}
            loading={pending === 'picks'}
            loadingText="Saving..."
          >
            Confirm Override
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {toSave.length ? `${countOf(toSave.length, 'pick')} to save` : 'Nothing to save yet'}
          </Text>
        </HStack>
      </>
    );
  };

  return (
    <OverrideSection
      title="Weekly Picks"
      description={`Each game shows ${name}'s saved pick, else their default pick (${defaultPickNames[user.defaultPick]}), which is not saved. Only the games you pick are saved, also after kickoff.`}
    >
      {body()}
    </OverrideSection>
  );
};
