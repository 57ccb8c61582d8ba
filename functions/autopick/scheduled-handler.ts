import { Logger } from '@aws-lambda-powertools/logger';
import { environment } from '../lib/config';
import { inJobSeason } from '../lib/season';
import { runScheduledAutoPick, scheduledRunSummary } from '../services/schedule-service';

const logger = new Logger({ serviceName: 'pool-auto-pick' });
environment();

/**
 * The EventBridge Scheduler target: the Sunday auto-pick for the pool's current week. Null when the
 * run was taken already (the game-day job makes up a run this schedule missed).
 */
export const handler = async () => {
  const result = await inJobSeason(runScheduledAutoPick);
  if (!result) {
    logger.info('auto-pick: nothing due, the run was made already');
    return null;
  }
  const summary = scheduledRunSummary(result);
  logger.info('auto-pick ran', { ...summary });
  return summary;
};
