import { Logger } from '@aws-lambda-powertools/logger';
import { environment } from '../lib/config';
import { inJobSeason } from '../lib/season';
import { runDueLiveSync } from '../services/live-scores-service';
import { runDueReminders } from '../services/reminder-job';
import { runMissedAutoPick, scheduledRunSummary } from '../services/schedule-service';
import { runWeekGradedPushes } from '../services/week-graded-push';

const logger = new Logger({ serviceName: 'pool-game-day' });
environment();

/**
 * The EventBridge Scheduler target of the game-day schedule (every few minutes): syncs live scores
 * and grades when a game of the current week is on (outside game windows it reads one partition),
 * sends the pick reminders that are due and the pushes of a week graded final, and makes up an auto-pick run its schedule missed (once,
 * audited as late). One failing never stops the others.
 */
export const handler = async () => {
  const [liveScores, reminders, autoPick, gradedPushes] = await inJobSeason(() =>
    Promise.allSettled([runDueLiveSync(), runDueReminders(), runMissedAutoPick(), runWeekGradedPushes()]),
  );
  if (liveScores.status === 'fulfilled' && liveScores.value)
    logger.info('live scores synced', { ...liveScores.value });
  if (reminders.status === 'fulfilled' && reminders.value.sent > 0)
    logger.info('reminders sent', reminders.value);
  if (autoPick.status === 'fulfilled' && autoPick.value)
    logger.info('missed auto-pick made up', { ...scheduledRunSummary(autoPick.value) });
  if (gradedPushes.status === 'fulfilled' && gradedPushes.value.sent > 0)
    logger.info('week graded pushes sent', gradedPushes.value);
  for (const failed of [liveScores, reminders, autoPick, gradedPushes]) {
    if (failed.status === 'rejected') logger.error('game-day job failed', { error: failed.reason as Error });
  }
  if (liveScores.status === 'rejected') throw liveScores.reason;
  if (reminders.status === 'rejected') throw reminders.reason;
  if (autoPick.status === 'rejected') throw autoPick.reason;
  if (gradedPushes.status === 'rejected') throw gradedPushes.reason;
  return {
    liveScores: liveScores.value,
    reminders: reminders.value,
    autoPick: autoPick.value && scheduledRunSummary(autoPick.value),
    gradedPushes: gradedPushes.value,
  };
};
