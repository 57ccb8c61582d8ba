import { runDueAutoPick } from '../../functions/autopick/schedule-service';
import { config } from '../../functions/lib/config';

/**
 * The laptop's stand-in for EventBridge Scheduler: every AUTOPICK_TICK_MS it asks whether the
 * stored schedule's armed time has come by the pool clock (so a pinned demo clock moved past it
 * fires too) and runs the auto-pick when it has. It reads the stored schedule each time, so a
 * change applies without a restart.
 */
export const startAutoPickScheduler = (): (() => Promise<void>) => {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(runDueAutoPick)
      .then((result) => {
        if (result)
          console.log(
            `auto-pick ran for Week ${result.week}: ${result.weekly.assignments.length} weekly picks, ${result.survivor.picks.length} survivor picks`,
          );
      })
      .catch((error) => console.error('auto-pick scheduler', error));
  }, config.autoPickTickMs());
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
