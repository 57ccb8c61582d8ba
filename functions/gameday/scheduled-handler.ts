import { Logger } from '@aws-lambda-powertools/logger';
import { environment } from '../lib/config';
import { inJobSeason } from '../lib/season';
import { runDueLiveSync } from '../services/live-scores-service';
import { runDueReminders } from '../services/reminder-job';

const logger = new Logger({ serviceName: 'pool-game-day' });
environment();

/**
 * The EventBridge Scheduler target of the game-day schedule (every few minutes): syncs live scores
 * and grades when a game of the current week is on (outside game windows it reads one partition),
 * and sends the pick reminders that are due. One failing never stops the other.
 */
export const handler = async () => {
  const [liveScores, reminders] = await inJobSeason(() =>
    Promise.allSettled([runDueLiveSync(), runDueReminders()]),
  );
  if (liveScores.status === 'fulfilled' && liveScores.value)
    logger.info('live scores synced', { ...liveScores.value });
  if (reminders.status === 'fulfilled' && reminders.value.sent > 0)
    logger.info('reminders sent', reminders.value);
  for (const failed of [liveScores, reminders]) {
    if (failed.status === 'rejected') logger.error('game-day job failed', { error: failed.reason as Error });
  }
  if (liveScores.status === 'rejected') throw liveScores.reason;
  if (reminders.status === 'rejected') throw reminders.reason;
  return { liveScores: liveScores.value, reminders: reminders.value };
};
