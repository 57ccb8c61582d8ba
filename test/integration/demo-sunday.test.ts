import { beforeAll, describe, expect, it } from 'vitest';
import { getAutoPickStatus, moveArmedRun } from '../../functions/lib/data/auto-pick-repository';
import { inJobSeason } from '../../functions/lib/season';
import { runMissedAutoPick, runScheduledAutoPick } from '../../functions/services/schedule-service';
import { sourceJobs } from '../../infra/local/job-scheduler';
import type { Game } from '../../shared/game';
import type { AuditEntry, AuditPage } from '../../shared/schemas/admin-people';
import { holdAtEachWrite } from '../support/interleave';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * The demo Sunday as `npm start` plays it: Week 13, Sunday 2025-11-30, the app started at 12:50 PM ET.
 * The scheduler never ticks on its own here (an hour of real time between ticks): each test moves the
 * pinned pool clock and runs the very jobs the local scheduler runs, so a run of the file takes
 * seconds, not an afternoon.
 */
process.env.JOB_TICK_MS = '3600000';
const SUNDAY_1250 = '2025-11-30T17:50:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: SUNDAY_1250, jobs: true });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const job = (name: string) => {
  const found = sourceJobs.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

/** The auto-pick lines of the audit log, newest first. */
const autoPickAudit = async (): Promise<AuditEntry[]> => {
  const entries: AuditEntry[] = [];
  let cursor: string | null = null;
  do {
    const page = (await (
      await admin.get(`/api/admin/audit${cursor ? `?cursor=${cursor}` : ''}`)
    ).json()) as AuditPage;
    entries.push(...page.entries);
    cursor = page.nextCursor;
  } while (cursor);
  return entries.filter((entry) => entry.action === 'autopick.run');
};

describe('the Sunday auto-pick when the app starts at 12:50 PM and its first look comes at 1:50 PM', () => {
  it('runs once on the first look, audited as late', async () => {
    // Starting up a running demo clock at 120x takes about an hour of pool time.
    setClock('2025-11-30T18:50:00.000Z');
    const line = await job('auto-pick').runIfDue();
    expect(line).toMatch(/^auto-pick ran for Week 13 \(ran at 1:50 PM, due 1:05 PM\): [1-9]\d* weekly picks/);
    expect(await job('auto-pick').runIfDue()).toBeNull();
    const runs = await autoPickAudit();
    expect(runs).toHaveLength(1);
    expect(runs[0]?.summary).toMatch(/^Auto-pick for Week 13 \(schedule, ran at 1:50 PM, due 1:05 PM\)/);
    expect(runs[0]?.actor.name).toBe('Scheduler');
    expect((await getAutoPickStatus()).armedFor).toBe('2025-12-07T18:05:00.000Z');
  });

  it('two wake-ups for one missed run, one held at each of its writes: it runs once', async () => {
    // A week on: EventBridge Scheduler missed 1:05 PM; the game-day job finds it missed as EventBridge retries.
    const due = '2025-12-07T18:05:00.000Z';
    setClock('2025-12-07T19:30:00.000Z');
    const missed = () => inJobSeason(runMissedAutoPick);
    const called = () => inJobSeason(runScheduledAutoPick);
    const orders: [typeof missed, typeof called][] = [
      [missed, called],
      [called, missed],
    ];
    for (const [a, b] of orders) {
      const writes = await holdAtEachWrite({
        setup: async () => {
          const { armedFor } = await inJobSeason(getAutoPickStatus);
          await inJobSeason(() => moveArmedRun(armedFor, due));
          return (await autoPickAudit()).length;
        },
        a,
        b,
        check: async (before, answers) => {
          const ran = [answers.a, answers.b].filter((run) => run !== null);
          expect(ran, `position ${answers.position}`).toHaveLength(1);
          expect(ran[0]?.late).toBe('ran at 2:30 PM, due 1:05 PM');
          expect((await autoPickAudit()).length).toBe(before + 1);
          expect((await inJobSeason(getAutoPickStatus)).armedFor).toBe('2025-12-14T18:05:00.000Z');
        },
      });
      expect(writes).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the Sunday replayed at 120x', () => {
  it('brings each team’s points a play at a time, every 10 pool minutes (a 5 s tick), and ends on the real scores (Sunday night’s in overtime)', async () => {
    const games = async () => (await (await admin.get('/api/games/week/13')).json()) as Game[];
    const sunday = (await games()).filter(
      (game) => game.startTime >= '2025-11-30T18:00' && game.startTime < '2025-12-01T02:00',
    );
    expect(sunday).toHaveLength(11);
    const scores = new Map(sunday.map((game) => [game.id, { home: [0], away: [0] }]));
    for (let at = Date.parse(SUNDAY_1250); at <= Date.parse('2025-12-01T05:20:00.000Z'); at += 10 * 60_000) {
      setClock(new Date(at).toISOString());
      for (const name of ['auto-pick', 'live scores', 'reminders']) await job(name).runIfDue();
      for (const game of await games()) {
        const seen = scores.get(game.id);
        seen?.home.push(game.homeScore ?? 0);
        seen?.away.push(game.awayScore ?? 0);
      }
    }
    const final = await games();
    const jumps: number[] = [];
    for (const game of sunday) {
      const stored = final.find((candidate) => candidate.id === game.id);
      expect(stored, game.id).toMatchObject({ status: 'final', isCompleted: true });
      const seen = scores.get(game.id) ?? { home: [], away: [] };
      for (const [side, points] of [
        ['home', seen.home],
        ['away', seen.away],
      ] as const) {
        expect(points.at(-1), `${game.id} ${side}`).toBe(
          side === 'home' ? stored?.homeScore : stored?.awayScore,
        );
        const steps = points.slice(1).map((now, i) => now - (points[i] ?? 0));
        expect(Math.min(...steps), `${game.id} ${side}`).toBeGreaterThanOrEqual(0);
        jumps.push(...steps.filter((step) => step > 0));
      }
    }
    expect(Math.max(...jumps)).toBeLessThanOrEqual(8);
    // SF 26 at CLE: SF's points come in four plays or more, not one or two bursts.
    expect(new Set(scores.get('401772785')?.away).size).toBeGreaterThanOrEqual(5);
  }, 60_000);
});
