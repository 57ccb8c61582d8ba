import { Field, NativeSelect } from '@chakra-ui/react';
import { seasonWeeks } from '@/features/admin/weeks';

interface WeekSelectProps {
  label: string;
  week: number;
  onChange: (week: number) => void;
  disabled?: boolean;
}

/** A labelled choice of Week 1-18. */
export const WeekSelect = ({ label, week, onChange, disabled }: WeekSelectProps) => (
  <Field.Root disabled={disabled} width={{ base: 'full', sm: '40' }} flexShrink="0">
    <Field.Label fontSize="sm">{label}</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field value={String(week)} onChange={(event) => onChange(Number(event.target.value))}>
        {seasonWeeks.map((option) => (
          <option key={option} value={option}>
            Week {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
