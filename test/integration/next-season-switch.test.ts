import { beforeAll, describe, expect, it } from 'vitest';
import type {
  NextSeasonResult,
  SeasonEndedResult,
  SeasonEndState,
  SeasonList,
} from '../../shared/schemas/seasons';
import type { MySurvivorEntry } from '../../shared/schemas/survivor';
import { holdWrites } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';
import { writeNextSeasonFiles } from '../support/next-season-file';
import { type PoolClient, signIn } from '../support/pool-client';

// The demo pool at its clock (Week 15 of 2025, ended early by the admin), with a made-up 2026 season file.
process.env.SEASON_DATA_DIR = writeNextSeasonFiles(2026);
const stack = localStackForFile({ seed: true });

let admin: PoolClient;

const json = async <T>(response: Promise<Response>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

describe('ending 2025 early, held at its archive', () => {
  it('ends it once when two ends run at once: the one held at its write is refused', async () => {
    let archiveWrites = 0;
    const held = holdWrites((input) => {
      const key = (input.Item ?? {}) as { PK?: string; SK?: string };
      return key.PK === 'POOL' && key.SK === 'ARCHIVE#2025' && ++archiveWrites === 1;
    });
    const first = admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 });
    await held.reached;

    const second = await json<SeasonEndedResult>(
      admin.send('POST', '/api/admin/season/end-early', { confirmSeason: 2025 }),
    );
    held.release();
    const refused = await first;
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The 2025 season was already ended early: start the next season',
    );
    expect((await json<SeasonEndState>(admin.get('/api/admin/season/end-early'))).endedEarly).toEqual(
      second.endedEarly,
    );
    const audit = await json<{ entries: { action: string }[] }>(admin.get('/api/admin/audit'));
    expect(audit.entries.filter((entry) => entry.action === 'season.end-early')).toHaveLength(1);
  });
});

describe('starting the next season, held at its switch', () => {
  it('enrols in the new season a player who signs up after its enrolment and before its switch', async () => {
    // The start has archived 2025, loaded 2026 and enrolled every player; its switch waits.
    const held = holdWrites((input) => {
      const key = (input.Item ?? {}) as { PK?: string; SK?: string };
      return key.PK === 'POOL' && key.SK === 'SEASON';
    });
    const start = json<NextSeasonResult>(admin.send('POST', '/api/admin/season/next', { season: 2026 }));
    await held.reached;

    // Meanwhile a player signs up: the pool still plays 2025, where both survivor pools have started.
    const newcomer = (await signIn(stack.url, 'switching@example.com')).client;
    await json(newcomer.send('POST', '/api/users/username', { username: 'mid_switch' }));
    expect((await json<MySurvivorEntry>(newcomer.get('/api/survivor/entry'))).entry).toBeNull();

    held.release();
    expect((await start).season).toBe(2026);
    expect((await json<SeasonList>(newcomer.get('/api/seasons'))).current).toBe(2026);
    const entry = await json<MySurvivorEntry>(newcomer.get('/api/survivor/entry'));
    expect(entry.entry?.id.startsWith('standard.')).toBe(true);
  });
});
