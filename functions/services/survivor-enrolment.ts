import { LATE_POOL_ID, survivorPoolForNewPlayer } from '../../shared/survivor';
import type { User } from '../../shared/user';
import { now, stampNow } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import {
  deleteEntryUnlessLocked,
  newEntryId,
  putEntry,
  readEntryPlaces,
} from '../lib/data/survivor-repository';
import { playerRemoved } from '../lib/domain-errors';
import { entryOwnerName, lateEntryStartWeek } from './survivor-pick-service';

const firstKickoff = async (week: number): Promise<string | null> => {
  const kickoffs = (await listGamesOfWeek(week, { consistent: true })).map((game) => game.startTime).sort();
  return kickoffs[0] ?? null;
};

/**
 * Gives a new full-app player their survivor entry: the standard pool before Week 1's first kickoff,
 * the late-entry group before its start week's first kickoff (marked hasWeek5), else none this season.
 * Answers the user as it now stands. When an admin removed the player meanwhile (their place counter
 * in the pool is retired), the entry is taken back, since the removal may have looked before it was
 * put, and the sign-in is refused (409) before it gets a session.
 */
export const enrolNewPlayer = async (user: User, markLate: (user: User) => Promise<User>): Promise<User> => {
  const lateStart = await lateEntryStartWeek();
  const [standard, late] = await Promise.all([firstKickoff(1), firstKickoff(lateStart)]);
  const poolId = survivorPoolForNewPlayer(now(), { standard, late });
  if (!poolId) return user;
  const kind = poolId === LATE_POOL_ID ? 'late' : 'standard';
  const entryId = newEntryId(poolId);
  await putEntry(
    {
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
    },
    kind,
  );
  if ((await readEntryPlaces(poolId, user.id)).retired) {
    await deleteEntryUnlessLocked(entryId, now());
    throw playerRemoved();
  }
  return kind === 'late' ? markLate(user) : user;
};
