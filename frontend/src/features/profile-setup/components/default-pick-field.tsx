import { Field, NativeSelect } from '@chakra-ui/react';
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

/** The side the pool picks for you when you miss a deadline. */
export const DefaultPickField = ({ value, onChange, disabled }: DefaultPickFieldProps) => (
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
    <Field.HelperText>Used when a pick is missing at kickoff.</Field.HelperText>
  </Field.Root>
);
