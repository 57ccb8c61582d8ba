import { Field, NativeSelect } from '@chakra-ui/react';

interface WeekSelectProps {
  week: number;
  /** Weeks 1 to this one can be chosen. */
  lastWeek: number;
  onChange: (week: number) => void;
}

/** Chooses a week from Week 1 to the current week. */
export const WeekSelect = ({ week, lastWeek, onChange }: WeekSelectProps) => (
  <Field.Root width="auto">
    <Field.Label srOnly>Week</Field.Label>
    <NativeSelect.Root size="md" width="36">
      <NativeSelect.Field
        value={week}
        onChange={(event) => onChange(Number(event.target.value))}
        bg="bg"
        fontWeight="semibold"
      >
        {Array.from({ length: lastWeek }, (_, index) => lastWeek - index).map((option) => (
          <option key={option} value={option}>
            Week {option}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
