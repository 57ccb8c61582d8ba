import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableKeys } from '../functions/lib/data/table-definition';
import { resourceGroups, routeKey, routes } from '../functions/routes';
import { contentSecurityPolicy } from './content-security-policy';
import { type DeploySettings, readSettings, toOrigin } from './settings';
import { PoolStack, projectRoot } from './stack';

type Resource = { Type: string; Properties: Record<string, unknown> } & Record<string, unknown>;

/** The same feature flags `cdk synth` uses. */
const cdkJsonContext = (): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')).context;

const settings: DeploySettings = {
  siteOrigin: 'https://pool.test.example',
  authDomainPrefix: 'nfl-pool-test',
  adminEmails: ['boss@example.com', 'deputy@example.com'],
  poolSeason: '2025',
  mailFrom: 'Pool <pool@test.example>',
};

const buildStack = (
  props: { siteAssetsPath?: string | null; context?: Record<string, unknown> } = {},
): Template => {
  const app = new App({ context: { ...cdkJsonContext(), ...props.context } });
  const stack = new PoolStack(app, 'TestPool', { settings, siteAssetsPath: props.siteAssetsPath });
  return Template.fromStack(stack);
};

const groupOfFunction = (fn: Resource): string | undefined =>
  /^NFL pool \/api: (.+)$/.exec(String(fn.Properties.Description ?? ''))?.[1];

describe('PoolStack', () => {
  let template: Template;
  let siteDir: string;

  beforeAll(() => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'pool-site-'));
    writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>pool</title>');
    // Real bundling: every group handler is built with esbuild, as in `npm run synth`.
    template = buildStack({ siteAssetsPath: siteDir });
  }, 240_000);

  afterAll(() => {
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('has the single table with PK/SK, GSI1, TTL, PITR and deletion protection', () => {
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
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const groupFunctions = functions.filter((fn) => groupOfFunction(fn) !== undefined);
    expect(groupFunctions).toHaveLength(resourceGroups.length);
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
          NODE_OPTIONS: '--enable-source-maps',
        },
      },
    });
  });

  it('grants every group function and both scheduled jobs read/write on the table', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    const tableWriters = policies.filter((p) => JSON.stringify(p.Properties).includes('dynamodb:PutItem'));
    expect(tableWriters).toHaveLength(resourceGroups.length + 2);
  });

  it('runs the auto-pick (off until an admin turns it on) and the game-day job on EventBridge Scheduler, with retries and a dead-letter queue', () => {
    const schedules = Object.values(template.findResources('AWS::Scheduler::Schedule')) as Resource[];
    expect(schedules).toHaveLength(2);
    const byExpression = (expression: string) =>
      schedules.find((schedule) => schedule.Properties.ScheduleExpression === expression)?.Properties;
    expect(byExpression('cron(5 13 ? * SUN *)')).toMatchObject({
      ScheduleExpressionTimezone: 'America/New_York',
      State: 'DISABLED',
    });
    expect(byExpression('rate(5 minutes)')).toMatchObject({ State: 'ENABLED' });
    for (const schedule of schedules) {
      expect(schedule.Properties.Target).toMatchObject({
        RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 300 },
        DeadLetterConfig: { Arn: expect.anything() },
      });
    }
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'NFL pool: game-day live scores, grading and reminders',
      Handler: 'index.handler',
      Environment: {
        Variables: Match.objectLike({ MAIL_TRANSPORT: 'ses', MAIL_FROM: 'Pool <pool@test.example>' }),
      },
    });
  });

  it('lets the admin function move the schedules, and only it', () => {
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as Resource[];
    const movers = policies.filter((p) => JSON.stringify(p.Properties).includes('scheduler:UpdateSchedule'));
    expect(movers).toHaveLength(1);
    expect(JSON.stringify(movers[0]?.Properties)).toContain('iam:PassRole');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'NFL pool /api: admin',
      Environment: {
        Variables: Match.objectLike({
          AUTOPICK_SCHEDULE_NAME: Match.anyValue(),
          LIVE_SCORES_SCHEDULE_NAME: Match.anyValue(),
        }),
      },
    });
  });

  it('has one HTTP API route per manifest entry, integrated with its group Lambda (payload v2)', () => {
    const routeResources = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as Resource[];
    expect(routeResources).toHaveLength(routes.length);
    expect(routeResources.map((r) => r.Properties.RouteKey).sort()).toEqual(routes.map(routeKey).sort());

    const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Record<string, Resource>;
    expect(Object.keys(integrations)).toHaveLength(resourceGroups.length);
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const groupOfIntegration = (logicalId: string): string | undefined => {
      const integration = integrations[logicalId];
      expect(integration?.Properties.PayloadFormatVersion).toBe('2.0');
      const uri = integration?.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] };
      const fn = functions[uri['Fn::GetAtt'][0]];
      return fn ? groupOfFunction(fn) : undefined;
    };
    for (const route of routes) {
      const resource = routeResources.find((r) => r.Properties.RouteKey === routeKey(route));
      const target = resource?.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] };
      expect(target['Fn::Join'][1][0]).toBe('integrations/');
      expect(groupOfIntegration(target['Fn::Join'][1][1].Ref), routeKey(route)).toBe(route.group);
    }
  });

  it('has a Cognito user pool with email sign-in and a public code-flow client', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
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
  });

  it('serves the SPA from a private bucket and /api/* from the HTTP API through CloudFront', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            // Managed policies: CachingDisabled, AllViewerExceptHostHeader.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
            AllowedMethods: Match.arrayWith(['GET', 'PUT', 'PATCH', 'POST', 'DELETE']),
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
            DomainName: { 'Fn::Join': ['', Match.arrayWith(['.execute-api.'])] },
          }),
        ]),
      }),
    });
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('sends the same Content-Security-Policy as the local server', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: true },
        }),
      }),
    });
  });

  it('exports the outputs a deploy needs', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName']),
    );
  });

  it('leaves out the site upload when there is no build', () => {
    // Bundling skipped for this stack (the CLI's own mechanism); the stack above bundles for real.
    const withoutSite = buildStack({
      siteAssetsPath: path.join(siteDir, 'missing'),
      context: { 'aws:cdk:bundling-stacks': [] },
    });
    withoutSite.resourceCountIs('Custom::CDKBucketDeployment', 0);
    withoutSite.resourceCountIs('AWS::CloudFront::Distribution', 1);
  });
});

describe('deploy settings', () => {
  const settingsFrom = (context: Record<string, unknown>): DeploySettings =>
    readSettings(new App({ context }).node);

  it('defaults so a synth works without context', () => {
    expect(settingsFrom({})).toMatchObject({ siteOrigin: 'https://pool.example.com', adminEmails: [] });
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
});
