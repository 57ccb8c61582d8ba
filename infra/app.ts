import { App, Tags } from 'aws-cdk-lib';
import { checkAwsSolutions } from './nag';
import { readSettings } from './settings';
import { PoolStack } from './stack';

/**
 * CDK entry (cdk.json "app"). Deploy settings come from context, e.g.
 *   npx cdk deploy -c siteOrigin=https://pool.example.com -c adminEmails=me@example.com \
 *     -c authDomainPrefix=my-nfl-pool
 */
const app = new App();
const stackName = (app.node.tryGetContext('stackName') as string | undefined) ?? 'NflPool';

new PoolStack(app, stackName, {
  description: 'NFL pool: CloudFront + S3 SPA, HTTP API + Lambda, DynamoDB, Cognito',
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  settings: readSettings(app.node),
});
Tags.of(app).add('app', 'nfl-pool');
checkAwsSolutions(app);

app.synth();
