import { runDueAutoPick } from '../../functions/autopick/schedule-service';
import { runDueLiveSync } from '../../functions/gameday/live-scores-service';
import { config } from '../../functions/lib/config';
import { runDueReminders } from '../../functions/reminders/reminder-job';

/** A job the scheduler asks on every tick; it decides by the pool clock and the stored state whether it is due. */
interface Job {
  name: string;
  runIfDue: () => Promise<string | null>;
}

const jobs: Job[] = [
  {
    name: 'auto-pick',
    runIfDue: async () => {
      const result = await runDueAutoPick();
      return (
        result &&
        `auto-pick ran for Week ${result.week}: ${result.weekly.assignments.length} weekly picks, ${result.survivor.picks.length} survivor picks`
      );
    },
  },
  {
    name: 'live scores',
    runIfDue: async () => {
      const result = await runDueLiveSync();
      return (
        result &&
        (result.gamesUpdated > 0
          ? `live scores for Week ${result.week}: ${result.gamesUpdated} games updated, ${result.gamesFinished} final`
          : null)
      );
    },
  },
  {
    name: 'reminders',
    runIfDue: async () => {
      const { sent } = await runDueReminders();
      return sent > 0 ? `reminders: ${sent} sent` : null;
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
export const startJobScheduler = (): (() => Promise<void>) => {
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
