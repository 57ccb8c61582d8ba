import { Field, NativeSelect } from '@chakra-ui/react';
import { clampEntryCount, WEEK6_MAX_ENTRIES, WEEK6_POINTS_PER_ENTRY } from '@/lib/api/register-week6';

const counts = Array.from({ length: WEEK6_MAX_ENTRIES }, (_, index) => index + 1);

interface EntryCountFieldProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export const EntryCountField = ({ value, onChange, disabled }: EntryCountFieldProps) => (
  <Field.Root disabled={disabled}>
    <Field.Label>Number of Entries</Field.Label>
    <NativeSelect.Root size="lg">
      <NativeSelect.Field
        value={String(value)}
        onChange={(event) => onChange(clampEntryCount(Number(event.target.value)))}
      >
        {counts.map((count) => (
          <option key={count} value={count}>
            {count} {count === 1 ? 'entry' : 'entries'}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
    <Field.HelperText>
      {WEEK6_POINTS_PER_ENTRY} points per entry · {value * WEEK6_POINTS_PER_ENTRY} points total
    </Field.HelperText>
  </Field.Root>
);
