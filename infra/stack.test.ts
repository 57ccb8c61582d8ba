import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetWeek, simulateWeek } from '../functions/admin-games/simulation-service';
import { now } from '../functions/lib/clock';
import { tableKeys } from '../functions/lib/data/table-definition';
import { ORIGIN_SECRET_HEADER } from '../functions/lib/http/middleware/site-only';
import { resourceGroups, routeKey, routes } from '../functions/routes';
import {
  list,
  poolLambdas,
  type Resource,
  type Statement,
  serviceActions,
  statementsOf,
  type TemplateJson,
  tableActions,
  tableLogicalId,
} from '../test/support/template-rights';
import { checkAwsSolutions } from './nag';
import { cacheControl, securityHeaderValues } from './security-headers';
import { type DeploySettings, readSettings, toOrigin } from './settings';
import { PoolStack, projectRoot } from './stack';
import { type TableUser, tableRights } from './table-access';

/** The same feature flags `cdk synth` uses. */
const cdkJsonContext = (): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')).context;

const settings: DeploySettings = {
  siteOrigin: 'https://pool.test.example',
  authDomainPrefix: 'nfl-pool-test',
  adminEmails: ['boss@example.com', 'deputy@example.com'],
  poolSeason: '2025',
  mailFrom: 'Pool <pool@test.example>',
  sportsDataProvider: 'espn',
  testing: false,
};

const outDirs: string[] = [];

interface Synthesized {
  template: Template;
  json: TemplateJson;
  outdir: string;
}

/**
 * Synthesizes the stack as `cdk synth` does, cdk-nag's AwsSolutions pack included, and fails with
 * the findings nobody acknowledged. Bundling is skipped (the CLI's own switch): the shipped bundles
 * are tested from cdk.out by test/bundled.
 */
