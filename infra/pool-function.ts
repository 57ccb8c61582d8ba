import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** ESM bundles have no `require`; some CommonJS dependencies still call it. */
const requireShim = "import { createRequire } from 'module';const require = createRequire(import.meta.url);";

/**
 * The DynamoDB client and document client, bundled as ESM (minified, split into shared chunks, the
 * credential providers Lambda never needs in chunks loaded on demand) into the bundle's own
 * `node_modules/@aws-sdk/`, where Node finds them before the runtime's SDK. The runtime's copy is
 * ~30 CommonJS files that take 2-5 times as long to import (docs/performance.md, cold start). The
 * clients used on a few routes only (SES, Scheduler) still load from the runtime on first use.
 */
const dynamoDbClientBeside = (inputDir: string, outputDir: string): string[] => {
  const sdk = `${outputDir}/node_modules/@aws-sdk`;
  const packages = ['client-dynamodb', 'lib-dynamodb'];
  return [
    [
      `"${inputDir}/node_modules/.bin/esbuild"`,
      ...packages.map((name) => `"${name}/index=${inputDir}/infra/lambda-sdk/${name}.ts"`),
      '--bundle --splitting --format=esm --platform=node --target=node22 --minify',
      '--main-fields=module,main --out-extension:.js=.mjs --log-level=warning',
      `"--banner:js=${requireShim}"`,
      `--outdir="${sdk}"`,
    ].join(' '),
    ...packages.map((name) => `echo '{"main":"index.mjs"}' > "${sdk}/${name}/package.json"`),
  ];
};

/**
 * The web-push package, bundled as one ESM file into the bundle's own `node_modules/web-push/`: the
 * functions import it only when they send a push or make the deployment's VAPID keys
 * (functions/lib/push/web-push-package.ts), so it is neither in the 300 KB of `index.mjs` nor in a
 * cold start. Built from the lock file's copy, offline, like the DynamoDB client.
 */
const webPushBeside = (inputDir: string, outputDir: string): string[] => {
  const dir = `${outputDir}/node_modules/web-push`;
  return [
    [
      `"${inputDir}/node_modules/.bin/esbuild"`,
      `"${inputDir}/node_modules/web-push/src/index.js"`,
      '--bundle --format=esm --platform=node --target=node22 --minify --log-level=warning',
      `"--banner:js=${requireShim}"`,
      `--outfile="${dir}/index.mjs"`,
    ].join(' '),
    `echo '{"main":"index.mjs"}' > "${dir}/package.json"`,
  ];
};

export interface PoolFunctionProps {
  /** Repository root: bundling entry points, lock file and esbuild are resolved from here. */
  projectRoot: string;
  /** The handler module, relative to the repository root (its export `handler`). */
  entry: string;
  description: string;
  /** Environment shared by every Lambda (see functions/lib/config.ts). */
  environment: Record<string, string>;
  timeout?: Duration;
}

/**
 * One of the pool's Lambdas: Node 22 on arm64, an ESM bundle, its own log group, and its own role
 * that may write to that log group only (instead of the AWS managed basic execution policy, which
 * may write to any). Table and other rights are added by the caller (infra/table-access.ts).
 */
export const poolFunction = (scope: Construct, id: string, props: PoolFunctionProps): NodejsFunction => {
  const entry = path.join(props.projectRoot, props.entry);
  if (!existsSync(entry)) throw new Error(`${id} has no handler at ${entry}`);
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, `${id}Role`, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  const fn = new NodejsFunction(scope, id, {
    description: props.description,
    entry,
    handler: 'handler',
    projectRoot: props.projectRoot,
    depsLockFilePath: path.join(props.projectRoot, 'package-lock.json'),
    runtime: Runtime.NODEJS_22_X,
    architecture: Architecture.ARM_64,
    memorySize: 512,
    timeout: props.timeout ?? Duration.seconds(10),
    environment: props.environment,
    role,
    logGroup,
    bundling: {
      // The SDK stays outside the bundle; the DynamoDB client and web-push ship beside it (afterBundling).
      // nodemailer is the laptop's SMTP transport (AWS mails through SES).
      externalModules: ['@aws-sdk/*', 'nodemailer', 'web-push'],
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      sourceMap: true,
      banner: requireShim,
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING,
      // The offline season-file provider reads its CSVs from season/ beside the bundle (functions/lib/config.ts).
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir, outputDir) => [
          `mkdir -p "${outputDir}/season"`,
          `cp "${inputDir}/infra/season/"*.csv "${outputDir}/season/"`,
          ...dynamoDbClientBeside(inputDir, outputDir),
          ...webPushBeside(inputDir, outputDir),
        ],
      },
    },
  });
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'Node 22 is pinned with the esbuild target and the local stack; it moves with the project',
  });
  return fn;
};
