import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** ESM bundles have no `require`; some CommonJS dependencies still call it. */
const requireShim = "import { createRequire } from 'module';const require = createRequire(import.meta.url);";

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

/** One of the pool's Lambdas: Node 22 on arm64, an ESM bundle, its own log group. */
export const poolFunction = (scope: Construct, id: string, props: PoolFunctionProps): NodejsFunction => {
  const entry = path.join(props.projectRoot, props.entry);
  if (!existsSync(entry)) throw new Error(`${id} has no handler at ${entry}`);
  return new NodejsFunction(scope, id, {
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
    logGroup: new LogGroup(scope, `${id}Logs`, {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
    bundling: {
      // The SDK is in the Lambda runtime; nodemailer is the laptop's SMTP transport (AWS mails through SES).
      externalModules: ['@aws-sdk/*', 'nodemailer'],
      format: OutputFormat.ESM,
      target: 'node22',
      mainFields: ['module', 'main'],
      minify: true,
      sourceMap: true,
      banner: requireShim,
      forceDockerBundling: false,
      logLevel: LogLevel.WARNING,
    },
  });
};
