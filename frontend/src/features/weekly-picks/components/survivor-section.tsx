import { Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Game } from '@shared/game';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SurvivorPickCard } from '@/features/weekly-picks/components/survivor-pick-card';
import {
  Week6EntryLine,
  type Week6EntryLineState,
} from '@/features/weekly-picks/components/week6-entry-line';
import type { SurvivorPicks } from '@/features/weekly-picks/hooks/use-survivor-picks';
import { isPickLocked, needsSurvivorPick, savedPickOf, teamChoices } from '@/lib/survivor-choices';

interface SurvivorSectionProps {
  survivor: SurvivorPicks;
  week: number;
  games: readonly Game[];
  now: Date;
  picksEnabled: boolean;
  saving: boolean;
  /** True after a save attempt: entries still missing their team are marked. */
  showMissing: boolean;
}

/** Where a Week 6 entry stands this week, as its folded line says it. */
const lineState = (
  entry: SurvivorEntry,
  week: number,
  games: readonly Game[],
  now: Date,
  chosen: number | undefined,
): Week6EntryLineState => {
  const saved = savedPickOf(entry, week);
  if (entry.isEliminated) return { kind: 'eliminated' };
  if (week < entry.firstWeek) return { kind: 'not-yet' };
  if (saved && isPickLocked(entry, week, now)) return { kind: 'locked', team: saved.team.abbreviation };
  const teamId = chosen ?? saved?.pickedTeamId;
  const choice = teamChoices(entry, week, games, now).find((candidate) => candidate.teamId === teamId);
  if (!choice) return { kind: 'no-pick' };
  return {
    kind: 'picked',
    team: choice.team.abbreviation,
    lockAt: choice.kickoff,
    unsaved: teamId !== saved?.pickedTeamId,
  };
};

/**
 * The standard (or late-entry) survivor card, or why there is none, then the Week 6 entries: one
 * line each, and the team grid open for one of them at a time (the one whose Change or Choose was
 * tapped, else the first still without a pick), so three entries fit a phone's screen.
 */
export const SurvivorSection = ({
  survivor,
  week,
  games,
  now,
  picksEnabled,
  saving,
  showMissing,
}: SurvivorSectionProps) => {
  const { standard, week6Entries, noEntryMessage } = survivor;
  const { hash } = useLocation();
  // The entry whose grid the player opened ("Manage Picks" on /week6/pools links to one).
  const [opened, setOpened] = useState<string | null>(() =>
    hash.startsWith('#entry-') ? hash.slice('#entry-'.length) : null,
  );
  const shown = week6Entries.length + (standard ? 1 : 0);
  // "Manage Picks" on /week6/pools links to an entry's card: bring it into view once it is on the page.
  useEffect(() => {
    if (shown > 0 && hash.startsWith('#entry-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [hash, shown]);
  if (!standard && !noEntryMessage && week6Entries.length === 0) return null;
  const states = new Map(
    week6Entries.map((entry) => [entry.id, lineState(entry, week, games, now, survivor.chosen(entry.id))]),
  );
  const mayPick = (id: string) => ['picked', 'no-pick'].includes(states.get(id)?.kind ?? '');
  const openId =
    opened && mayPick(opened)
      ? opened
      : week6Entries.find((entry) => states.get(entry.id)?.kind === 'no-pick')?.id;
  const card = (entry: NonNullable<typeof standard>) => (
    <SurvivorPickCard
      key={entry.id}
      entry={entry}
      title={entry.displayName}
      week={week}
      games={games}
      now={now}
      chosen={survivor.chosen(entry.id)}
      picksEnabled={picksEnabled}
      saving={saving}
      needsPick={showMissing && needsSurvivorPick(entry, week)}
      onChoose={(teamId) => {
        survivor.choose(entry.id, teamId);
        // A Week 6 entry's grid folds once its team is chosen, and the next entry without one opens.
        if (entry.id === opened) setOpened(null);
      }}
    />
  );
  const week6Line = (entry: SurvivorEntry) => {
    const state = states.get(entry.id) ?? { kind: 'no-pick' };
    return entry.id === openId ? (
      card(entry)
    ) : (
      <Week6EntryLine
        key={entry.id}
        entry={entry}
        state={state}
        flagged={showMissing && picksEnabled && state.kind === 'no-pick'}
        onOpen={() => setOpened(entry.id)}
      />
    );
  };
  return (
    <Stack as="section" aria-labelledby="survivor-heading" gap="3">
      <Heading id="survivor-heading" as="h2" size="lg">
        Survivor
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }} alignItems="start">
        {standard && card(standard)}
        {!standard && noEntryMessage && (
          <Card.Root variant="subtle" bg="bg.muted">
            <Card.Body gap="1">
              <Heading as="h3" size="sm">
                No survivor entry this season
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {noEntryMessage}
              </Text>
            </Card.Body>
          </Card.Root>
        )}
        {week6Entries.map(week6Line)}
      </SimpleGrid>
    </Stack>
  );
};
