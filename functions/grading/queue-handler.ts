import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSEvent } from 'aws-lambda';
import { environment } from '../lib/config';
import { gradeAgainIfMoved, runGradingPart } from '../lib/grading/grading-run';
import type { GradingPartMessage } from '../lib/grading/part-runner';

const logger = new Logger({ serviceName: 'pool-grading' });
environment();

/**
 * The grading queue's function: runs the part each message names (one message a batch). A part that
 * fails throws, so the queue delivers it again and, after its last receive, keeps it in the
 * dead-letter queue (an alarm); the week's standings stay the last grading's until it is done. The
 * part that finishes a run starts the next round when the week moved under it.
 */
export const handler = async (event: SQSEvent) => {
  for (const record of event.Records) {
    const message = JSON.parse(record.body) as GradingPartMessage;
    const end = await runGradingPart(message);
    if (!end) continue;
    logger.info('grading run finished', { ...end, run: message.run });
    await gradeAgainIfMoved(end, message);
  }
};
