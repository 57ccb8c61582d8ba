import { Logger } from '@aws-lambda-powertools/logger';
import { environment } from '../lib/config';
import { inJobSeason } from '../lib/season';
import { runScheduledAutoPick } from '../services/schedule-service';

const logger = new Logger({ serviceName: 'pool-auto-pick' });
environment();

/** The EventBridge Scheduler target: the Sunday auto-pick for the pool's current week. */
export const handler = async () => {
  const result = await inJobSeason(runScheduledAutoPick);
  const summary = {
    week: result.week,
    weeklyAssigned: result.weekly.assignments.length,
    survivorAssigned: result.survivor.picks.length,
  };
  logger.info('auto-pick ran', summary);
  return summary;
};
