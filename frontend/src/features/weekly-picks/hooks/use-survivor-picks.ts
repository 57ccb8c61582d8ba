import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { useCallback, useState } from 'react';
import { useMySurvivorEntry, useWeek6Entries } from '@/lib/api/survivor';
import { missingSurvivorPick, savedPickOf, teamChoices } from '@/lib/survivor-choices';

/** A survivor pick Save All sends: to /api/survivor/pick for standard and late entries, /api/week6/picks for Week 6 ones. */
export interface SurvivorPickToSave {
  route: 'survivor' | 'week6';
  entryId: string;
  pickedTeamId: number;
  week: number;
  /** The name its card shows, to say which pick a refusal is about. */
  name: string;
}

const noEntries: SurvivorEntry[] = [];

/**
 * The player's survivor entries on the picks page: the standard or late entry, the
 * Week 6 entries from Week 6 on, the teams chosen here and not yet saved, and what a save must include.
 */
export const useSurvivorPicks = (week: number) => {
  const mine = useMySurvivorEntry();
  const week6 = useWeek6Entries();
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const choose = useCallback((entryId: string, teamId: number) => {
    setChosen((current) => ({ ...current, [entryId]: teamId }));
  }, []);

  const standard = mine.data?.entry ?? null;
  const week6Entries = week >= 6 ? (week6.data ?? noEntries) : noEntries;
  const entries = [...(standard ? [standard] : []), ...week6Entries];

  const changed = (entry: SurvivorEntry) => {
    const pick = chosen[entry.id];
    return pick !== undefined && pick !== savedPickOf(entry, week)?.pickedTeamId ? pick : undefined;
  };

  return {
    standard,
    /** Why a full-app player has no standard entry ("joined after both pools started"), if so. */
    noEntryMessage: mine.data?.message ?? null,
    week6Entries,
    chosen: (entryId: string) => chosen[entryId],
    choose,
    /** Entries an attempt to save must wait for (spec section 5), given the week's games at `now`. */
    missing: (games: readonly Game[], now: Date) =>
      entries.filter((entry) =>
        missingSurvivorPick(entry, week, chosen[entry.id], teamChoices(entry, week, games, now)),
      ),
    toSave: (): SurvivorPickToSave[] =>
      entries.flatMap((entry) => {
        const pickedTeamId = changed(entry);
        return pickedTeamId === undefined
          ? []
          : [
              {
                route: entry.kind === 'week6' ? 'week6' : 'survivor',
                entryId: entry.id,
                pickedTeamId,
                week,
                name: entry.displayName,
              },
            ];
      }),
    unsavedCount: entries.filter((entry) => changed(entry) !== undefined).length,
    isLoading: mine.isLoading || week6.isLoading,
    error: mine.error ?? week6.error,
  };
};

export type SurvivorPicks = ReturnType<typeof useSurvivorPicks>;
