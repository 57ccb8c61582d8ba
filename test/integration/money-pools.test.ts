import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { amountText } from '../../shared/money/amount-text';
import { DEFAULT_MONEY_AMOUNTS } from '../../shared/money/amounts';
import { week6PoolLabel } from '../../shared/money/ledger';
import type { Ledger, MoneyAmounts, MoneyItem } from '../../shared/schemas/money';
import type { SurvivorPoolResults } from '../../shared/schemas/survivor';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * The late-entry group's and the Week 6 pools' winners, on the demo pool at Thursday of Week 15
 * (weeks 1-14 final and graded): once one entry of a pool is left (for a Week 6 pool, after the
 * admin scores Week 14 again so that every other alive entry's team loses), the ledger pays its
 * owner the pool's pot (its entries times the entry fee), read from the survivor results.
 */
const stack = localStackForFile({ seed: true });
const PLAYED = 14;

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

let admin: PoolClient;
let week14: Game[];

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  week14 = await json<Game[]>(admin.get(`/api/games/week/${PLAYED}`));
});

const resultsOf = (poolId: string) =>
  json<SurvivorPoolResults>(admin.get(`/api/survivor/results?poolId=${poolId}&maxWeek=${PLAYED + 1}`));
const winningsOf = async (source: MoneyItem['source'], label: string) =>
  (await json<Ledger>(admin.get('/api/admin/money'))).rows.flatMap((row) =>
    row.items
      .filter((item) => item.source === source && item.label === label)
      .map((item) => [row.userId, item.amount, item.projected]),
  );

/**
 * Leaves one entry of the pool alive: the Week 14 game of every other alive entry's team is scored
 * again so that team loses (the keeper's team, when it plays one of them, wins).
 */
const leaveOneAlive = async (poolId: string) => {
  const alive = (await resultsOf(poolId)).rows.filter((row) => !row.isEliminated);
  expect(alive.length, `${poolId} has entries alive to put out`).toBeGreaterThan(1);
  const teamOf = (row: SurvivorPoolResults['rows'][number]) => row.picks[PLAYED]?.teamId as number;
  const keeper = alive.find((row) => alive.every((other) => other === row || teamOf(other) !== teamOf(row)));
  if (!keeper) throw new Error('every alive entry shares its Week 14 team with another');
  const losing = new Set(alive.filter((row) => row !== keeper).map(teamOf));
  for (const game of week14.filter(
    (candidate) => losing.has(candidate.homeTeamId) || losing.has(candidate.awayTeamId),
  )) {
    const homeLoses = losing.has(game.homeTeamId);
    const scored = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      homeScore: homeLoses ? 10 : 31,
      awayScore: homeLoses ? 31 : 10,
      isCompleted: true,
    });
    expect(scored.status, await scored.text()).toBe(200);
  }
  const after = await resultsOf(poolId);
  expect(after.rows.filter((row) => !row.isEliminated).map((row) => row.entryId)).toEqual([keeper.entryId]);
  return { keeper, entries: after.rows.length };
};

describe('the survivor pools that pay their pot', () => {
  it('pays a Week 6 pool its entries times its fee, to the owner of the last entry alive', async () => {
    const [pool] = await json<{ id: string; name: string; entryFee: number }[]>(
      admin.get('/api/week6/pools'),
    );
    if (!pool) throw new Error('the demo has no Week 6 pool');
    const label = `${week6PoolLabel(pool.name)} winner`;
    expect(await winningsOf('week6-winner', label)).toEqual([]);
    const { keeper, entries } = await leaveOneAlive(pool.id);
    expect(await winningsOf('week6-winner', label)).toEqual([
      [keeper.userId, entries * pool.entryFee, false],
    ]);
  });

  it('pays the late-entry group its entries times the survivor entry once one entry is left', async () => {
    // The demo's late-entry group is down to one entry by Week 14.
    const late = await resultsOf('late');
    const alive = late.rows.filter((row) => !row.isEliminated);
    expect(alive).toHaveLength(1);
    const { amounts } = await json<Ledger>(admin.get('/api/admin/money'));
    expect(await winningsOf('late-entry-winner', 'Late-entry survivor winner')).toEqual([
      [alive[0]?.userId, late.rows.length * amounts.survivorEntry, false],
    ]);
  });

  it('shows on the survivor results the prize the ledger pays and the rules state, in the pool currency', async () => {
    const set = await admin.send('PUT', '/api/admin/money/amounts', {
      ...DEFAULT_MONEY_AMOUNTS,
      currency: 'dollars',
      survivorEntry: 30,
    });
    expect(set.status, await set.text()).toBe(200);
    const late = await resultsOf('late');
    const [[, paid] = []] = await winningsOf('late-entry-winner', 'Late-entry survivor winner');
    // The rules read the amounts: the late-entry prize is every late entry's survivor entry.
    const amounts = await json<MoneyAmounts>(admin.get('/api/money/amounts'));
    expect(paid).toBe(late.rows.length * amounts.survivorEntry);
    expect(late.prizePool).toBe(amountText(paid as number, 'dollars'));

    const [pool] = await json<{ id: string; entryFee: number }[]>(admin.get('/api/week6/pools'));
    const week6 = await resultsOf(pool?.id as string);
    expect(week6.prizePool).toBe(amountText(week6.rows.length * (pool?.entryFee as number), 'dollars'));
  });
});
