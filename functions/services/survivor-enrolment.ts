import { createHash } from 'node:crypto';
import { LATE_POOL_ID, survivorPoolForNewPlayer } from '../../shared/survivor';
import { inWeeklyPool, type User } from '../../shared/user';
import { now, stampNow } from '../lib/clock';
import { forEachBounded } from '../lib/concurrency';
import { conditionHeld } from '../lib/data/client';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { deleteEntryUnlessLocked, newEntryId, putEntry, readPool } from '../lib/data/survivor-repository';
import { readEntryPlaces } from '../lib/data/week6-pool-repository';
import { playerRemoved } from '../lib/domain-errors';
import { entryOwnerName, lateEntryStartWeek } from './survivor-pick-service';

const firstKickoff = async (week: number): Promise<string | null> => {
  const kickoffs = (await listGamesOfWeek(week, { consistent: true })).map((game) => game.startTime).sort();
  return kickoffs[0] ?? null;
};

/**
 * Gives a new full-app player (an account that just chose its first username) their survivor entry:
 * the standard pool before Week 1's first kickoff, the late-entry group before its start week's first
 * kickoff (marked hasWeek5), else none this season. Answers the user as it now stands. When an admin
 * removed the player meanwhile (their place counter in the pool is retired), the entry is taken back,
 * since the removal may have looked before it was put, and the username step is refused (409).
 */
export const enrolNewPlayer = async (user: User, markLate: (user: User) => Promise<User>): Promise<User> => {
  const { lateStart, poolId } = await poolForNewPlayer();
  if (!poolId) return user;
  const kind = poolId === LATE_POOL_ID ? 'late' : 'standard';
  const entryId = newEntryId(poolId);
  await putEntry(entryOf(user, entryId, poolId, kind, lateStart), kind);
  if ((await readEntryPlaces(poolId, user.id)).retired) {
    await deleteEntryUnlessLocked(entryId, now());
    throw playerRemoved();
  }
  return kind === 'late' ? markLate(user) : user;
};

/** The pool a player who joins now starts in, by the pool clock (null: none this season). */
const poolForNewPlayer = async () => {
  const lateStart = await lateEntryStartWeek();
  const [standard, late] = await Promise.all([firstKickoff(1), firstKickoff(lateStart)]);
  return { lateStart, poolId: survivorPoolForNewPlayer(now(), { standard, late }) };
};

const entryOf = (
  user: User,
  entryId: string,
  poolId: string,
  kind: 'late' | 'standard',
  lateStart: number,
) => ({
  id: entryId,
  poolId,
  userId: user.id,
  displayName: entryOwnerName(user),
  entryName: null,
  createdAt: stampNow().toISOString(),
  firstWeek: kind === 'late' ? lateStart : 1,
  isEliminated: false,
  eliminatedInWeek: null,
  picks: {},
});

/** How many players are enrolled at once at a season's start. */
const PARALLEL_ENROLMENTS = 8;

/**
 * At a new season's start (run in that season), every player of the weekly pool gets the entry a
 * sign-up would get now, unless they hold one in that pool already. The entry's id is made from the
 * player's, so two starts at once, or one run again, never give a player two.
 */
export const enrolForNewSeason = async (users: readonly User[]): Promise<number> => {
  const { lateStart, poolId } = await poolForNewPlayer();
  if (!poolId) return 0;
  const kind = poolId === LATE_POOL_ID ? 'late' : 'standard';
  const holders = new Set((await readPool(poolId)).entries.map((entry) => entry.userId));
  const players = users.filter((user) => inWeeklyPool(user) && !holders.has(user.id));
  let enrolled = 0;
  await forEachBounded(players, PARALLEL_ENROLMENTS, async (user) => {
    const entryId = `${poolId}.${createHash('sha256').update(user.id).digest('hex').slice(0, 12)}`;
    if (await conditionHeld(putEntry(entryOf(user, entryId, poolId, kind, lateStart), kind))) enrolled += 1;
  });
  return enrolled;
};
