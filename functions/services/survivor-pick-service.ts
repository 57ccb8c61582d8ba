import { displayName } from '../../shared/display-name';
import type { SurvivorEntry, SurvivorPick, SurvivorPickInput } from '../../shared/schemas/survivor';
import { defaultSettings } from '../../shared/settings';
import {
  entryDisplayName,
  LATE_POOL_ID,
  STANDARD_POOL_ID,
  type SurvivorPickRecord,
  type SurvivorPoolInfo,
  type SurvivorPoolKind,
  survivorPickRefusal,
} from '../../shared/survivor';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { readSettings } from '../lib/data/settings-repository';
import {
  getEntry,
  keepPickInStepWithWeek,
  readPoolVersion,
  type StoredEntry,
  setSurvivorPick,
} from '../lib/data/survivor-repository';
import { listWeek6Pools } from '../lib/data/week6-pool-repository';
import { conflict, DomainError, notFound } from '../lib/domain-errors';
import { teamSummary, teamsById } from '../lib/games';
import { readPoolSettings } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';

/** The late-entry group's start week: the pool setting, else its default (6). */
export const lateEntryStartWeek = async (): Promise<number> => {
  const stored = (await readSettings()).value.late_entry_start_week;
  const value = Number(stored ?? defaultSettings.late_entry_start_week);
  return Number.isInteger(value) && value >= 1 && value <= 18
    ? value
    : Number(defaultSettings.late_entry_start_week);
};

export const standardPool = (): SurvivorPoolInfo => ({
  id: STANDARD_POOL_ID,
  kind: 'standard',
  name: 'Survivor Pool',
  description: 'One team a week, each team once a season. Ties count as wins.',
  isActive: true,
  entryFee: null,
  maxEntries: 1,
  startWeek: 1,
});

export const latePool = (startWeek: number): SurvivorPoolInfo => ({
  id: LATE_POOL_ID,
  kind: 'late',
  name: 'Late-Entry Survivor',
  description: `For players who joined after Week 1: the same rules, starting in Week ${startWeek}.`,
  isActive: true,
  entryFee: null,
  maxEntries: 1,
  startWeek,
});

/** Every survivor pool: standard, late entry, then the Week 6 pools (one Query and one GetItem). */
export const allSurvivorPools = async (): Promise<SurvivorPoolInfo[]> => {
  const [late, week6] = await Promise.all([lateEntryStartWeek(), listWeek6Pools()]);
  return [standardPool(), latePool(late), ...week6.sort((a, b) => a.name.localeCompare(b.name))];
};

/** The name an entry's owner is shown under: never an email (the entry is seen by the whole pool). */
export const entryOwnerName = (user: Pick<User, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>) =>
  displayName(user, { showEmail: false });

export const presentPick = (entryId: string, week: number, pick: SurvivorPickRecord): SurvivorPick => ({
  id: `${entryId}:${week}`,
  entryId,
  week,
  pickedTeamId: pick.teamId,
  team: pick.team,
  isCorrect: pick.isCorrect,
  isFinalized: pick.isFinalized,
  lockAt: pick.lockAt,
});

/** An entry as its owner (or an admin) sees it; `position` numbers unnamed entries "Entry N". */
export const presentEntry = (
  entry: StoredEntry,
  pool: Pick<SurvivorPoolInfo, 'name' | 'entryFee'>,
  position = 1,
): SurvivorEntry => ({
  id: entry.id,
  poolId: entry.poolId,
  kind: entry.kind,
  entryName: entry.entryName,
  displayName: entry.kind === 'week6' ? entryDisplayName(entry.entryName, position) : pool.name,
  isEliminated: entry.isEliminated,
  eliminatedInWeek: entry.eliminatedInWeek,
  firstWeek: entry.firstWeek,
  createdAt: entry.createdAt,
  pool: { name: pool.name, entryFee: pool.entryFee },
  picks: Object.entries(entry.picks)
    .map(([week, pick]) => presentPick(entry.id, Number(week), pick))
    .sort((a, b) => a.week - b.week),
});

/** Which routes may touch which entries: /api/survivor/* the standard and late ones, /api/week6/* the Week 6 ones. */
export type EntryRoute = 'survivor' | 'week6';
const routeOf = (kind: SurvivorPoolKind): EntryRoute => (kind === 'week6' ? 'week6' : 'survivor');

/**
 * The entry, when the actor may use it through this route: their own (any entry for an admin acting
 * as admin). Another player's entry answers 404 like a missing one, so ids cannot be probed.
 */
export const entryFor = async (
  actor: Viewer,
  entryId: string,
  route: EntryRoute,
  asAdmin = false,
): Promise<StoredEntry> => {
  const entry = await getEntry(entryId);
  if (!entry || routeOf(entry.kind) !== route || (entry.userId !== actor.id && !(asAdmin && actor.isAdmin))) {
    throw notFound('No such survivor entry');
  }
  return entry;
};

/**
 * Saves the entry's pick of a week when the rules allow it (see `survivorPickRefusal`, against the
 * entry graded from the scores as read); the write's condition holds the rules that concurrent
 * requests could break (team reuse, a changed or finalized pick). An admin override skips the kickoff and pause checks, not the rest.
 */
export const saveSurvivorPick = async (
  actor: Viewer,
  input: SurvivorPickInput,
  route: EntryRoute,
  options: { asAdmin?: boolean } = {},
): Promise<SurvivorPick> => {
  const entry = await entryFor(actor, input.entryId, route, options.asAdmin);
  const at = now();
  const [games, settings, version, teams] = await Promise.all([
    listGamesOfWeek(input.week, { consistent: true }),
    readPoolSettings(),
    readPoolVersion(entry.poolId),
    teamsById(),
  ]);
  const override = options.asAdmin === true;
  const refusal = survivorPickRefusal({
    entry,
    kind: entry.kind,
    week: input.week,
    teamId: input.pickedTeamId,
    games,
    at: override ? new Date(0) : at,
    picksEnabled: override || settings.picksEnabled,
    isFinalized: version.finalizedWeeks.includes(input.week),
  });
  if (refusal) throw new DomainError(refusal.kind, refusal.message);
  const game = games.find((g) => g.homeTeamId === input.pickedTeamId || g.awayTeamId === input.pickedTeamId);
  const current = entry.picks[input.week];
  const pick: SurvivorPickRecord = {
    teamId: input.pickedTeamId,
    team: teamSummary(teams, input.pickedTeamId),
    lockAt: game?.startTime ?? at.toISOString(),
    isCorrect: null,
    isFinalized: current?.isFinalized ?? false,
    updatedAt: at.toISOString(),
  };
  if (current?.teamId === input.pickedTeamId) return presentPick(entry.id, input.week, current);
  if (!(await setSurvivorPick(entry.id, input.week, pick, current))) {
    throw conflict('Your entry changed while saving (another pick). Reload and try again.');
  }
  const isFinalized = await keepPickInStepWithWeek(entry.id, input.week, pick);
  return presentPick(entry.id, input.week, { ...pick, isFinalized });
};
