import { Aws, Duration, TimeZone, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEFAULT_AUTO_PICK_TIMEZONE } from '../shared/auto-pick-schedule';
import { DEFAULT_LIVE_SYNC_MINUTES } from '../shared/schemas/live-scores';
import { nagArn } from './nag';
import { poolFunction } from './pool-function';
import { grantTableRights, tableRights } from './table-access';

export interface ScheduledJobsProps {
  projectRoot: string;
  table: ITable;
  environment: Record<string, string>;
  /** The admin's data sync function (functions/admin-games/handler.ts): it moves the game day's schedule (the live-scores settings). */
  adminFunction: NodejsFunction;
  /** The admin's auto-pick routes (functions/autopick/handler.ts): they move the Sunday schedule. */
  autoPickAdminFunction: NodejsFunction;
}

/**
 * What runs without a request: the Sunday auto-pick (on from the start, as in the app, until an admin turns it off)
 * and the game-day job (live scores, grading, reminders) every few minutes, each an EventBridge
 * Scheduler schedule invoking its own function, with retries and a dead-letter queue. The admin
 * function gets the schedules' names and the rights to update them.
 */
export class ScheduledJobs extends Construct {
  readonly autoPickFunction: NodejsFunction;
  readonly gameDayFunction: NodejsFunction;
  readonly autoPickSchedule: Schedule;
  readonly gameDaySchedule: Schedule;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const stack = `${Aws.STACK_NAME}`;

    this.deadLetterQueue = new Queue(this, 'FailedRuns', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    // One role the schedules assume to invoke their functions; the admin function passes it on updates.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
    });
    const invoke = (fn: NodejsFunction) =>
      new LambdaInvoke(fn, {
        role: schedulerRole,
        deadLetterQueue: this.deadLetterQueue,
        retryAttempts: 2,
        maxEventAge: Duration.minutes(5),
      });

    this.autoPickFunction = poolFunction(this, 'AutoPickFunction', {
      projectRoot: props.projectRoot,
      entry: 'functions/autopick/scheduled-handler.ts',
      description: 'NFL pool: Sunday auto-pick',
      environment: props.environment,
      timeout: Duration.minutes(1),
    });
    this.gameDayFunction = poolFunction(this, 'GameDayFunction', {
      projectRoot: props.projectRoot,
      entry: 'functions/gameday/scheduled-handler.ts',
      description: 'NFL pool: game-day live scores, grading and reminders',
      environment: props.environment,
      timeout: Duration.minutes(1),
    });
    grantTableRights(this.autoPickFunction, props.table, tableRights.autoPick);
    grantTableRights(this.gameDayFunction, props.table, tableRights.gameDay);

    this.autoPickSchedule = new Schedule(this, 'AutoPickSchedule', {
      scheduleName: `${stack}-auto-pick`,
      description: 'Sunday auto-pick: fills the missing picks of the current week',
      schedule: ScheduleExpression.cron({
        minute: '5',
        hour: '13',
        weekDay: 'SUN',
        timeZone: TimeZone.of(DEFAULT_AUTO_PICK_TIMEZONE),
      }),
      target: invoke(this.autoPickFunction),
    });
    this.gameDaySchedule = new Schedule(this, 'GameDaySchedule', {
      scheduleName: `${stack}-game-day`,
      description: 'Game day: live scores and grading while games are on, pick reminders',
      schedule: ScheduleExpression.rate(Duration.minutes(DEFAULT_LIVE_SYNC_MINUTES)),
      target: invoke(this.gameDayFunction),
    });

    // The admin's auto-pick routes change the Sunday schedule; its live-scores settings the game day's.
    const schedules = [
      { fn: props.autoPickAdminFunction, env: 'AUTOPICK', schedule: this.autoPickSchedule },
      { fn: props.adminFunction, env: 'LIVE_SCORES', schedule: this.gameDaySchedule },
    ];
    for (const { fn, env, schedule } of schedules) {
      fn.addEnvironment(`${env}_SCHEDULE_NAME`, schedule.scheduleName);
      fn.addEnvironment(`${env}_SCHEDULE_GROUP`, 'default');
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['scheduler:GetSchedule', 'scheduler:UpdateSchedule'],
          resources: [schedule.scheduleArn],
        }),
      );
      schedulerRole.grantPassRole(fn.grantPrincipal);
    }
    Validations.of(schedulerRole).acknowledge(
      ...[this.autoPickFunction, this.gameDayFunction].map((fn) => ({
        id: `AwsSolutions-IAM5[Resource::${nagArn(fn)}:*]`,
        reason: "CDK's grantInvoke adds the function's versions (:*); the role invokes only the two jobs",
      })),
    );
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "It is the schedules' dead-letter queue (Scheduler's, not an SQS redrive nag can see)",
    });
  }
}
