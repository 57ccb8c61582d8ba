import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { config } from '../../functions/lib/config';
import { inJobSeason } from '../../functions/lib/season';
import { runDueLiveSync } from '../../functions/services/live-scores-service';
import { runDueReminders } from '../../functions/services/reminder-job';
import {
  autoPickDue,
  runDueAutoPick,
  type ScheduledAutoPick,
  type ScheduledRunSummary,
  scheduledRunSummary,
} from '../../functions/services/schedule-service';
import { runWeekGradedPushes } from '../../functions/services/week-graded-push';
import type { LiveSyncResult } from '../../shared/schemas/live-scores';
import type { Bundles } from './bundled-handlers';

/** A job the scheduler asks on every tick; it decides by the pool clock and the stored state whether it is due. */
export interface Job {
  name: string;
  runIfDue: () => Promise<string | null>;
}

const autoPickLine = (run: ScheduledRunSummary | null) =>
  run &&
  `auto-pick ran for Week ${run.week}${run.late ? ` (${run.late})` : ''}: ${run.weeklyAssigned} weekly picks, ${run.survivorAssigned} survivor picks`;

const liveScoresLine = (result: LiveSyncResult | null) =>
  result && result.gamesUpdated > 0
    ? `live scores for Week ${result.weeks.join(', ')}: ${result.gamesUpdated} games updated, ${result.gamesFinished} final`
    : null;

const remindersLine = (sent: number) => (sent > 0 ? `reminders: ${sent} sent` : null);

/** The jobs run from the TypeScript sources. */
export const sourceJobs: Job[] = [
  {
    name: 'auto-pick',
    runIfDue: async () => {
      const run: ScheduledAutoPick | null = await inJobSeason(runDueAutoPick);
      return autoPickLine(run && scheduledRunSummary(run));
    },
  },
  { name: 'live scores', runIfDue: async () => liveScoresLine(await inJobSeason(runDueLiveSync)) },
  { name: 'reminders', runIfDue: async () => remindersLine((await inJobSeason(runDueReminders)).sent) },
  {
    name: 'week graded pushes',
    runIfDue: async () => {
      const { sent } = await inJobSeason(runWeekGradedPushes);
      return sent > 0 ? `week graded pushes: ${sent} sent` : null;
    },
  },
];

/** The synthesized functions the bundled jobs invoke (names as in infra/local/bundled-handlers.ts). */
export const BUNDLED_JOBS = ['auto-pick', 'game-day'] as const;

/** What EventBridge Scheduler passes a Lambda target without an input. */
const scheduledInvocation = (name: string): [Record<string, never>, Context] => [
  {},
  {
    functionName: `pool-${name}`,
    awsRequestId: randomUUID(),
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 60_000,
  } as Context,
];

/**
 * The jobs as AWS runs them: the auto-pick and game-day bundles. The scheduler plays EventBridge
 * Scheduler's part: it invokes the auto-pick bundle when the stored schedule's armed time has come,
 * and the game-day bundle on every tick (that function decides itself what is due, as it does on
 * its rate schedule in AWS).
 */
export const bundledJobs = (bundles: Bundles): Job[] => [
  {
    name: 'auto-pick',
    runIfDue: async () => {
      if (!(await inJobSeason(autoPickDue))) return null;
      const handler = await bundles.job('auto-pick');
      return autoPickLine((await handler(...scheduledInvocation('auto-pick'))) as ScheduledRunSummary | null);
    },
  },
  {
    name: 'game-day',
    runIfDue: async () => {
      const handler = await bundles.job('game-day');
      const result = (await handler(...scheduledInvocation('game-day'))) as {
        liveScores: LiveSyncResult | null;
        reminders: { sent: number };
        autoPick: ScheduledRunSummary | null;
      };
      const lines = [
        liveScoresLine(result.liveScores),
        remindersLine(result.reminders.sent),
        autoPickLine(result.autoPick),
      ];
      return lines.filter(Boolean).join('\n') || null;
    },
  },
];

/**
 * The laptop's stand-in for EventBridge Scheduler: every JOB_TICK_MS (real time) it asks each job
 * whether it is due by the pool clock, so a pinned clock moved past a time, or a running demo clock
 * (POOL_CLOCK_SPEED), fires it too. Jobs read their stored state each time, so a change applies
 * without a restart; a tick that comes while the last one still runs is skipped, so jobs never overlap
 * themselves and a slow machine never queues ticks up.
 */
export const startJobScheduler = (jobs: Job[]): (() => Promise<void>) => {
  let running: Promise<void> | null = null;
  const tick = async () => {
    for (const job of jobs) {
      try {
        const line = await job.runIfDue();
        if (line) console.log(line);
      } catch (error) {
        console.error(`${job.name} job`, error);
      }
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, config.jobTickMs());
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
