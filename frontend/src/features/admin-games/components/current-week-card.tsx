import { Button, Field, NumberInput, Stack } from '@chakra-ui/react';
import { CURRENT_WEEK_MAX } from '@shared/game';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AdminCard } from '@/components/admin/admin-card';
import { useSetCurrentWeek } from '@/features/admin-games/api/set-current-week';
import { reportAdminError, reportAdminSuccess } from '@/lib/admin/admin-toasts';
import { useAdminCurrentWeek } from '@/lib/admin/use-admin-current-week';
import { useRefreshPoolData } from '@/lib/admin/use-refresh-pool-data';
import { isWeekInRange } from '@/lib/admin/weeks';
import { currentWeekKey } from '@/lib/api/get-current-week';

/** Sets the week every player's pages open on (1-17). */
export const CurrentWeekCard = () => {
  const currentWeek = useAdminCurrentWeek();
  const [typed, setTyped] = useState<string | null>(null);
  const { trigger, isMutating } = useSetCurrentWeek();
  const { mutate } = useSWRConfig();
  const refreshPoolData = useRefreshPoolData();
  const value = typed ?? (currentWeek === null ? '' : String(currentWeek));
  const week = Number(value);
  const valid = value.trim() !== '' && isWeekInRange(week, CURRENT_WEEK_MAX);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || isMutating) return;
    try {
      await trigger(week);
    } catch (error) {
      reportAdminError(error, 'Failed to set current week');
      return;
    }
    await Promise.allSettled([mutate(currentWeekKey), refreshPoolData()]);
    setTyped(null);
    reportAdminSuccess('Current week updated', `Week ${week} is now the current week for every player.`);
  };

  return (
    <AdminCard
      title="Set Current Week"
      description={
        currentWeek === null
          ? 'The week players see by default.'
          : `Players currently see Week ${currentWeek}.`
      }
    >
      <Stack
        as="form"
        onSubmit={submit}
        direction={{ base: 'column', sm: 'row' }}
        align={{ sm: 'flex-end' }}
        gap="3"
      >
        <Field.Root invalid={value.trim() !== '' && !valid} flex="1">
          <Field.Label fontSize="sm">Current week</Field.Label>
          <NumberInput.Root
            value={value}
            onValueChange={(details) => setTyped(details.value)}
            min={1}
            max={CURRENT_WEEK_MAX}
            clampValueOnBlur={false}
            width="full"
          >
            <NumberInput.Control />
            <NumberInput.Input inputMode="numeric" />
          </NumberInput.Root>
          <Field.ErrorText>Choose a week from 1 to {CURRENT_WEEK_MAX}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" disabled={!valid} loading={isMutating} loadingText="Saving...">
          Set Current Week
        </Button>
      </Stack>
    </AdminCard>
  );
};
