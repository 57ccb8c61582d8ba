import { FIRST_WEEK, type GameRecord, LAST_WEEK } from './game';
import { gameLockReason, pickLockMessages } from './pick-lock';
import type { TeamSummary } from './team';

/*
 * Survivor pools: the standard season pool, the late-entry group and the Week 6 pools all play by
 * one set of rules. An entry picks one team a week, each team once, before that team's kickoff; a
 * loss or a missed week eliminates it; a tie counts as a win.
 */

export const STANDARD_POOL_ID = 'standard';
export const LATE_POOL_ID = 'late';
export type SurvivorPoolKind = 'standard' | 'late' | 'week6';

/** Week 6 pools (spec section 9): 1-10 entries per player, 100 points each, from Week 6. */
export const WEEK6_MAX_ENTRIES = 10;
export const WEEK6_ENTRY_FEE = 100;
export const WEEK6_START_WEEK = 6;

export interface SurvivorPoolInfo {
  id: string;
  kind: SurvivorPoolKind;
  name: string;
  description: string | null;
  isActive: boolean;
  /** Points per entry; null where the pool's fee is not an entry fee of the app (standard and late). */
  entryFee: number | null;
  maxEntries: number;
  startWeek: number;
}

/** One week's pick of an entry as stored. `lockAt` is the kickoff of the picked team's game when saved. */
export interface SurvivorPickRecord {
  teamId: number;
  /** The team's names when picked, so reading a pool needs no teams read. */
  team: TeamSummary;
  lockAt: string;
  isCorrect: boolean | null;
  isFinalized: boolean;
  updatedAt: string;
}

export interface SurvivorEntryRecord {
  id: string;
  poolId: string;
  userId: string;
  /** The owner's display name, kept on the entry so a pool's grid is one read. */
  displayName: string;
  /** Week 6 entries are named by their owner; standard and late entries are not. */
  entryName: string | null;
  createdAt: string;
  /** The first week this entry plays: its pool's start week, or a later week it joined in. */
  firstWeek: number;
  isEliminated: boolean;
  eliminatedInWeek: number | null;
  /** Picks by week number. */
  picks: Record<number, SurvivorPickRecord>;
}

export const survivorMessages = {
  usedStandard: 'This team has already been used in a previous week.',
  usedWeek6: 'This team has already been used in this Week 6 entry.',
  eliminated: (week: number | null) =>
    week
      ? `This entry was eliminated in Week ${week} and cannot pick`
      : 'This entry was eliminated and cannot pick',
  beforeFirstWeek: (week: number) => `This entry starts in Week ${week}`,
  notPlaying: (week: number) => `That team is not playing in Week ${week}`,
  currentPickLocked: (week: number) => `Your Week ${week} pick's game has started - the pick is locked`,
  finalized: (week: number) => `Week ${week} is finalized - survivor picks are locked`,
  noEntry: 'You have no entry in this survivor pool',
  joinedLate:
    'You joined after this season\u2019s survivor pools started, so you have no survivor entry this season.',
  finalizedWeek: 'Week finalized. All picks are now locked.',
  reopenedWeek: (week: number) =>
    `Week ${week} reopened. Players can change their survivor picks until kickoff.`,
  notFinalized: (week: number) => `Week ${week} is not finalized`,
  /** A finalize or un-finalize another admin sent later won: the week is as that one left it. */
  overtaken: (week: number, finalized: boolean) =>
    finalized
      ? `Week ${week} was finalized again by a later request: its survivor picks stay locked`
      : `Week ${week} was opened again by a later request: it is not finalized`,
  unfinalizeOnlyCurrent: (current: number) => `Only the current week (Week ${current}) can be un-finalized`,
  entryLimit: (max: number) => `You have reached the maximum of ${max} entries for this pool`,
  entryLocked: 'This entry has a pick whose game has started, so it can no longer be deleted',
  entryNameRequired: 'Please enter an entry name',
} as const;

export const weekKey = (week: number) => String(week).padStart(2, '0');

/** The game a team plays in a week, if any. */
export const gameOfTeam = (games: readonly GameRecord[], teamId: number): GameRecord | undefined =>
  games.find((game) => game.homeTeamId === teamId || game.awayTeamId === teamId);

