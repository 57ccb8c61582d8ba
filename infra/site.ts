import { existsSync } from 'node:fs';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Function as CloudFrontFunction,
  Distribution,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  type HeadersFrameOption,
  type HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { pageFileTable } from '../shared/pages';
import { nagArn, nagAssetBucketArn } from './nag';
import { cacheControl, securityHeaders } from './security-headers';

export interface SiteProps {
  /** `<apiId>.execute-api.<region>.amazonaws.com`: `/api/*` goes there. */
  apiDomainName: string;
  /** Headers CloudFront adds to every request it sends the API (the origin secret). */
  apiHeaders: Record<string, string>;
  /** The built SPA to upload; left out when null or missing (synth before `npm run build`). */
  assetsPath: string | null;
  customDomain?: { domainName: string; certificate: ICertificate };
}

/** A response headers policy with the shared security headers and the given Cache-Control. */
const headersPolicy = (scope: Construct, id: string, cache: string) =>
  new ResponseHeadersPolicy(scope, id, {
    comment: `NFL pool security headers, Cache-Control: ${cache}`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: securityHeaders.contentSecurityPolicy, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(securityHeaders.strictTransportSecurity.maxAgeSeconds),
        includeSubdomains: securityHeaders.strictTransportSecurity.includeSubdomains,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: securityHeaders.frameOptions as HeadersFrameOption, override: true },
      referrerPolicy: {
        referrerPolicy: securityHeaders.referrerPolicy as HeadersReferrerPolicy,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [
        { header: 'Permissions-Policy', value: securityHeaders.permissionsPolicy, override: true },
        { header: 'Cache-Control', value: cache, override: true },
      ],
    },
  });

/**
 * CloudFront's viewer-request function: `pageFileAt` (shared/pages.ts) in the CloudFront JavaScript
 * runtime, which can import nothing: it carries the same `pageFileTable`, serialized at synth, so the
 * edge picks the prerendered page the local server does for a client route and its signed-in hint
 * (test/integration/static-site.test.ts runs both).
 */
export const pageRewriteSource = [
  'function handler(event) {',
  '  var request = event.request;',
  '  var uri = request.uri;',
  "  if (uri.indexOf('/api/') === 0 || uri.lastIndexOf('.') > uri.lastIndexOf('/')) return request;",
  `  var table = ${JSON.stringify(pageFileTable)};`,
  '  var hint = request.cookies[table.hintCookie];',
  "  var files = table.paths[uri.length > 1 ? uri.replace(/\\/+$/, '') : uri];",
  '  var signedIn = table.signInPrefixes.some(function (prefix) { return uri.indexOf(prefix) === 0; });',
  "  var hinted = hint !== undefined && hint.value === '1';",
  "  request.uri = '/' + (files ? files[hinted ? 0 : 1] : signedIn ? table.frame : table.spinner);",
  '  return request;',
  '}',
].join('\n');

/**
 * The SPA on CloudFront: a private bucket behind OAC, `/api/*` to the HTTP API on the same origin,
 * hashed `/assets/*` cached for a year, everything else (index.html) revalidated on each visit.
 */
export class Site extends Construct {
  readonly bucket: Bucket;
  readonly logBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    // CloudFront's standard logs need ACLs on their bucket; it is not public (all public access blocked).
    this.logBucket = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The access log bucket itself: logging its own writes would log forever',
    });

    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    // SPA fallback only on the default (S3) behaviour: a path without a file extension is a client
    // route and gets its prerendered page. Error responses would also rewrite the API's 403/404s.
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve the prerendered page of a client route',
      code: FunctionCode.fromInline(pageRewriteSource),
    });

    // index.html names the hashed bundles: browsers revalidate it (and every other unhashed file).
    const revalidated = headersPolicy(this, 'PageHeaders', cacheControl.other);
    const immutable = headersPolicy(this, 'AssetHeaders', cacheControl.assets);
    const apiHeaders = headersPolicy(this, 'ApiHeaders', cacheControl.api);
    const assetCache = new CachePolicy(this, 'AssetCache', {
      comment: 'NFL pool hashed assets: a year at the edge',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(this.bucket);

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'NFL pool',
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            // Only meaningful with a custom certificate; the default *.cloudfront.net one is fixed.
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: revalidated,
        compress: true,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: spaRewrite }],
      },
      additionalBehaviors: {
        '/assets/*': {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: assetCache,
          responseHeadersPolicy: immutable,
          compress: true,
        },
        // Never cached; AllViewerExceptHostHeader forwards every cookie, query string and header but Host.
        '/api/*': {
          origin: new HttpOrigin(props.apiDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: props.apiHeaders,
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          responseHeadersPolicy: apiHeaders,
          compress: true,
        },
      },
    });
    if (!props.customDomain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'The default *.cloudfront.net certificate fixes the TLS policy; a custom domain sets TLS 1.2',
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Players sign in from anywhere; there is nothing to fence by country',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'A WAF web ACL costs more each month than the rest of the stack; the API is throttled',
      },
    );

    if (props.assetsPath && existsSync(props.assetsPath)) {
      const deployment = new BucketDeployment(this, 'Upload', {
        // The build's precompressed copies (CloudFront compresses by itself) and its manifest stay home.
        sources: [Source.asset(props.assetsPath, { exclude: ['*.br', '*.gz', '.vite'] })],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        prune: true,
        memoryLimit: 512,
      });
      acknowledgeUploadHandler(deployment, this.bucket);
    }
  }
}

/** The upload's Lambda and role are aws-cdk-lib's own (BucketDeployment), not ours to shape. */
const acknowledgeUploadHandler = (deployment: BucketDeployment, bucket: Bucket) => {
  const handler = deployment.handlerRole.node.scope;
  if (!handler) return;
  const reason = "aws-cdk-lib's BucketDeployment handler";
  Validations.of(handler).acknowledge(
    { id: 'AwsSolutions-L1', reason: `${reason}: its runtime is the library's choice` },
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: `${reason} logs with the AWS managed basic execution policy`,
    },
    ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: `${reason} reads the uploaded build and replaces the site's files`,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::${nagAssetBucketArn(deployment)}/*]`,
      reason: `${reason} reads the build from the CDK asset bucket`,
    },
    {
      id: `AwsSolutions-IAM5[Resource::${nagArn(bucket)}/*]`,
      reason: `${reason} writes every file of the site`,
    },
    {
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: `${reason} invalidates the distribution after an upload`,
    },
  );
};
