import path from 'node:path';
import { Aws, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, type HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ResourceGroup, resourceGroups, routeKey, routes } from '../functions/routes';
import { poolFunction } from './pool-function';
import { grantTableRights, tableRights } from './table-access';

export interface PoolApiProps {
  /** Repository root: bundling entry points, lock file and esbuild are resolved from here. */
  projectRoot: string;
  table: ITable;
  /** Environment shared by every Lambda (see functions/lib/config.ts). */
  environment: Record<string, string>;
}

/** One JSON line per request; `status` is a number, so a metric filter can count the 429s. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: 0,
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationStatus: '$context.integrationStatus',
    integrationError: '$context.integrationErrorMessage',
    userAgent: '$context.identity.userAgent',
  }).replace('"status":0', '"status":$context.status'),
);

export const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() + part.slice(1))
    .join('');

/**
 * The HTTP API: one Lambda per resource group of the route manifest, one route per manifest entry.
 * Routes and groups come only from functions/routes.ts.
 */
export class PoolApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The group functions, by group; the scheduled jobs (infra/scheduled-jobs.ts) have their own beside them. */
  readonly functions: Record<ResourceGroup, NodejsFunction>;
  /** `<apiId>.execute-api.<region>.amazonaws.com`, for the CloudFront origin. */
  readonly domainName: string;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: PoolApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'NFL pool /api (one Lambda per resource group)',
      // The $default stage is added below so it can carry throttling.
      createDefaultStage: false,
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: accessLogFormat,
      },
    });
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason: "The handlers authorize: the session cookie against each route's access in functions/routes.ts",
    });
    this.domainName = `${this.httpApi.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`;

    const functions = {} as Record<ResourceGroup, NodejsFunction>;
    const integrations = new Map<ResourceGroup, HttpLambdaIntegration>();
    for (const group of resourceGroups) {
      const fn = this.groupFunction(group, props);
      grantTableRights(fn, props.table, tableRights[group]);
      functions[group] = fn;
      integrations.set(group, new HttpLambdaIntegration(`${pascal(group)}Integration`, fn));
    }
    this.functions = functions;

    for (const route of routes) {
      const integration = integrations.get(route.group);
      if (!integration) throw new Error(`Route ${routeKey(route)} names unknown group ${route.group}`);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
      });
    }
  }

  private groupFunction(group: ResourceGroup, props: PoolApiProps): NodejsFunction {
    return poolFunction(this, `${pascal(group)}Function`, {
      projectRoot: props.projectRoot,
      entry: path.join('functions', group, 'handler.ts'),
      description: `NFL pool /api: ${group}`,
      environment: props.environment,
    });
  }
}
