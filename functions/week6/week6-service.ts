import { easternMomentText } from '../../shared/eastern-time';
import type { SurvivorEntry, Week6Registration } from '../../shared/schemas/survivor';
import {
  type SurvivorEntryRecord,
  type SurvivorPoolInfo,
  survivorCounts,
  survivorMessages,
} from '../../shared/survivor';
import { isPoolMember, type User } from '../../shared/user';
import { type Week6RegistrationStatus, week6RegistrationMessages } from '../../shared/week6-registration';
import { now, stampNow } from '../lib/clock';
import { config } from '../lib/config';
import {
  deleteEntryUnlessLocked,
  getEntry,
  listUserEntries,
  newEntryId,
  putEntry,
  readPool,
  type StoredEntry,
} from '../lib/data/survivor-repository';
import { updateUser } from '../lib/data/users-repository';
import {
  listWeek6Pools,
  putWeek6Pool,
  readEntryPlaces,
  releaseEntryPlaces,
  reserveEntryPlaces,
  resetEntryPlaces,
} from '../lib/data/week6-pool-repository';
import { conflict, forbidden, notFound, playerRemoved } from '../lib/domain-errors';
import { requireWeek6RegistrationOpen, week6RegistrationWindow } from '../lib/week6-registration';
import { entryFor, entryOwnerName, presentEntry } from '../services/survivor-pick-service';
import { readEachWeek6Pool } from '../services/week6-pool-reads';
import { defaultWeek6Pool } from './default-pool';

/** The Week 6 pools; a deployment that never stored one gets the default pool, stored once. */
export const week6Pools = async (): Promise<SurvivorPoolInfo[]> => {
  const pools = await listWeek6Pools();
  if (pools.length > 0) return pools.sort((a, b) => a.name.localeCompare(b.name));
  await putWeek6Pool(defaultWeek6Pool);
  return [defaultWeek6Pool];
};

const activePool = async (poolId?: string): Promise<SurvivorPoolInfo> => {
  const pools = await week6Pools();
  const pool = poolId ? pools.find((candidate) => candidate.id === poolId) : pools.find((p) => p.isActive);
  if (!pool?.isActive) throw notFound(poolId ? 'No such Week 6 pool' : 'No Week 6 pool is open');
  return pool;
};

/** The player's Week 6 entries, oldest first, unnamed ones called "Entry N" by their place. */
const presentAll = (entries: StoredEntry[], pools: SurvivorPoolInfo[]): SurvivorEntry[] => {
  const week6 = entries.filter((entry) => entry.kind === 'week6');
  return week6.map((entry, index) => {
    const pool = pools.find((candidate) => candidate.id === entry.poolId) ?? defaultWeek6Pool;
    return presentEntry(entry, pool, index + 1);
  });
};

/** Each pool's entries by owner, built once per version of the pool this process read. */
const ownersOf = new WeakMap<readonly StoredEntry[], Map<string, StoredEntry[]>>();

const entriesOfOwner = (entries: readonly StoredEntry[], userId: string): StoredEntry[] => {
  let byOwner = ownersOf.get(entries);
  if (!byOwner) {
    byOwner = new Map();
    for (const entry of entries) byOwner.set(entry.userId, [...(byOwner.get(entry.userId) ?? []), entry]);
    ownersOf.set(entries, byOwner);
  }
  return byOwner.get(userId) ?? [];
};

/**
 * The player's Week 6 entries, from each pool's cached read: while no pool was added, the pool list
 * and every pool are one batched version read (the Week 6 pools hold few entries each).
 */
export const myWeek6Entries = async (user: User): Promise<SurvivorEntry[]> => {
  const { pools, reads } = await readEachWeek6Pool(readPool);
  const entries = reads
    .flatMap((read) => entriesOfOwner(read.entries, user.id))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return presentAll(entries, pools);
};

/**
 * Gives back the places that failed creates (or deletes) left without an entry, once the last
 * reservation is older than any running request; true when some were given back. A reservation's
 * age is real time, as a session's is: the pool clock may stand still (or jump) while requests run.
 */
const reclaimLeftOverPlaces = async (pool: SurvivorPoolInfo, user: User): Promise<boolean> => {
  const places = await readEntryPlaces(pool.id, user.id);
  if (places.retired) throw playerRemoved();
  if (places.reservedAt && Date.now() - Date.parse(places.reservedAt) < config.week6ReservationMs())
    return false;
  const held = (await listUserEntries(user.id)).filter((entry) => entry.poolId === pool.id).length;
  return held < places.entryCount && resetEntryPlaces(pool.id, user.id, held, places);
};

/**
 * Creates `names.length` entries in the pool, within its limit: the places are reserved first by one
 * conditional counter write, so concurrent creates can never pass the limit together. When the
 * player was removed while the entries were put (the counter is retired), they are taken back.
 */
