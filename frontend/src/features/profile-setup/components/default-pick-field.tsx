import { Field, NativeSelect } from '@chakra-ui/react';
import { useAutoPickSchedule } from '@/features/profile-setup/api/get-auto-pick-schedule';
import { defaultPickHelp } from '@/features/profile-setup/default-pick-help';
import { type DefaultPick, defaultPicks } from '@/lib/user';

const labels: Record<DefaultPick, string> = {
  home: 'Home team',
  away: 'Away team',
  favorite: 'Favorite',
  underdog: 'Underdog',
};

interface DefaultPickFieldProps {
  value: DefaultPick;
  onChange: (value: DefaultPick) => void;
  disabled?: boolean;
}

/** The side the auto-pick gives a game you have not picked, with when it really runs. */
export const DefaultPickField = ({ value, onChange, disabled }: DefaultPickFieldProps) => {
  const schedule = useAutoPickSchedule();
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Default Pick Preference</Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as DefaultPick)}>
          {defaultPicks.map((pick) => (
            <option key={pick} value={pick}>
              {labels[pick]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{defaultPickHelp(schedule.data)}</Field.HelperText>
    </Field.Root>
  );
};
