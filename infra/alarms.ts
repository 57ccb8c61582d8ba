import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface PoolAlarmsProps {
  httpApi: HttpApi;
  /** The HTTP API's JSON access log: throttled requests (429) are counted from it. */
  accessLogs: ILogGroup;
  /** Every pool Lambda, by a readable name. */
  functions: Record<string, NodejsFunction>;
  /** Where a scheduled run lands after its retries. */
  failedRuns: IQueue;
  /** The grading queue's dead-letter queue: a part that failed every receive. */
  failedGradingParts: IQueue;
  /** Subscribed to the topic when given. */
  email?: string;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * What tells the admin the pool is unwell, all on one SNS topic: the API's 5xx rate, requests the
 * API throttled, any function's errors, Lambda throttling in the region, and a scheduled run that
 * failed after its retries.
 */
export class PoolAlarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: PoolAlarmsProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', { displayName: 'NFL pool alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'CloudWatch cannot publish to a topic under the AWS managed key; a customer key costs $1 a month',
    });
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));

    const apiMetric = (metricName: string) =>
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApi.apiId, Stage: '$default' },
        statistic: 'Sum',
        period: FIVE_MINUTES,
      });
    this.add('ApiServerErrors', {
      description: '5% or more of /api requests answered 5xx over 5 minutes (of at least 10 requests)',
      metric: new MathExpression({
        expression: 'IF(requests >= 10, 100 * errors / requests, 0)',
        usingMetrics: { errors: apiMetric('5xx'), requests: apiMetric('Count') },
        label: '/api 5xx %',
        period: FIVE_MINUTES,
      }),
      threshold: 5,
    });

    // HTTP APIs publish no throttle metric; a throttled request is a 429 in the access log.
    const throttled = new MetricFilter(this, 'ApiThrottledFilter', {
      logGroup: props.accessLogs,
      filterPattern: FilterPattern.numberValue('$.status', '=', 429),
      metricNamespace: 'NflPool',
      metricName: 'ApiThrottledRequests',
      metricValue: '1',
    });
    this.add('ApiThrottled', {
      description: 'The HTTP API throttled 10 or more requests (429) in 5 minutes',
      metric: throttled.metric({ statistic: 'Sum', period: FIVE_MINUTES }),
      threshold: 10,
    });

    for (const [name, fn] of Object.entries(props.functions)) {
      this.add(`${name}Errors`, {
        description: `The ${name} function failed (an error or a timeout Lambda counted)`,
        metric: fn.metricErrors({ statistic: 'Sum', period: FIVE_MINUTES }),
        threshold: 1,
      });
    }
    this.add('LambdaThrottles', {
      description: "Lambda throttled invocations in this region (the account's concurrency is used up)",
      metric: LambdaFunction.metricAllThrottles({ statistic: 'Sum', period: FIVE_MINUTES }),
      threshold: 1,
    });
    this.add('FailedScheduledRuns', {
      description:
        'A scheduled job (auto-pick or game day) failed after its retries: see its dead-letter queue',
      metric: props.failedRuns.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
    });
    this.add('FailedGradingParts', {
      description:
        "A grading part failed every attempt: the week's standings stay the last grading's until it runs again (see the grading dead-letter queue)",
      metric: props.failedGradingParts.metricApproximateNumberOfMessagesVisible({
        statistic: 'Maximum',
        period: FIVE_MINUTES,
      }),
      threshold: 1,
    });
  }

  private add(id: string, props: { description: string; metric: IMetric; threshold: number }): void {
    const alarm = new Alarm(this, id, {
      alarmDescription: props.description,
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
