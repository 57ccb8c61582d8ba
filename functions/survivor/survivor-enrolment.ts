import { LATE_POOL_ID, survivorPoolForNewPlayer } from '../../shared/survivor';
import type { User } from '../../shared/user';
import { now } from '../lib/clock';
import { listGamesOfWeek } from '../lib/data/games-repository';
import { newEntryId, putEntry } from '../lib/data/survivor-repository';
import { entryOwnerName, lateEntryStartWeek } from './survivor-pick-service';

const firstKickoff = async (week: number): Promise<string | null> => {
  const kickoffs = (await listGamesOfWeek(week, { consistent: true })).map((game) => game.startTime).sort();
  return kickoffs[0] ?? null;
};

/**
 * Gives a new full-app player their survivor entry: the standard pool before Week 1's first kickoff,
 * the late-entry group before its start week's first kickoff (marked hasWeek5), else none this season.
 * Answers the user as it now stands.
 */
export const enrolNewPlayer = async (user: User, markLate: (user: User) => Promise<User>): Promise<User> => {
  const lateStart = await lateEntryStartWeek();
  const [standard, late] = await Promise.all([firstKickoff(1), firstKickoff(lateStart)]);
  const poolId = survivorPoolForNewPlayer(now(), { standard, late });
  if (!poolId) return user;
  const kind = poolId === LATE_POOL_ID ? 'late' : 'standard';
  await putEntry(
    {
      id: newEntryId(poolId),
      poolId,
      userId: user.id,
      displayName: entryOwnerName(user),
      entryName: null,
      createdAt: new Date().toISOString(),
      firstWeek: kind === 'late' ? lateStart : 1,
      isEliminated: false,
      eliminatedInWeek: null,
      picks: {},
    },
    kind,
  );
  return kind === 'late' ? markLate(user) : user;
};
