import type { PoolClient } from './pool-client';

export interface DemoPerson {
  id: string;
  email: string;
  isAdmin: boolean;
}

/**
 * The seeded demo players (admins left out) whose standard survivor entries are still alive, as the
 * admin's user list and the standard pool's results tell: players who may still save every kind of pick.
 */
export const alivePlayers = async (admin: PoolClient, count: number): Promise<DemoPerson[]> => {
  const people = (await (await admin.get('/api/admin/users')).json()) as DemoPerson[];
  const standard = (await (await admin.get('/api/survivor/results?poolId=standard')).json()) as {
    rows: { userId: string; isEliminated: boolean }[];
  };
  const alive = standard.rows
    .filter((entry) => !entry.isEliminated)
    .map((entry) => people.find((person) => person.id === entry.userId && !person.isAdmin))
    .filter((person) => person !== undefined);
  if (alive.length < count) throw new Error(`the demo pool has fewer than ${count} players alive`);
  return alive.slice(0, count);
};
