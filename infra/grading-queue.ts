import { Duration, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { PART_ATTEMPTS } from '../functions/lib/grading/part-runner';
import { poolFunction } from './pool-function';
import { grantTableRights, tableRights } from './table-access';

export interface GradingQueueProps {
  projectRoot: string;
  table: ITable;
  environment: Record<string, string>;
  /** The functions that grade a week (scores, corrections, the game-day job): they send a big run's parts. */
  senders: NodejsFunction[];
}

/** A part's time: one Query page of sheets read, graded and written, or the run's last step (1,000 pages at 100,000 players). */
const PART_TIMEOUT = Duration.minutes(1);

/**
 * Grading's fan-out (functions/lib/grading): an SQS queue of grading parts, one part a message and
 * one message a batch, its function, and a dead-letter queue where a part lands after PART_ATTEMPTS
 * receives (an alarm watches it). The run item is the barrier: the part that completes it writes
 * the week's standings. The senders get the queue's address and may send to it, nothing more.
 */
export class GradingQueue extends Construct {
  readonly partsFunction: NodejsFunction;
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: GradingQueueProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'FailedParts', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new Queue(this, 'Parts', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Lambda's advice: six times the function's timeout, so a slow part is not received twice at once.
      visibilityTimeout: Duration.seconds(PART_TIMEOUT.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: PART_ATTEMPTS },
    });
    this.partsFunction = poolFunction(this, 'PartsFunction', {
      projectRoot: props.projectRoot,
      entry: 'functions/grading/queue-handler.ts',
      description: 'NFL pool: grading parts',
      environment: { ...props.environment, GRADING_QUEUE_URL: this.queue.queueUrl },
      timeout: PART_TIMEOUT,
    });
    this.partsFunction.addEventSource(new SqsEventSource(this.queue, { batchSize: 1 }));
    grantTableRights(this.partsFunction, props.table, tableRights.grading);

    // The parts function sends too: the next round of a run whose week moved.
    const send = new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] });
    for (const fn of [...props.senders, this.partsFunction]) {
      fn.addToRolePolicy(send);
      if (fn !== this.partsFunction) fn.addEnvironment('GRADING_QUEUE_URL', this.queue.queueUrl);
    }
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "It is the grading queue's dead-letter queue",
    });
  }
}