/** Teams the entry used in weeks other than `exceptWeek`. */
export const usedTeamIds = (entry: Pick<SurvivorEntryRecord, 'picks'>, exceptWeek?: number): Set<number> =>
  new Set(
    Object.entries(entry.picks)
      .filter(([week]) => Number(week) !== exceptWeek)
      .map(([, pick]) => pick.teamId),
  );

/** Whether the picked team survived its final game: a win or a tie survives. Null until the game is final. */
export const survivorPickResult = (game: GameRecord | undefined, teamId: number): boolean | null => {
  if (!game?.isCompleted || game.homeScore === null || game.awayScore === null) return null;
  const own = game.homeTeamId === teamId ? game.homeScore : game.awayScore;
  const other = game.homeTeamId === teamId ? game.awayScore : game.homeScore;
  return own >= other;
};

/** A week is over when it has games and every one is final (or will never be played). */
export const isWeekOver = (games: readonly GameRecord[]): boolean =>
  games.length > 0 &&
  games.every((game) => game.isCompleted || game.status === 'postponed' || game.status === 'canceled');

export interface PickAttempt {
  entry: SurvivorEntryRecord;
  kind: SurvivorPoolKind;
  week: number;
  teamId: number;
  /** The week's games, read consistently. */
  games: readonly GameRecord[];
  at: Date;
  picksEnabled: boolean;
  isFinalized: boolean;
}

/**
 * A refused survivor pick, with its kind decided beside the rule: `invalid` when the rules never
 * allow it (a used team, a team not playing, a week before the entry's first), `locked` when it is
 * too late (kickoff, a paused pool, a finalized week), `forbidden` when the entry may no longer pick.
 */
export interface SurvivorRefusal {
  kind: 'invalid' | 'locked' | 'forbidden';
  message: string;
}

const invalidPick = (message: string): SurvivorRefusal => ({ kind: 'invalid', message });
const lockedPick = (message: string): SurvivorRefusal => ({ kind: 'locked', message });

/** A team the entry already used in another week. */
const usedTeam = (kind: SurvivorPoolKind): SurvivorRefusal =>
  invalidPick(kind === 'week6' ? survivorMessages.usedWeek6 : survivorMessages.usedStandard);

/** Why a survivor pick is refused, or null when the rules allow it. The server's word; the UI mirrors it. */
export const survivorPickRefusal = (attempt: PickAttempt): SurvivorRefusal | null => {
  const { entry, week, teamId, games, at } = attempt;
  if (entry.isEliminated)
    return { kind: 'forbidden', message: survivorMessages.eliminated(entry.eliminatedInWeek) };
  if (week < entry.firstWeek) return invalidPick(survivorMessages.beforeFirstWeek(entry.firstWeek));
  if (attempt.isFinalized || entry.picks[week]?.isFinalized)
    return lockedPick(survivorMessages.finalized(week));
  const game = gameOfTeam(games, teamId);
  if (!game) return invalidPick(survivorMessages.notPlaying(week));
  const current = entry.picks[week];
  if (current && current.teamId !== teamId) {
    const currentGame = gameOfTeam(games, current.teamId);
    const lockAt = currentGame?.startTime ?? current.lockAt;
    if (currentGame?.isCompleted || Date.parse(lockAt) <= at.getTime())
      return lockedPick(survivorMessages.currentPickLocked(week));
  }
  const lock = gameLockReason(game, at, attempt.picksEnabled);
  if (lock) return lockedPick(pickLockMessages[lock]);
  if (usedTeamIds(entry, week).has(teamId)) return usedTeam(attempt.kind);
  return null;
};

export interface EntryGrade {
  /** Each pick's result by week (null while its game is not final, or after the entry's elimination). */
  results: Record<number, boolean | null>;
  isEliminated: boolean;
  eliminatedInWeek: number | null;
}

/**
 * Grades an entry from scratch against every week's games: the first lost pick, or the first week
 * that is over without a pick, eliminates it. So re-grading after a corrected score corrects it.
 */
export const gradeSurvivorEntry = (
  entry: Pick<SurvivorEntryRecord, 'picks' | 'firstWeek'>,
  gamesByWeek: ReadonlyMap<number, readonly GameRecord[]>,
): EntryGrade => {
  const results: Record<number, boolean | null> = {};
  for (const week of Object.keys(entry.picks).map(Number)) results[week] = null;
  for (let week = Math.max(entry.firstWeek, FIRST_WEEK); week <= LAST_WEEK; week += 1) {
    const games = gamesByWeek.get(week) ?? [];
    const pick = entry.picks[week];
    if (!pick) {
      if (isWeekOver(games)) return { results, isEliminated: true, eliminatedInWeek: week };
      continue;
    }
    const result = survivorPickResult(gameOfTeam(games, pick.teamId), pick.teamId);
    results[week] = result;
    if (result === false) return { results, isEliminated: true, eliminatedInWeek: week };
  }
  return { results, isEliminated: false, eliminatedInWeek: null };
};