const synthesize = (
  props: {
    settings?: Partial<DeploySettings>;
    siteAssetsPath?: string | null;
    extend?: (stack: PoolStack) => void;
  } = {},
): Synthesized => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'pool-synth-'));
  outDirs.push(outdir);
  const app = new App({ outdir, context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] } });
  const stack = new PoolStack(app, 'TestPool', {
    settings: { ...settings, ...props.settings },
    siteAssetsPath: props.siteAssetsPath,
  });
  props.extend?.(stack);
  checkAwsSolutions(app);
  try {
    app.synth();
  } catch (error) {
    const reportPath = path.join(outdir, 'validation-report.json');
    if (!existsSync(reportPath)) throw error;
    const report = JSON.parse(readFileSync(reportPath, 'utf8')) as {
      pluginReports: {
        violations: { ruleName: string; violatingConstructs: { constructPath: string }[] }[];
      }[];
    };
    const findings = report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((v) =>
        v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`),
      ),
    );
    throw new Error(`cdk-nag findings nobody acknowledged:\n${findings.join('\n')}`);
  }
  const json = JSON.parse(readFileSync(path.join(outdir, 'TestPool.template.json'), 'utf8')) as TemplateJson;
  return { template: Template.fromJSON(json), json, outdir };
};

const resourcesOf = (json: TemplateJson, type: string): [string, Resource][] =>
  Object.entries(json.Resources).filter(([, r]) => r.Type === type);

const groupOfFunction = (fn: Resource): string | undefined =>
  /^NFL pool \/api: (.+)$/.exec(String(fn.Properties.Description ?? ''))?.[1];

const userOfDescription = (description: string): TableUser => {
  if (description === 'NFL pool: Sunday auto-pick') return 'autoPick';
  if (description === 'NFL pool: game-day live scores, grading and reminders') return 'gameDay';
  if (description === 'NFL pool: grading parts') return 'grading';
  const group = /^NFL pool \/api: (.+)$/.exec(description)?.[1];
  if (!group) throw new Error(`Unknown pool function "${description}"`);
  return group as TableUser;
};

/** The header set a CloudFront response headers policy sends, as the local server writes it. */
const headersOfPolicy = (policy: Resource): Record<string, string> => {
  const config = policy.Properties.ResponseHeadersPolicyConfig as {
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: number;
        IncludeSubdomains: boolean;
        Override: boolean;
      };
      ContentTypeOptions: { Override: boolean };
      FrameOptions: { FrameOption: string; Override: boolean };
      ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
    };
    CustomHeadersConfig?: { Items: { Header: string; Value: string; Override: boolean }[] };
  };
  const security = config.SecurityHeadersConfig;
  const all = [
    security.ContentSecurityPolicy,
    security.StrictTransportSecurity,
    security.ContentTypeOptions,
    security.FrameOptions,
    security.ReferrerPolicy,
    ...(config.CustomHeadersConfig?.Items ?? []),
  ];
  expect(all.every((header) => header.Override)).toBe(true);
  const hsts = security.StrictTransportSecurity;
  return {
    'content-security-policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'strict-transport-security': `max-age=${hsts.AccessControlMaxAgeSec}${hsts.IncludeSubdomains ? '; includeSubDomains' : ''}`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': security.FrameOptions.FrameOption,
    'referrer-policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries(
      (config.CustomHeadersConfig?.Items ?? []).map((item) => [item.Header.toLowerCase(), item.Value]),
    ),
  };
};

describe('PoolStack', () => {
  let siteDir: string;
  let template: Template;
  let json: TemplateJson;
  let outdir: string;

  beforeAll(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'pool-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>pool</title>');
    writeFileSync(path.join(siteDir, 'index.html.br'), 'brotli');
    writeFileSync(path.join(siteDir, 'index.html.gz'), 'gzip');
    mkdirSync(path.join(siteDir, '.vite'));
    writeFileSync(path.join(siteDir, '.vite', 'manifest.json'), '{}');
    ({ template, json, outdir } = synthesize({ siteAssetsPath: siteDir }));
  }, 120_000);

  afterAll(() => {
    rmSync(siteDir, { recursive: true, force: true });
    for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('has the single table: on-demand, PK/SK, GSI1, TTL, PITR, deletion protection, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        TimeToLiveSpecification: { AttributeName: tableKeys.ttlAttribute, Enabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        GlobalSecondaryIndexes: [
          {
            IndexName: tableKeys.gsi1.name,
            KeySchema: [
              { AttributeName: tableKeys.gsi1.partitionKey, KeyType: 'HASH' },
              { AttributeName: tableKeys.gsi1.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    });
  });

  it('has one Node 22 arm64 Lambda per resource group, with the app configuration', () => {
    const functions = resourcesOf(json, 'AWS::Lambda::Function').map(([, fn]) => fn);
    const groupFunctions = functions.filter((fn) => groupOfFunction(fn) !== undefined);
    expect(groupFunctions.map(groupOfFunction).sort()).toEqual([...resourceGroups].sort());
    for (const fn of groupFunctions) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
      });
    }
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^NFL pool /api: '),
      Environment: {
        Variables: {
          TABLE_NAME: Match.anyValue(),
          SITE_ORIGIN: settings.siteOrigin,
          OIDC_ISSUER: Match.anyValue(),
          OIDC_CLIENT_ID: Match.anyValue(),
          OIDC_LOGOUT_URL: Match.anyValue(),
          ADMIN_EMAILS: 'boss@example.com,deputy@example.com',
          POOL_SEASON: '2025',
          SPORTS_DATA_PROVIDER: 'espn',
          MAIL_TRANSPORT: 'ses',
          MAIL_FROM: settings.mailFrom,
          POOL_TESTING: 'off',
          JOIN_POLICY: 'invite',
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
    });
  });

  it('gives every function the table rights declared for it, and no dynamodb:* or Resource * on the table', () => {
    const tableId = tableLogicalId(json);
    const lambdas = poolLambdas(json);
    expect(lambdas).toHaveLength(resourceGroups.length + 3);
    for (const fn of lambdas) {
      const rights = tableRights[userOfDescription(fn.description)];
      const statements = statementsOf(json, fn);
      const declared = [
        ...new Set([
          ...rights.reads,
          ...rights.writes,
          ...(rights.auditLog ? ['PutItem'] : []),
          ...(rights.sessions ? ['UpdateItem'] : []),
        ]),
      ];
      expect(tableActions(statements, tableId), fn.description).toEqual(declared.sort());
    }
    const everyStatement = resourcesOf(json, 'AWS::IAM::Policy').flatMap(
      ([, p]) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
    for (const statement of everyStatement) {
      const actions = list(statement.Action);
      expect(actions.filter((a) => a.startsWith('dynamodb:') && a.includes('*'))).toEqual([]);
      if (actions.some((a) => a.startsWith('dynamodb:'))) expect(list(statement.Resource)).not.toContain('*');
    }
  });

  it("lets the read-only groups put only into the audit log (an admin's change while viewing as a player) and update only sessions (an impersonation ended)", () => {
    const tableId = tableLogicalId(json);
    const readOnly = poolLambdas(json).filter(
      (fn) => tableRights[userOfDescription(fn.description)].writes.length === 0,
    );
    expect(readOnly.map((fn) => userOfDescription(fn.description)).sort()).toEqual(
      ['content', 'games', 'leaderboard', 'squares', 'teams'].sort(),
    );
    for (const fn of readOnly) {
      const writes = statementsOf(json, fn).filter((s) =>
        tableActions([s], tableId).some((a) => !['GetItem', 'BatchGetItem', 'Query'].includes(a)),
      );
      expect(writes, fn.description).toEqual([
        expect.objectContaining({
          Action: 'dynamodb:PutItem',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SEASON#*#AUDIT'] } },
        }),
        expect.objectContaining({
          Action: 'dynamodb:UpdateItem',
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SESSION#*'] } },
        }),
      ]);
    }
  });

  it('reads through GSI1 by its own ARN, not index/*', () => {
    const tableId = tableLogicalId(json);
    const [fn] = poolLambdas(json).filter((f) => f.description === 'NFL pool /api: admin-games');
    if (!fn) throw new Error('no admin-games function');
    const query = statementsOf(json, fn).find((s) => list(s.Action).includes('dynamodb:Query'));
    expect(query?.Resource).toEqual([
      { 'Fn::GetAtt': [tableId, 'Arn'] },
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': [tableId, 'Arn'] }, `/index/${tableKeys.gsi1.name}`]] },
    ]);
  });

  it('lets each function write only its own log group, which keeps a month', () => {
    for (const fn of poolLambdas(json)) {
      const logGroupId = (fn.resource.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(json.Resources[logGroupId]?.Properties.RetentionInDays, fn.description).toBe(30);
      const logs = statementsOf(json, fn).filter((s) => list(s.Action).some((a) => a.startsWith('logs:')));
      expect(logs, fn.description).toEqual([
        {
          Effect: 'Allow',
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [logGroupId, 'Arn'] },
        },
      ]);
      const roleId = (fn.resource.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      expect(json.Resources[roleId]?.Properties.ManagedPolicyArns, fn.description).toBeUndefined();
    }
    for (const [id, logGroup] of resourcesOf(json, 'AWS::Logs::LogGroup')) {
      expect(logGroup.Properties.RetentionInDays, id).toBeGreaterThan(0);
    }
  });

  it('runs the auto-pick (on from the start, as the app says) and the game-day job on EventBridge Scheduler, with retries and a dead-letter queue', () => {
    const schedules = resourcesOf(json, 'AWS::Scheduler::Schedule').map(([, s]) => s);
    expect(schedules).toHaveLength(2);
    const byExpression = (expression: string) =>
      schedules.find((schedule) => schedule.Properties.ScheduleExpression === expression)?.Properties;
    expect(byExpression('cron(5 13 ? * SUN *)')).toMatchObject({
      ScheduleExpressionTimezone: 'America/New_York',
      State: 'ENABLED',
    });
    expect(byExpression('rate(5 minutes)')).toMatchObject({ State: 'ENABLED' });
    for (const schedule of schedules) {
      expect(schedule.Properties.Target).toMatchObject({
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
        DeadLetterConfig: { Arn: expect.anything() },
      });
    }
  });

  it('lets the admin functions move the schedules (each its own) and mail, the game-day job mail, and no one else either', () => {
    const rights = Object.fromEntries(
      poolLambdas(json).map((fn) => {
        const statements = statementsOf(json, fn);
        return [
          userOfDescription(fn.description),
          [
            ...serviceActions(statements, 'scheduler'),
            ...serviceActions(statements, 'iam'),
            ...serviceActions(statements, 'ses'),
          ],
        ];
      }),
    );
    expect(Object.fromEntries(Object.entries(rights).filter(([, actions]) => actions.length > 0))).toEqual({
      'admin-games': ['scheduler:GetSchedule', 'scheduler:UpdateSchedule', 'iam:PassRole', 'ses:SendEmail'],
      'admin-picks': ['ses:SendEmail'],
      autopick: ['scheduler:GetSchedule', 'scheduler:UpdateSchedule', 'iam:PassRole'],
      gameDay: ['ses:SendEmail'],
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'NFL pool /api: admin-games',
      Environment: { Variables: Match.objectLike({ LIVE_SCORES_SCHEDULE_NAME: Match.anyValue() }) },
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'NFL pool /api: autopick',
      Environment: { Variables: Match.objectLike({ AUTOPICK_SCHEDULE_NAME: Match.anyValue() }) },
    });
  });

  it('has one HTTP API route per manifest entry, integrated with its group Lambda (payload v2)', () => {
    const routeResources = resourcesOf(json, 'AWS::ApiGatewayV2::Route').map(([, r]) => r);
    expect(routeResources.map((r) => r.Properties.RouteKey).sort()).toEqual(routes.map(routeKey).sort());

    const integrations = Object.fromEntries(resourcesOf(json, 'AWS::ApiGatewayV2::Integration'));
    expect(Object.keys(integrations)).toHaveLength(resourceGroups.length);
    const groupOfIntegration = (logicalId: string): string | undefined => {
      const integration = integrations[logicalId];
      expect(integration?.Properties.PayloadFormatVersion).toBe('2.0');
      const uri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      const fn = json.Resources[uri['Fn::GetAtt'][0]];
      return fn ? groupOfFunction(fn) : undefined;
    };
    for (const route of routes) {
      const resource = routeResources.find((r) => r.Properties.RouteKey === routeKey(route));
      const target = resource?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      expect(target['Fn::Join'][1][0]).toBe('integrations/');
      expect(groupOfIntegration(target['Fn::Join'][1][1].Ref), routeKey(route)).toBe(route.group);
    }
  });

  it('throttles the API and writes one JSON access log line per request to a log group kept a month', () => {
    const [[, stage]] = resourcesOf(json, 'AWS::ApiGatewayV2::Stage') as [[string, Resource]];
    expect(stage.Properties).toMatchObject({
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const logs = stage.Properties.AccessLogSettings as {
      DestinationArn: { 'Fn::GetAtt': [string] };
      Format: string;
    };
    expect(json.Resources[logs.DestinationArn['Fn::GetAtt'][0]]?.Properties.RetentionInDays).toBe(30);
    // As API Gateway fills it in: every $context variable becomes a value, the status a number.
    const line = JSON.parse(
      logs.Format.replace(/"?\$context\.status"?/, '429').replace(/\$context\.[\w.]+/g, 'x'),
    );
    expect(line).toMatchObject({ requestId: 'x', routeKey: 'x', status: 429, latencyMs: 'x', ip: 'x' });
  });

  it('raises alarms on one SNS topic that takes only TLS: API 5xx rate, API throttling, function errors, Lambda throttles, failed scheduled runs', () => {
    const [[topicId]] = resourcesOf(json, 'AWS::SNS::Topic') as [[string, Resource]];
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    const alarms = resourcesOf(json, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    const metricNames = (alarm: Record<string, unknown>) =>
      alarm.MetricName
        ? [`${alarm.Namespace}/${alarm.MetricName}`]
        : (alarm.Metrics as { MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[])
            .filter((m) => m.MetricStat)
            .map((m) => `${m.MetricStat?.Metric.Namespace}/${m.MetricStat?.Metric.MetricName}`);
    const watched = alarms.flatMap(metricNames);
    expect(watched.filter((m) => m === 'AWS/Lambda/Errors')).toHaveLength(resourceGroups.length + 3);
    expect(watched).toEqual(
      expect.arrayContaining([
        'AWS/ApiGateway/5xx',
        'AWS/ApiGateway/Count',
        'NflPool/ApiThrottledRequests',
        'AWS/Lambda/Throttles',
        'AWS/SQS/ApproximateNumberOfMessagesVisible',
      ]),
    );
    const lambdaErrorTargets = alarms
      .filter((a) => a.MetricName === 'Errors')
      .map((a) => (a.Dimensions as { Value: { Ref: string } }[])[0]?.Value.Ref)
      .sort();
    expect(lambdaErrorTargets).toEqual(
      poolLambdas(json)
        .map((fn) => fn.logicalId)
        .sort(),
    );
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = 429 }',
      MetricTransformations: [
        Match.objectLike({ MetricNamespace: 'NflPool', MetricName: 'ApiThrottledRequests' }),
      ],
    });
  });

  it('is what the README says it creates: its API and job functions and its alarms, counted from the template', () => {
    const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const said = (pattern: RegExp): number[] => {
      const match = pattern.exec(readme);
      if (!match) throw new Error(`the README no longer says ${pattern}`);
      return match.slice(1).map(Number);
    };
    const functions = poolLambdas(json);
    const apiFunctions = functions.filter((fn) => fn.description.startsWith('NFL pool /api: ')).length;
    expect(said(/(\d+) API functions and (\d+) job functions/)).toEqual([
      apiFunctions,
      functions.length - apiFunctions,
    ]);
    const alarms = resourcesOf(json, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const metrics = alarms.flatMap((alarm) =>
      alarm.MetricName
        ? [alarm.MetricName]
        : (alarm.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat),
    );
    expect(said(/(\d+) CloudWatch alarms/)).toEqual([alarms.length]);
    // What they cost at rest: each alarm metric past CloudWatch's 10 free ones at $0.10 a month.
    const atRest = Math.round(Math.max(0, metrics.length - 10) * 0.1 * 100) / 100;
    expect(
      said(
        /CloudWatch: (\d+) alarms \((\d+) alarm metrics\) at \$0\.10 each after the always-free 10;[^|]*\| ~\$(\d+\.\d+)/,
      ),
    ).toEqual([alarms.length, metrics.length, atRest]);
  });

  it('has a Cognito user pool with verified-email sign-up, a stated password policy and a public code-flow client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
      DeletionProtection: 'ACTIVE',
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: settings.authDomainPrefix });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: true,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      CallbackURLs: [`${settings.siteOrigin}/api/callback`],
      LogoutURLs: [`${settings.siteOrigin}/`],
      SupportedIdentityProviders: ['COGNITO'],
    });
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('serves the SPA from a private bucket through CloudFront: OAC, SPA fallback, compression, immutable /assets/*, uncached /api/*', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const [[, distribution]] = resourcesOf(json, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = distribution.Properties.DistributionConfig as {
      DefaultCacheBehavior: Record<string, unknown>;
      CacheBehaviors: Record<string, unknown>[];
    };
    const refOf = (value: unknown): string => (value as { Ref: string }).Ref;
    const policyOf = (behavior: Record<string, unknown> | undefined) =>
      json.Resources[refOf(behavior?.ResponseHeadersPolicyId)] as Resource;
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      Compress: true,
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
    const behavior = (pattern: string) => config.CacheBehaviors.find((b) => b.PathPattern === pattern);
    expect(config.CacheBehaviors.map((b) => b.PathPattern)).toEqual(['/assets/*', '/api/*']);
    expect(behavior('/api/*')).toMatchObject({
      // Managed policies: CachingDisabled; AllViewerExceptHostHeader forwards cookies and query strings.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
      AllowedMethods: expect.arrayContaining(['GET', 'PUT', 'PATCH', 'POST', 'DELETE']),
      Compress: true,
    });
    expect(behavior('/api/*')?.FunctionAssociations).toBeUndefined();
    expect(behavior('/assets/*')).toMatchObject({ Compress: true });
    expect(behavior('/assets/*')?.FunctionAssociations).toBeUndefined();
    const assetCache = json.Resources[refOf(behavior('/assets/*')?.CachePolicyId)];
    expect(assetCache?.Properties.CachePolicyConfig).toMatchObject({
      DefaultTTL: 365 * 24 * 3600,
      MaxTTL: 365 * 24 * 3600,
      ParametersInCacheKeyAndForwardedToOrigin: expect.objectContaining({
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      }),
    });
    // index.html comes through the default behaviour (the SPA rewrite): revalidated on every visit.
    expect(headersOfPolicy(policyOf(config.DefaultCacheBehavior))['cache-control']).toBe('no-cache');
    expect(headersOfPolicy(policyOf(behavior('/assets/*')))['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersOfPolicy(policyOf(behavior('/api/*')))['cache-control']).toBe('no-store');
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('has CloudFront send the API a generated origin secret that every API function requires, and the template never holds its value', () => {
    const [secretId, secret] = resourcesOf(json, 'AWS::SecretsManager::Secret').find(([, candidate]) =>
      String(candidate.Properties.Description).includes('CloudFront'),
    ) as [string, Resource];
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    // The value CloudFormation resolves at deploy from the secret, never a literal.
    const reference = {
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
    };
    const [[, distribution]] = resourcesOf(json, 'AWS::CloudFront::Distribution') as [[string, Resource]];
    const origins = (distribution.Properties.DistributionConfig as { Origins: Record<string, unknown>[] })
      .Origins;
    const apiOrigin = origins.find(
      (origin) => 'CustomOriginConfig' in origin && !('S3OriginConfig' in origin),
    );
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_SECRET_HEADER, HeaderValue: reference },
    ]);
    const functions = resourcesOf(json, 'AWS::Lambda::Function').map(([, fn]) => fn);
    const apiFunctions = functions.filter((fn) => groupOfFunction(fn) !== undefined);
    expect(apiFunctions).toHaveLength(resourceGroups.length);
    for (const fn of apiFunctions) {
      expect(
        (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_SECRET,
      ).toEqual(reference);
    }
    // The scheduled jobs are not called over HTTP and do not get it.
    for (const fn of functions.filter((fn) => groupOfFunction(fn) === undefined)) {
      expect(JSON.stringify(fn.Properties.Environment ?? {})).not.toContain('ORIGIN_SECRET');
    }
  });

  it('keeps the VAPID keys in a secret of their own that only the users, admin-picks and game-day functions may read and store once, never in the template', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
    const [secretId, secret] = resourcesOf(json, 'AWS::SecretsManager::Secret').find(([, candidate]) =>
      String(candidate.Properties.Description).includes('VAPID'),
    ) as [string, Resource];
    // A generated placeholder until the first use stores the generated key pair.
    expect(secret.Properties).not.toHaveProperty('SecretString');
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 32 });
    for (const fn of poolLambdas(json)) {
      const variables = (fn.resource.Properties.Environment as { Variables: Record<string, unknown> })
        .Variables;
      expect(variables.VAPID_SECRET_ARN).toEqual({ Ref: secretId });
    }
    const rights = Object.fromEntries(
      poolLambdas(json).map((fn) => {
        const onSecret = statementsOf(json, fn).filter((statement) =>
          JSON.stringify(statement.Resource).includes(`"${secretId}"`),
        );
        return [userOfDescription(fn.description), serviceActions(onSecret, 'secretsmanager')];
      }),
    );
    expect(Object.fromEntries(Object.entries(rights).filter(([, actions]) => actions.length > 0))).toEqual({
      'admin-picks': ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      gameDay: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      users: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
    });
    expect(JSON.stringify(json)).not.toMatch(/privateKey/);
  });

  it('uploads the built site without its precompressed copies and build manifest', () => {
    const staged = readdirSync(outdir)
      .map((name) => path.join(outdir, name))
      .filter((dir) => existsSync(path.join(dir, 'index.html')));
    expect(staged).toHaveLength(1);
    expect(readdirSync(staged[0] as string, { recursive: true }).sort()).toEqual(['index.html']);
  });

  it('sends the same security headers as the local server from every behaviour', () => {
    const policies = resourcesOf(json, 'AWS::CloudFront::ResponseHeadersPolicy');
    expect(policies).toHaveLength(3);
    for (const [id, policy] of policies) {
      const { 'cache-control': cache, ...headers } = headersOfPolicy(policy);
      expect(headers, id).toEqual(securityHeaderValues);
      expect([cacheControl.assets, cacheControl.other, cacheControl.api]).toContain(cache);
    }
  });

  it('logs CloudFront and the site bucket to an access log bucket that expires them', () => {
    const [[logBucketId, logBucket]] = resourcesOf(json, 'AWS::S3::Bucket').filter(
      ([, b]) => (b.Properties.LifecycleConfiguration as unknown) !== undefined,
    ) as [[string, Resource]];
    expect(logBucket.Properties).toMatchObject({
      LifecycleConfiguration: {
        Rules: [expect.objectContaining({ ExpirationInDays: 90, Status: 'Enabled' })],
      },
      PublicAccessBlockConfiguration: expect.objectContaining({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: { Bucket: { 'Fn::GetAtt': [logBucketId, 'RegionalDomainName'] }, Prefix: 'cloudfront/' },
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucketId }, LogFilePrefix: 's3/' },
    });
  });

  it('exports the outputs a deploy needs', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'AlarmTopicArn']),
    );
    // The API refuses what did not come through the site, so its own address is no use to anyone.
    expect(outputs).not.toContain('ApiUrl');
  });

  it('leaves out the site upload when there is no build', () => {
    const withoutSite = synthesize({ siteAssetsPath: path.join(siteDir, 'missing') }).template;
    withoutSite.resourceCountIs('Custom::CDKBucketDeployment', 0);
    withoutSite.resourceCountIs('AWS::CloudFront::Distribution', 1);
  });

  describe('deployed without the testing value (cdk.json leaves it off)', () => {
    const saved = { ...process.env };
    afterAll(() => {
      for (const name of ['POOL_TESTING', 'POOL_NOW', 'POOL_CLOCK_SPEED', 'AWS_LAMBDA_FUNCTION_NAME']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    });

    it('tells every function testing is off: the Testing tools answer 403 and POOL_NOW and POOL_CLOCK_SPEED are ignored', async () => {
      expect(readSettings(new App({ context: cdkJsonContext() }).node).testing).toBe(false);
      const variables = poolLambdas(json).map(
        (fn) => (fn.resource.Properties.Environment as { Variables: Record<string, string> }).Variables,
      );
      expect(variables.length).toBeGreaterThan(5);
      for (const environment of variables) {
        expect(environment.POOL_TESTING).toBe('off');
        expect(environment).not.toHaveProperty('POOL_NOW');
        expect(environment).not.toHaveProperty('POOL_CLOCK_SPEED');
      }
      // As in Lambda, with the deployed value and clock variables someone set on a function by hand.
      process.env.AWS_LAMBDA_FUNCTION_NAME = 'TestPool-AdminFunction';
      process.env.POOL_TESTING = variables[0]?.POOL_TESTING;
      process.env.POOL_NOW = '2025-12-11T17:00:00.000Z';
      process.env.POOL_CLOCK_SPEED = '60';
      expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
      for (const tool of [simulateWeek, resetWeek]) {
        await expect(tool(15)).rejects.toMatchObject({
          kind: 'forbidden',
          message: expect.stringMatching(/^Testing is off in this deployment: /),
        });
      }
      // Unset in Lambda (a function deployed before the value existed), testing is off too.
      delete process.env.POOL_TESTING;
      expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
      await expect(simulateWeek(15)).rejects.toMatchObject({ kind: 'forbidden' });
    });
  });

  describe('with every option: Google sign-in, an alarm email, a custom domain, the season file, testing on', () => {
    let full: Synthesized;
    const secretName = 'nfl-pool/google-client-secret';

    beforeAll(() => {
      full = synthesize({
        siteAssetsPath: null,
        settings: {
          google: { clientId: '1234-abc.apps.googleusercontent.com', clientSecretName: secretName },
          alarmEmail: 'ops@example.com',
          domainName: 'pool.example.org',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          sportsDataProvider: 'season-file',
          testing: true,
        },
      });
    }, 60_000);

    it('adds Google to the hosted login, its secret a Secrets Manager reference, never the secret', () => {
      const [[googleId, google]] = resourcesOf(full.json, 'AWS::Cognito::UserPoolIdentityProvider') as [
        [string, Resource],
      ];
      expect(google.Properties).toMatchObject({
        ProviderName: 'Google',
        ProviderType: 'Google',
        ProviderDetails: {
          client_id: '1234-abc.apps.googleusercontent.com',
          client_secret: `{{resolve:secretsmanager:${secretName}:SecretString:::}}`,
          authorize_scopes: 'openid email profile',
        },
        AttributeMapping: {
          email: 'email',
          email_verified: 'email_verified',
          given_name: 'given_name',
          family_name: 'family_name',
          name: 'name',
          picture: 'picture',
        },
      });
      const [[, client]] = resourcesOf(full.json, 'AWS::Cognito::UserPoolClient') as [[string, Resource]];
      expect(client.Properties.SupportedIdentityProviders).toEqual(['COGNITO', 'Google']);
      expect(list(client.DependsOn as string | string[])).toContain(googleId);
      // Besides the origin secret's references and the VAPID secret's rights (their own tests), the Google secret appears once, as one.
      const secretMentions = JSON.stringify(full.json).match(/secretsmanager[^"]*/g) ?? [];
      const vapidRights = ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'];
      expect(
        secretMentions.filter((mention) => mention !== 'secretsmanager:' && !vapidRights.includes(mention)),
      ).toEqual([`secretsmanager:${secretName}:SecretString:::}}`]);
    });

    it('subscribes the alarm email to the topic', () => {
      full.template.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'ops@example.com',
      });
    });

    it('serves the custom domain with TLS 1.2 and runs on the season file', () => {
      full.template.hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: ['pool.example.org'],
          ViewerCertificate: Match.objectLike({ MinimumProtocolVersion: 'TLSv1.2_2021' }),
        }),
      });
      const providers = poolLambdas(full.json).map(
        (fn) =>
          (fn.resource.Properties.Environment as { Variables: Record<string, string> }).Variables
            .SPORTS_DATA_PROVIDER,
      );
      expect(new Set(providers)).toEqual(new Set(['season-file']));
    });

    it('turns testing on in every function with testing=on', () => {
      const values = poolLambdas(full.json).map(
        (fn) =>
          (fn.resource.Properties.Environment as { Variables: Record<string, string> }).Variables
            .POOL_TESTING,
      );
      expect(new Set(values)).toEqual(new Set(['on']));
    });
  });

  it('fails the synth on a cdk-nag finding nobody acknowledged', () => {
    const withWildcard = (stack: PoolStack) =>
      stack.api.functions.teams.addToRolePolicy(
        new PolicyStatement({ actions: ['dynamodb:*'], resources: ['*'] }),
      );
    expect(() => synthesize({ siteAssetsPath: null, extend: withWildcard })).toThrow(
      /AwsSolutions-IAM5\[Action::dynamodb:\*\] at TestPool\/Api\/TeamsFunctionRole/,
    );
  });
});

describe('deploy settings', () => {
  const settingsFrom = (context: Record<string, unknown>): DeploySettings =>
    readSettings(new App({ context }).node);

  it('defaults so a synth works without context', () => {
    expect(settingsFrom({})).toMatchObject({
      siteOrigin: 'https://pool.example.com',
      adminEmails: [],
      sportsDataProvider: 'espn',
    });
    expect(settingsFrom({ alarmEmail: '', googleClientId: '', googleClientSecretName: '' })).toMatchObject({
      alarmEmail: undefined,
      google: undefined,
    });
  });

  it('takes the site origin from a custom domain and admin emails from a list', () => {
    const s = settingsFrom({
      domainName: 'pool.example.org',
      certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      adminEmails: ' A@Example.com, b@example.com ',
    });
    expect(s.siteOrigin).toBe('https://pool.example.org');
    expect(s.adminEmails).toEqual(['a@example.com', 'b@example.com']);
  });

  it('rejects an origin with a path and a domain without a certificate', () => {
    expect(toOrigin('https://pool.example.com/')).toBe('https://pool.example.com');
    expect(() => toOrigin('https://pool.example.com/app')).toThrow(/without a path/);
    expect(() => settingsFrom({ domainName: 'pool.example.org' })).toThrow(/certificateArn/);
  });

  it('reads the sports data source, the alarm email and Google sign-in, and refuses half or wrong values', () => {
    expect(
      settingsFrom({
        sportsDataProvider: 'season-file',
        alarmEmail: 'ops@example.com',
        googleClientId: 'id',
        googleClientSecretName: 'pool/google',
      }),
    ).toMatchObject({
      sportsDataProvider: 'season-file',
      alarmEmail: 'ops@example.com',
      google: { clientId: 'id', clientSecretName: 'pool/google' },
    });
    expect(() => settingsFrom({ sportsDataProvider: 'yahoo' })).toThrow(/espn or season-file/);
    expect(() => settingsFrom({ alarmEmail: 'ops' })).toThrow(/alarmEmail must be an email/);
    expect(() => settingsFrom({ googleClientId: 'id' })).toThrow(/needs both/);
  });

  it('keeps testing off unless the context turns it on, and refuses anything but on or off', () => {
    expect(settingsFrom({}).testing).toBe(false);
    expect(settingsFrom(cdkJsonContext()).testing).toBe(false);
    expect(settingsFrom({ testing: 'on' }).testing).toBe(true);
    expect(() => settingsFrom({ testing: 'yes' })).toThrow(/testing must be on or off/);
  });
});
