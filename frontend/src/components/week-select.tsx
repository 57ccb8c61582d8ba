import { Field, NativeSelect } from '@chakra-ui/react';
import { LAST_WEEK } from '@shared/game';
import { weeksThrough } from '@/lib/weeks';

interface WeekSelectProps {
  label: string;
  week: number;
  onChange: (week: number) => void;
  /** Week 1 to this one can be chosen; the whole season when left out. */
  lastWeek?: number;
  /** Lists the weeks from the last one down. */
  newestFirst?: boolean;
  disabled?: boolean;
  /**
   * Stands alone above a view instead of in a form: the label is for screen readers only and the
   * choice is bold on the page background.
   */
  standalone?: boolean;
}

/** A labelled choice of week: a form field (full width on phones), or a standalone picker. */
export const WeekSelect = ({
  label,
  week,
  onChange,
  lastWeek = LAST_WEEK,
  newestFirst = false,
  disabled,
  standalone = false,
}: WeekSelectProps) => {
  const weeks = weeksThrough(lastWeek);
  if (newestFirst) weeks.reverse();
  return (
    <Field.Root
      disabled={disabled}
      width={standalone ? 'auto' : { base: 'full', sm: '40' }}
      flexShrink={standalone ? undefined : '0'}
    >
      <Field.Label {...(standalone ? { srOnly: true } : { fontSize: 'sm' })}>{label}</Field.Label>
      <NativeSelect.Root width={standalone ? '36' : undefined}>
        <NativeSelect.Field
          value={week}
          onChange={(event) => onChange(Number(event.target.value))}
          bg={standalone ? 'bg' : undefined}
          fontWeight={standalone ? 'semibold' : undefined}
        >
          {weeks.map((option) => (
            <option key={option} value={option}>
              Week {option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
};