/**
 * Why an admin's correction of an entry's pick is refused, or null. An override passes kickoff, a
 * pause, a finalized week and an elimination (it is how a disputed pick is put right); it still
 * needs a team playing that week, not used in another week of the entry, from the entry's first week.
 */
export const survivorOverrideRefusal = (
  attempt: Pick<PickAttempt, 'entry' | 'kind' | 'week' | 'teamId' | 'games'>,
): SurvivorRefusal | null => {
  const { entry, week, teamId, games } = attempt;
  if (week < entry.firstWeek) return invalidPick(survivorMessages.beforeFirstWeek(entry.firstWeek));
  if (!gameOfTeam(games, teamId)) return invalidPick(survivorMessages.notPlaying(week));
  if (usedTeamIds(entry, week).has(teamId)) return usedTeam(attempt.kind);
  return null;
};

export interface CorrectedEntry {
  picks: Record<number, SurvivorPickRecord>;
  isEliminated: boolean;
  eliminatedInWeek: number | null;
}

/**
 * The entry once `pick` replaces its pick of `week`: every pick graded and the entry alive or out,
 * exactly as grading its picks from scratch gives (revived when the corrected pick survived).
 */
export const entryWithCorrectedPick = (
  entry: Pick<SurvivorEntryRecord, 'picks' | 'firstWeek'>,
  week: number,
  pick: SurvivorPickRecord,
  gamesByWeek: ReadonlyMap<number, readonly GameRecord[]>,
): CorrectedEntry => {
  const picks = { ...entry.picks, [week]: pick };
  const grade = gradeSurvivorEntry({ picks, firstWeek: entry.firstWeek }, gamesByWeek);
  return {
    picks: Object.fromEntries(
      Object.entries(picks).map(([w, p]) => [w, { ...p, isCorrect: grade.results[Number(w)] ?? null }]),
    ),
    isEliminated: grade.isEliminated,
    eliminatedInWeek: grade.eliminatedInWeek,
  };
};

export interface SurvivorCounts {
  alive: number;
  eliminated: number;
  total: number;
}

export const survivorCounts = (
  entries: readonly Pick<SurvivorEntryRecord, 'isEliminated'>[],
): SurvivorCounts => {
  const eliminated = entries.filter((entry) => entry.isEliminated).length;
  return { alive: entries.length - eliminated, eliminated, total: entries.length };
};

/** Whether the entry was still alive going into `week` (and plays that week). */
export const aliveGoingInto = (
  entry: Pick<SurvivorEntryRecord, 'firstWeek' | 'eliminatedInWeek'>,
  week: number,
) => entry.firstWeek <= week && (entry.eliminatedInWeek === null || entry.eliminatedInWeek >= week);

export interface TeamShare {
  teamId: number;
  count: number;
  /** Of the entries alive going into the week, rounded. */
  percent: number;
}

/**
 * Whether the pool may see a pick: its game has kicked off (its stored kickoff has passed) or is
 * graded already (a Testing-tab simulate finishes games before their kickoff).
 */
export const isPickPublic = (pick: Pick<SurvivorPickRecord, 'lockAt' | 'isCorrect'>, at: Date): boolean =>
  pick.isCorrect !== null || Date.parse(pick.lockAt) <= at.getTime();

/**
 * How the field picked in a week, counting only picks the pool may see (a pick still open is
 * nobody else's business), as shares of the entries alive going into the week. Most picked first.
 */
