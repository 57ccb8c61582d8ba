import { Field, NativeSelect } from '@chakra-ui/react';
import { useAmountText } from '@/lib/api/get-money-amounts';
import { clampEntryCount, WEEK6_MAX_ENTRIES, WEEK6_POINTS_PER_ENTRY } from '@/lib/api/register-week6';

const counts = Array.from({ length: WEEK6_MAX_ENTRIES }, (_, index) => index + 1);

interface EntryCountFieldProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

export const EntryCountField = ({ value, onChange, disabled }: EntryCountFieldProps) => {
  const money = useAmountText();
  return (
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
        {money(WEEK6_POINTS_PER_ENTRY)} per entry · {money(value * WEEK6_POINTS_PER_ENTRY)} total
      </Field.HelperText>
    </Field.Root>
  );
};
