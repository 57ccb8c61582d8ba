import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Aws, CfnOutput, RemovalPolicy, SecretValue, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  AccountRecovery,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableKeys } from '../functions/lib/data/table-definition';
import { ORIGIN_SECRET_HEADER } from '../functions/lib/http/middleware/site-only';
import { PoolAlarms } from './alarms';
import { PoolApi, pascal } from './api';
import { GradingQueue } from './grading-queue';
import { ScheduledJobs } from './scheduled-jobs';
import type { DeploySettings } from './settings';
import { Site } from './site';

/** The repository root (infra/..): bundling, the lock file and frontend/dist are resolved from here. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface PoolStackProps extends StackProps {
  settings: DeploySettings;
  /**
   * The built SPA to upload. Defaults to `<projectRoot>/frontend/dist`; the upload is left out when
   * the folder does not exist (synth before `npm run build`), or when this is `null`.
   */
  siteAssetsPath?: string | null;
}

/**
 * The AWS deployment: CloudFront + S3 for the SPA, `/api/*` to an HTTP API with one Lambda per
 * resource group, one DynamoDB table, Cognito hosted login, the scheduled jobs (auto-pick, game
 * day) on EventBridge Scheduler, mail through Amazon SES.
 */
export class PoolStack extends Stack {
  readonly table: Table;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly userPoolDomain: UserPoolDomain;
  readonly api: PoolApi;
  readonly jobs: ScheduledJobs;
  readonly grading: GradingQueue;
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly alarms: PoolAlarms;
  /** What every Lambda reads (functions/lib/config.ts). */
  readonly lambdaEnvironment: Record<string, string>;

