import { Button, Field, NativeSelect, Skeleton, Text } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import { survivorMessages } from '@shared/survivor';
import type { User } from '@shared/user';
import { useState } from 'react';
import { LoadError } from '@/components/load-error';
import { useAdminSurvivorEntry } from '@/features/admin-picks/api/get-admin-survivor-entry';
import { useAdminUsedTeams } from '@/features/admin-picks/api/get-admin-used-teams';
import { overrideSurvivorPick } from '@/features/admin-picks/api/override-survivor-pick';
import { OverrideSection } from '@/features/admin-picks/components/override-section';
import type { OverrideKind, SubmitOverride } from '@/features/admin-picks/components/override-submit';
import { survivorOverrideTeams, survivorTeamLabel } from '@/features/admin-picks/survivor-override-teams';
import { useWeekGames } from '@/lib/api/get-week-games';
import { toaster } from '@/lib/toaster';

interface SurvivorOverrideProps {
  user: User;
  week: number;
  pending: OverrideKind | null;
  onSubmit: SubmitOverride;
}

/** The player's standard or late survivor entry's pick of the week, from the teams it has not used. */
export const SurvivorOverride = ({ user, week, pending, onSubmit }: SurvivorOverrideProps) => {
  const entry = useAdminSurvivorEntry(user.id);
  const used = useAdminUsedTeams(entry.data?.id ?? null);
  const games = useWeekGames(week);
  const [chosen, setChosen] = useState<number | null>(null);
  const name = displayName(user);

  const body = () => {
    if (entry.error || used.error || games.error)
      return (
        <LoadError
          what={`${name}'s survivor entry`}
          onRetry={() => {
            void entry.mutate();
            void used.mutate();
            void games.mutate();
          }}
        />
      );
    if (entry.data === undefined || !games.data || (entry.data && !used.data))
      return <Skeleton height="20" />;

    const usedTeams = used.data ?? [];
    const current = usedTeams.find((pick) => pick.week === week);
    const teamId = chosen ?? current?.teamId ?? null;
    const choices = survivorOverrideTeams(games.data, usedTeams, week);
    const found = entry.data;
    const notes = found
      ? [
          `${found.pool.name}: ${current ? `Week ${week} pick ${current.team.abbreviation}` : `no Week ${week} pick yet`}`,
          ...(found.isEliminated
            ? [
                `Out in Week ${found.eliminatedInWeek}: a corrected pick grades the entry again, and a win brings it back.`,
              ]
            : []),
          ...(week < found.firstWeek ? [survivorMessages.beforeFirstWeek(found.firstWeek)] : []),
          ...(found.picks.some((pick) => pick.week === week && pick.isFinalized)
            ? [`Week ${week} is finalized: the corrected pick stays finalized.`]
            : []),
        ]
      : [`${name} has no standard or late survivor entry.`];

    const save = () => {
      if (!found || teamId === null) {
        toaster.create({ type: 'error', title: 'Missing survivor entry or team selection' });
        return;
      }
      onSubmit(
        'survivor',
        async () => {
          const pick = await overrideSurvivorPick({ entryId: found.id, pickedTeamId: teamId, week });
          const result = pick.isCorrect === true ? ' (won)' : pick.isCorrect === false ? ' (lost)' : '';
          return {
            title: 'Survivor pick overridden',
            description: `${name}'s Week ${week} survivor pick is ${pick.team.abbreviation}${result}. The entry was graded again from its picks.`,
          };
        },
        'Failed to override survivor pick',
      );
    };

    return (
      <>
        {notes.map((note) => (
          <Text key={note} fontSize="sm">
            {note}
          </Text>
        ))}
        <Field.Root disabled={!found} width={{ base: 'full', sm: '80' }}>
          <Field.Label>Team</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={teamId ?? ''}
              onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{choices.length ? 'Choose a team' : `No games found for week ${week}`}</option>
              {choices.map((choice) => (
                <option key={choice.teamId} value={choice.teamId}>
                  {survivorTeamLabel(choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>Teams the entry used in other weeks are left out.</Field.HelperText>
        </Field.Root>
        <Button
          variant="outline"
          onClick={save}
          disabled={entry.isValidating || used.isValidating || (pending !== null && pending !== 'survivor')}
          loading={pending === 'survivor'}
          loadingText="Saving..."
          alignSelf={{ sm: 'flex-start' }}
        >
          Override Survivor Pick
        </Button>
      </>
    );
  };

  return (
    <OverrideSection
      title="Survivor Pick"
      description="Kickoff, a finalized week and an elimination do not stop a correction; an entry still uses each team once and is graded again from its picks."
    >
      {body()}
    </OverrideSection>
  );
};