const createEntries = async (
  user: User,
  pool: SurvivorPoolInfo,
  names: (string | null)[],
): Promise<StoredEntry[]> => {
  const registration = await requireWeek6RegistrationOpen();
  if (!isPoolMember(user)) throw forbidden(week6RegistrationMessages.usernameFirst);
  const reserve = () => reserveEntryPlaces(pool.id, user.id, names.length, pool.maxEntries, new Date());
  if (!(await reserve()) && !((await reclaimLeftOverPlaces(pool, user)) && (await reserve()))) {
    throw conflict(survivorMessages.entryLimit(pool.maxEntries));
  }
  const { startWeek } = registration.entriesStart(pool.startWeek);
  const created: StoredEntry[] = [];
  for (const [index, entryName] of names.entries()) {
    const entry: SurvivorEntryRecord = {
      id: newEntryId(pool.id),
      poolId: pool.id,
      userId: user.id,
      displayName: entryOwnerName(user),
      entryName,
      createdAt: stampNow().toISOString(),
      firstWeek: startWeek,
      isEliminated: false,
      eliminatedInWeek: null,
      picks: {},
    };
    try {
      await putEntry(entry, 'week6');
      created.push({ ...entry, kind: 'week6' });
    } catch (error) {
      // The put may have stored the entry before it failed (its answer lost): that place stays taken.
      const unused = names.length - index - ((await getEntry(entry.id)) ? 1 : 0);
      if (unused > 0) await releaseEntryPlaces(pool.id, user.id, unused);
      throw error;
    }
  }
  if ((await readEntryPlaces(pool.id, user.id)).retired) {
    await Promise.all(created.map((entry) => deleteEntryUnlessLocked(entry.id, now())));
    throw playerRemoved();
  }
  return created;
};

/** Registers `count` unnamed entries in the open Week 6 pool. */
export const registerWeek6 = async (user: User, count: number): Promise<Week6Registration> => {
  const pool = await activePool();
  await createEntries(
    user,
    pool,
    Array.from({ length: count }, () => null),
  );
  const entries = await myWeek6Entries(user);
  const created = count === 1 ? '1 entry' : `${count} entries`;
  return { message: `Registered ${created} in ${pool.name}`, entries };
};

/** One more named entry, within the pool's limit. */
export const createWeek6Entry = async (
  user: User,
  poolId: string,
  entryName: string,
): Promise<SurvivorEntry> => {
  const pool = await activePool(poolId);
  const [entry] = (await createEntries(user, pool, [entryName])) as [StoredEntry];
  const mine = (await listUserEntries(user.id)).filter((candidate) => candidate.kind === 'week6');
  const known = mine.findIndex((candidate) => candidate.id === entry.id);
  return presentEntry(entry, pool, known >= 0 ? known + 1 : mine.length + 1);
};

/**
 * Deletes the player's own entry while the pools take entries and none of its picks' games has
 * kicked off, and frees its place.
 */
export const deleteWeek6Entry = async (user: User, entryId: string): Promise<{ message: string }> => {
  const entry = await entryFor(user, entryId, 'week6');
  // Once the pools closed the field is set: an entry that left could not be replaced, and the
  // field everyone sees ("N of M entries still alive") shrinks only by eliminations.
  await requireWeek6RegistrationOpen(week6RegistrationMessages.deleteClosed);
  if (!(await deleteEntryUnlessLocked(entry.id, now()))) throw conflict(survivorMessages.entryLocked);
  await releaseEntryPlaces(entry.poolId, user.id, 1);
  return { message: 'Entry Deleted' };
};

/**
 * The Week 6 welcome page makes a limited full_app account a week6_only one (spec section 4); a
 * player with the full app keeps it.
 */
export const convertToWeek6 = async (user: User): Promise<User> =>
  user.userType === 'full_app' && !user.hasFullApp ? updateUser(user.id, { userType: 'week6_only' }) : user;

/**
 * Whether the Week 6 pools still take entries, and how many entries are alive: for the landing page
 * (signed out), the dashboard and the Week 6 pages. The settings, the closing week's games, the pool
 * list and each pool: cached reads whose version checks go out in one batch while nothing moved.
 */
export const week6RegistrationStatus = async (): Promise<Week6RegistrationStatus> => {
  const [{ entriesStart, ...registration }, { pools, reads }] = await Promise.all([
    week6RegistrationWindow(),
    readEachWeek6Pool(readPool),
  ]);
  const counts = survivorCounts(reads.flatMap((read) => read.entries));
  const open = pools.find((pool) => pool.isActive) ?? pools[0];
  const { startWeek, nextLockAt } = entriesStart(open?.startWeek ?? defaultWeek6Pool.startWeek);
  return {
    ...registration,
    entries: counts.total,
    alive: counts.alive,
    startWeek,
    nextLockAt,
    nextLockText: nextLockAt ? easternMomentText(new Date(nextLockAt)) : null,
  };
};