  constructor(scope: Construct, id: string, props: PoolStackProps) {
    super(scope, id, props);
    const { settings } = props;

    // ---- Data: one table, single-table design (functions/lib/data/table-definition.ts) ----
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableKeys.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.table.addGlobalSecondaryIndex({
      indexName: tableKeys.gsi1.name,
      partitionKey: { name: tableKeys.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    // ---- Auth: Cognito user pool with hosted login (OIDC authorization code + PKCE) ----
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
      },
      // An email change counts only once the new address is verified: the app finds players by email.
      keepOriginal: { email: true },
      // Cognito's own default, stated so it is visible (and checked by cdk-nag).
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'A friends pool: a second factor for every player would cost more players than it protects',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus plan bills per monthly active user; the Essentials plan covers hosted login',
      },
    );
    // Optional Google sign-in; the client secret stays in Secrets Manager (a dynamic reference).
    const google = settings.google
      ? new UserPoolIdentityProviderGoogle(this, 'Google', {
          userPool: this.userPool,
          clientId: settings.google.clientId,
          clientSecretValue: SecretValue.secretsManager(settings.google.clientSecretName),
          scopes: ['openid', 'email', 'profile'],
          attributeMapping: {
            email: ProviderAttribute.GOOGLE_EMAIL,
            emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
            givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
            familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
            fullname: ProviderAttribute.GOOGLE_NAME,
            profilePicture: ProviderAttribute.GOOGLE_PICTURE,
          },
        })
      : undefined;
    this.userPoolDomain = this.userPool.addDomain('HostedLogin', {
      cognitoDomain: { domainPrefix: settings.authDomainPrefix },
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(google ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${settings.siteOrigin}/api/callback`],
        logoutUrls: [`${settings.siteOrigin}/`],
      },
    });
    if (google) this.userPoolClient.node.addDependency(google);
    const logoutUrl = `${this.userPoolDomain.baseUrl()}/logout?client_id=${this.userPoolClient.userPoolClientId}&logout_uri=${encodeURIComponent(`${settings.siteOrigin}/`)}`;

    // ---- API: Lambdas and routes from the manifest (functions/routes.ts) ----
    // The Web Push (VAPID) key pair: Secrets Manager cannot make a P-256 pair, so the value starts as
    // a placeholder and the first function that needs the keys stores a pair it generates
    // (functions/lib/push/vapid-secret.ts). Neither the template nor a log ever holds them.
    const vapidSecret = new Secret(this, 'VapidKeys', {
      description: "The pool's Web Push (VAPID) key pair, generated by its first use",
      generateSecretString: { passwordLength: 32, excludePunctuation: true },
    });
    Validations.of(vapidSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "A new key pair would silently end every device's push subscription: it is never rotated",
    });
    this.lambdaEnvironment = {
      TABLE_NAME: this.table.tableName,
      // From context, not from the distribution (that would be a cycle); see infra/settings.ts.
      SITE_ORIGIN: settings.siteOrigin,
      OIDC_ISSUER: `https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}/${this.userPool.userPoolId}`,
      OIDC_CLIENT_ID: this.userPoolClient.userPoolClientId,
      OIDC_LOGOUT_URL: logoutUrl,
      ADMIN_EMAILS: settings.adminEmails.join(','),
      POOL_SEASON: settings.poolSeason,
      // The live ESPN site API, or the bundled season file for a demo deployment.
      SPORTS_DATA_PROVIDER: settings.sportsDataProvider,
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: settings.mailFrom,
      // The Testing tab's tools and the pool clock's overrides: off unless the deploy turns them on.
      POOL_TESTING: settings.testing ? 'on' : 'off',
      // A new pool is private: only its invite link lets people in until an admin changes Who can join.
      JOIN_POLICY: 'invite',
      VAPID_SECRET_ARN: vapidSecret.secretArn,
      NODE_OPTIONS: '--enable-source-maps',
    };
    // CloudFront sends it with every /api request and the API refuses requests without it, so the
    // execute-api address answers nobody directly (functions/lib/http/middleware/site-only.ts).
    const originSecret = new Secret(this, 'OriginSecret', {
      description: 'Sent by CloudFront to the pool API: requests without it are refused',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'CloudFront and the API read it at deploy time; a new value takes a deploy, not a rotation',
    });
    // A CloudFormation dynamic reference, resolved at deploy: the template never holds the value.
    const originSecretValue = originSecret.secretValue.unsafeUnwrap();
    this.api = new PoolApi(this, 'Api', {
      projectRoot,
      table: this.table,
      environment: { ...this.lambdaEnvironment, ORIGIN_SECRET: originSecretValue },
    });
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      projectRoot,
      table: this.table,
      environment: this.lambdaEnvironment,
      adminFunction: this.api.functions['admin-games'],
      autoPickAdminFunction: this.api.functions.autopick,
    });
    // A week is graded by the admin's scores and overrides and by the game-day job's live sync.
    this.grading = new GradingQueue(this, 'Grading', {
      projectRoot,
      table: this.table,
      environment: this.lambdaEnvironment,
      senders: [
        this.api.functions['admin-games'],
        this.api.functions['admin-picks'],
        this.jobs.gameDayFunction,
      ],
    });
    // Reminders go out from the game-day job and the admin's "Remind these players now"; a player
    // whose Monday-night total a moved tiebreaker game cleared is told from the admin's data sync.
    const sendMail = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
    });
    for (const fn of [
      this.jobs.gameDayFunction,
      this.api.functions['admin-picks'],
      this.api.functions['admin-games'],
    ]) {
      fn.addToRolePolicy(sendMail);
      if (fn.role) {
        Validations.of(fn.role).acknowledge({
          id: 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
          reason:
            'The sender is an address or its domain, and the SES sandbox also authorizes each recipient',
        });
      }
    }

    // The functions that publish the VAPID public key or send pushes read the keys (and store them once).
    const vapidKeys = new PolicyStatement({
      actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
      resources: [vapidSecret.secretArn],
    });
    for (const fn of [
      this.api.functions.users,
      this.api.functions['admin-picks'],
      this.jobs.gameDayFunction,
    ]) {
      fn.addToRolePolicy(vapidKeys);
    }

    // ---- Site: private bucket behind CloudFront; /api/* goes to the HTTP API (same origin) ----
    const site = new Site(this, 'Site', {
      apiDomainName: this.api.domainName,
      apiHeaders: { [ORIGIN_SECRET_HEADER]: originSecretValue },
      assetsPath:
        props.siteAssetsPath === undefined
          ? path.join(projectRoot, 'frontend', 'dist')
          : props.siteAssetsPath,
      customDomain:
        settings.domainName && settings.certificateArn
          ? {
              domainName: settings.domainName,
              certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', settings.certificateArn),
            }
          : undefined,
    });
    this.siteBucket = site.bucket;
    this.distribution = site.distribution;

    // ---- Alarms: one SNS topic, an email subscribed when `alarmEmail` is set ----
    this.alarms = new PoolAlarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      accessLogs: this.api.accessLogs,
      functions: {
        ...Object.fromEntries(Object.entries(this.api.functions).map(([group, fn]) => [pascal(group), fn])),
        AutoPick: this.jobs.autoPickFunction,
        GameDay: this.jobs.gameDayFunction,
        GradingParts: this.grading.partsFunction,
      },
      failedRuns: this.jobs.deadLetterQueue,
      failedGradingParts: this.grading.deadLetterQueue,
      email: settings.alarmEmail,
    });

    // ---- Outputs ----
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'HostedLoginDomain', { value: this.userPoolDomain.baseUrl() });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarms.topic.topicArn });
  }
}
