import { Button, Field, NativeSelect, Stack } from '@chakra-ui/react';
import { displayName } from '@shared/display-name';
import type { User } from '@shared/user';
import { useState } from 'react';
import { AdminCard } from '@/components/admin/admin-card';
import { LoadError } from '@/components/load-error';
import { WeekSelect } from '@/components/week-select';
import { OverrideDialog, type OverrideTarget } from '@/features/admin-picks/components/override-dialog';
import { useAdminUsers } from '@/lib/admin/api/get-admin-users';
import { toaster } from '@/lib/toaster';

interface OverrideUserPicksCardProps {
  currentWeek: number;
}

const byName = (users: readonly User[]) =>
  users
    .map((user) => ({ user, name: displayName(user) }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));

/** Override User Picks: choose a player and a week up to the current one, then Load Picks. */
export const OverrideUserPicksCard = ({ currentWeek }: OverrideUserPicksCardProps) => {
  const { data: users, error, mutate } = useAdminUsers();
  const [userId, setUserId] = useState('');
  const [week, setWeek] = useState(currentWeek);
  const [target, setTarget] = useState<OverrideTarget | null>(null);
  const [open, setOpen] = useState(false);

  const load = () => {
    const user = users?.find((candidate) => candidate.id === userId);
    if (!user) {
      toaster.create({ type: 'error', title: 'Please select both a user and week' });
      return;
    }
    setTarget({ user, week });
    setOpen(true);
  };

  return (
    <AdminCard
      title="Override User Picks"
      description="Set any player's weekly picks, MNF total or survivor pick, also after kickoff. Picks of final games are graded at once."
    >
      {error ? (
        <LoadError what="the players" onRetry={() => void mutate()} />
      ) : (
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3" wrap="wrap">
          <Field.Root disabled={!users} width={{ base: 'full', sm: '64' }}>
            <Field.Label fontSize="sm">Player</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={userId} onChange={(event) => setUserId(event.target.value)}>
                <option value="">{users ? 'Choose a player' : 'Loading players...'}</option>
                {byName(users ?? []).map(({ user, name }) => (
                  <option key={user.id} value={user.id}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <WeekSelect label="Week" week={week} onChange={setWeek} lastWeek={currentWeek} newestFirst />
          <Button onClick={load}>Load Picks</Button>
        </Stack>
      )}
      <OverrideDialog open={open} target={target} onClose={() => setOpen(false)} />
    </AdminCard>
  );
};
