import type { GameRecord } from './game';
import { mnfTiebreakerGame } from './mnf-game';
import { gameLockReason } from './pick-lock';
import {
  type SurvivorEntryRecord,
  type SurvivorPoolKind,
  survivorPickRefusal,
  WEEK6_START_WEEK,
} from './survivor';
import { hasFullAppAccess, type User } from './user';

/** The week as the pool clock sees it. */
export interface WeekAtHand {
  week: number;
  games: readonly GameRecord[];
  at: Date;
  picksEnabled: boolean;
}

/** One of the player's survivor entries (standard, late or Week 6) with what its pool knows of the week. */
export interface EntryAtHand {
  entry: SurvivorEntryRecord;
  kind: SurvivorPoolKind;
  /** The name the owner sees: a Week 6 entry's own name or "Entry N"; the pool's name otherwise. */
  name: string;
  /** The entry's pool has finalized the week. */
  isWeekFinalized: boolean;
}

/** What a player has of the week. */
export interface PlayerWeekAtHand {
  player: Pick<User, 'isAdmin' | 'hasFullApp' | 'userType'>;
  pickedGameIds: ReadonlySet<string>;
  prediction: { gameId: string; predictedTotal: number | null } | null;
  entries: readonly EntryAtHand[];
}

export interface MissingEntryPick {
  entryId: string;
  poolId: string;
  kind: SurvivorPoolKind;
  name: string;
}

/** What the player still has to pick this week and can still pick now. */
export interface MissingPicks {
  /** Open games without a pick, earliest kickoff first. */
  games: GameRecord[];
  /** The tiebreaker game, while it takes predictions and the player has none for it. */
  mnfGame: GameRecord | null;
  /** Alive standard and late-entry entries without a pick this week. */
  survivor: MissingEntryPick[];
  /** Alive Week 6 entries without a pick this week. */
  week6: MissingEntryPick[];
}

/** Whether some team of the week could still be picked for the entry, by the survivor rules. */
const canPickNow = (week: WeekAtHand, { entry, kind, isWeekFinalized }: EntryAtHand): boolean =>
  week.games
    .flatMap((game) => [game.awayTeamId, game.homeTeamId])
    .some(
      (teamId) =>
        survivorPickRefusal({
          entry,
          kind,
          week: week.week,
          teamId,
          games: week.games,
          at: week.at,
          picksEnabled: week.picksEnabled,
          isFinalized: isWeekFinalized,
        }) === null,
    );

interface OpenOfWeek {
  /** Games that still take picks, earliest kickoff first. */
  openGames: readonly GameRecord[];
  /** The tiebreaker game while it takes predictions. */
  openTiebreaker: GameRecord | null;
}

/** What of the week is open, the same for every player: worked out once per week at hand, not per player. */
const openOfWeek = new WeakMap<WeekAtHand, OpenOfWeek>();

const openOf = (week: WeekAtHand): OpenOfWeek => {
  let open = openOfWeek.get(week);
  if (!open) {
    const isOpen = (game: GameRecord) => gameLockReason(game, week.at, week.picksEnabled) === null;
    const tiebreaker = mnfTiebreakerGame(week.games);
    open = {
      openGames: week.games
        .filter(isOpen)
        .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime) || a.id.localeCompare(b.id)),
      openTiebreaker: tiebreaker && isOpen(tiebreaker) ? tiebreaker : null,
    };
    openOfWeek.set(week, open);
  }
  return open;
};

/**
 * What a player still needs to pick this week, as far as the rules let them pick it now: each open
 * game without a pick and the Monday-night total (full-app players only, as for weekly picks), one
 * survivor pick per alive entry that has none this week, and Week 6 entries from Week 6 on.
 */
export const missingPicks = (week: WeekAtHand, held: PlayerWeekAtHand): MissingPicks => {
  const { openGames, openTiebreaker } = openOf(week);
  const weekly = hasFullAppAccess(held.player);
  const games = weekly ? openGames.filter((game) => !held.pickedGameIds.has(game.id)) : [];
  const predicted = held.prediction?.gameId === openTiebreaker?.id && held.prediction?.predictedTotal != null;
  const mnfGame = weekly && !predicted ? openTiebreaker : null;
  const unpicked = held.entries.filter((at) => !at.entry.picks[week.week] && canPickNow(week, at));
  const asMissing = ({ entry, kind, name }: EntryAtHand): MissingEntryPick => ({
    entryId: entry.id,
    poolId: entry.poolId,
    kind,
    name,
  });
  return {
    games,
    mnfGame,
    survivor: unpicked.filter((at) => at.kind !== 'week6').map(asMissing),
    week6: week.week >= WEEK6_START_WEEK ? unpicked.filter((at) => at.kind === 'week6').map(asMissing) : [],
  };
};

export const hasMissingPicks = (missing: MissingPicks): boolean =>
  missing.games.length > 0 ||
  missing.mnfGame !== null ||
  missing.survivor.length > 0 ||
  missing.week6.length > 0;