export const pickDistribution = (
  entries: readonly SurvivorEntryRecord[],
  week: number,
  at: Date,
): TeamShare[] => {
  const alive = entries.filter((entry) => aliveGoingInto(entry, week));
  const counts = new Map<number, number>();
  for (const entry of alive) {
    const pick = entry.picks[week];
    if (!pick || !isPickPublic(pick, at)) continue;
    counts.set(pick.teamId, (counts.get(pick.teamId) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([teamId, count]) => ({ teamId, count, percent: Math.round((100 * count) / alive.length) }))
    .sort((a, b) => b.count - a.count || a.teamId - b.teamId);
};

/** Entries alive after each week from the pool's start to `lastWeek`: the field shrinking. */
export const fieldByWeek = (
  entries: readonly Pick<SurvivorEntryRecord, 'firstWeek' | 'eliminatedInWeek'>[],
  startWeek: number,
  lastWeek: number,
): { week: number; alive: number }[] => {
  const field: { week: number; alive: number }[] = [];
  for (let week = startWeek; week <= lastWeek; week += 1) {
    field.push({
      week,
      alive: entries.filter(
        (entry) =>
          entry.firstWeek <= week && (entry.eliminatedInWeek === null || entry.eliminatedInWeek > week),
      ).length,
    });
  }
  return field;
};

/** The name an entry shows: its own, else "Entry N" by its place among the owner's entries. */
export const entryDisplayName = (entryName: string | null, position: number): string =>
  entryName?.trim() ? entryName.trim() : `Entry ${position}`;

/** Week 6 entries by the name their owner sees: their own, else "Entry N" by their place among the owner's entries. */
export const week6EntryNames = (
  entries: readonly Pick<SurvivorEntryRecord, 'id' | 'userId' | 'createdAt' | 'entryName'>[],
): Map<string, string> => {
  const byOwner = new Map<string, (typeof entries)[number][]>();
  for (const entry of entries) byOwner.set(entry.userId, [...(byOwner.get(entry.userId) ?? []), entry]);
  const names = new Map<string, string>();
  for (const owned of byOwner.values()) {
    const ordered = owned.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    for (const [index, entry] of ordered.entries())
      names.set(entry.id, entryDisplayName(entry.entryName, index + 1));
  }
  return names;
};

/**
 * The survivor pool a player who signs up at `at` joins: the standard pool before Week 1's first
 * kickoff, the late-entry group before its start week's first kickoff, else none this season.
 */
export const survivorPoolForNewPlayer = (
  at: Date,
  firstKickoff: { standard: string | null; late: string | null },
): typeof STANDARD_POOL_ID | typeof LATE_POOL_ID | null => {
  const before = (kickoff: string | null) => kickoff === null || at.getTime() < Date.parse(kickoff);
  if (before(firstKickoff.standard)) return STANDARD_POOL_ID;
  if (before(firstKickoff.late)) return LATE_POOL_ID;
  return null;
};

/** What a pool's outcome needs of an entry. */
export interface SurvivorStanding {
  isEliminated: boolean;
  eliminatedInWeek: number | null;
}

export interface SurvivorOutcome<E> {
  outcome: 'winner' | 'alive' | 'last-out' | 'no-entries';
  /** The winner, the entries still alive, or the last ones out (all in `lastWeek`). */
  finalists: E[];
  /** The week of the last elimination (0 while none). */
  lastWeek: number;
}

/**
 * Where a pool stands: one entry left alive wins; when the last alive entries all went out in the
 * same week, those last out share the win.
 */
export const survivorOutcome = <E extends SurvivorStanding>(entries: readonly E[]): SurvivorOutcome<E> => {
  const alive = entries.filter((entry) => !entry.isEliminated);
  const lastWeek = Math.max(0, ...entries.map((entry) => entry.eliminatedInWeek ?? 0));
  if (entries.length === 0) return { outcome: 'no-entries', finalists: [], lastWeek };
  if (alive.length === 1) return { outcome: 'winner', finalists: alive, lastWeek };
  if (alive.length > 1) return { outcome: 'alive', finalists: alive, lastWeek };
  const lastOut = entries.filter((entry) => entry.isEliminated && entry.eliminatedInWeek === lastWeek);
  return { outcome: 'last-out', finalists: lastOut, lastWeek };
};

/**
 * The last week a pool's grid shows unless asked for fewer: the latest week an entry picked in or
 * went out in, and at least the pool's first week. A loop: spread into Math.max, the picks of some
 * 9,000 entries pass the call stack's limit on arguments.
 */
export const lastPlayedWeek = (
  entries: readonly Pick<SurvivorEntryRecord, 'picks' | 'eliminatedInWeek'>[],
  startWeek: number,
): number => {
  let last = startWeek;
  for (const entry of entries) {
    for (const week of Object.keys(entry.picks)) last = Math.max(last, Number(week));
    last = Math.max(last, entry.eliminatedInWeek ?? 0);
  }
  return last;
};
