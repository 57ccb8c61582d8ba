import { Field, NativeSelect } from '@chakra-ui/react';
import type { SeasonList } from '@shared/schemas/seasons';
import { seasonLabel } from '@/features/results/season-archive';

interface SeasonSelectProps {
  seasons: SeasonList;
  season: number;
  onChange: (season: number) => void;
}

/** The season Results shows: the one the pool plays, or a past one from its archive. */
export const SeasonSelect = ({ seasons, season, onChange }: SeasonSelectProps) => (
  <Field.Root width="auto">
    <Field.Label srOnly>Season</Field.Label>
    <NativeSelect.Root width="56" maxW="full">
      <NativeSelect.Field
        value={season}
        onChange={(event) => onChange(Number(event.target.value))}
        bg="bg"
        fontWeight="semibold"
      >
        {seasons.seasons.map((option) => (
          <option key={option.season} value={option.season}>
            {seasonLabel(option.season, option.current)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
