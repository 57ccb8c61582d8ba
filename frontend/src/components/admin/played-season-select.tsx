import { Field, NativeSelect } from '@chakra-ui/react';
import type { SeasonList } from '@shared/schemas/seasons';

interface PlayedSeasonSelectProps {
  seasons: SeasonList;
  /** The season shown; null for the one the pool plays. */
  season: number | null;
  onChange: (season: number | null) => void;
}

/** Which season an admin view shows (the ledger, the audit log): the one the pool plays, or one it played before. */
export const PlayedSeasonSelect = ({ seasons, season, onChange }: PlayedSeasonSelectProps) => (
  <Field.Root width={{ base: 'full', sm: '56' }}>
    <Field.Label fontSize="sm">Season</Field.Label>
    <NativeSelect.Root>
      <NativeSelect.Field
        value={season ?? seasons.current}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          onChange(chosen === seasons.current ? null : chosen);
        }}
      >
        {seasons.seasons.map((option) => (
          <option key={option.season} value={option.season}>
            {option.current ? `${option.season} (this season)` : `${option.season} (ended)`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  </Field.Root>
);
