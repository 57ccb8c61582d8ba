import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import {
  AccountRecovery,
  OAuthScope,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { tableKeys } from '../functions/lib/data/table-definition';
import { PoolApi } from './api';
import { contentSecurityPolicy } from './content-security-policy';
import { ScheduledJobs } from './scheduled-jobs';
import type { DeploySettings } from './settings';

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
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
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
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPoolDomain = this.userPool.addDomain('HostedLogin', {
      cognitoDomain: { domainPrefix: settings.authDomainPrefix },
    });
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      preventUserExistenceErrors: true,
      supportedIdentityProviders: [UserPoolClientIdentityProvider.COGNITO],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: [`${settings.siteOrigin}/api/callback`],
        logoutUrls: [`${settings.siteOrigin}/`],
      },
    });
    const logoutUrl = `${this.userPoolDomain.baseUrl()}/logout?client_id=${this.userPoolClient.userPoolClientId}&logout_uri=${encodeURIComponent(`${settings.siteOrigin}/`)}`;

    // ---- API: Lambdas and routes from the manifest (functions/routes.ts) ----
    this.lambdaEnvironment = {
      TABLE_NAME: this.table.tableName,
      // From context, not from the distribution (that would be a cycle); see infra/settings.ts.
      SITE_ORIGIN: settings.siteOrigin,
      OIDC_ISSUER: `https://cognito-idp.${Aws.REGION}.${Aws.URL_SUFFIX}/${this.userPool.userPoolId}`,
      OIDC_CLIENT_ID: this.userPoolClient.userPoolClientId,
      OIDC_LOGOUT_URL: logoutUrl,
      ADMIN_EMAILS: settings.adminEmails.join(','),
      POOL_SEASON: settings.poolSeason,
      // In AWS the live ESPN site API; the bundled season file is the laptop's offline default.
      SPORTS_DATA_PROVIDER: 'espn',
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: settings.mailFrom,
      NODE_OPTIONS: '--enable-source-maps',
    };
    this.api = new PoolApi(this, 'Api', {
      projectRoot,
      table: this.table,
      environment: this.lambdaEnvironment,
    });
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      projectRoot,
      table: this.table,
      environment: this.lambdaEnvironment,
      adminFunction: this.api.functions.admin,
    });
    // Reminders go out from the game-day job and the admin's "Remind these players now".
    const sendMail = new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [`arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
    });
    for (const fn of [this.jobs.gameDayFunction, this.api.functions.admin]) fn.addToRolePolicy(sendMail);

    // ---- Site: private bucket behind CloudFront; /api/* goes to the HTTP API (same origin) ----
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // SPA fallback only on the default (S3) behaviour: a path without a file extension is a client
    // route and gets /index.html. Error responses would also rewrite the API's 403/404s.
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes',
      code: FunctionCode.fromInline(
        [
          'function handler(event) {',
          '  var request = event.request;',
          '  var uri = request.uri;',
          "  if (uri.indexOf('/api/') !== 0 && uri.lastIndexOf('.') <= uri.lastIndexOf('/')) {",
          "    request.uri = '/index.html';",
          '  }',
          '  return request;',
          '}',
        ].join('\n'),
      ),
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'NFL pool security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
      },
    });

    const customDomain =
      settings.domainName && settings.certificateArn
        ? {
            domainNames: [settings.domainName],
            certificate: Certificate.fromCertificateArn(this, 'SiteCertificate', settings.certificateArn),
            // Only meaningful with a custom certificate; the default *.cloudfront.net one is fixed.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {};

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'NFL pool',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      ...customDomain,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        compress: true,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(this.api.domainName, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    const siteAssetsPath =
      props.siteAssetsPath === undefined ? path.join(projectRoot, 'frontend', 'dist') : props.siteAssetsPath;
    if (siteAssetsPath && existsSync(siteAssetsPath)) {
      new BucketDeployment(this, 'SiteDeployment', {
        sources: [Source.asset(siteAssetsPath)],
        destinationBucket: this.siteBucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        prune: true,
        memoryLimit: 512,
      });
    }

    // ---- Outputs ----
    new CfnOutput(this, 'SiteUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'HostedLoginDomain', { value: this.userPoolDomain.baseUrl() });
  }
}
