import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { defaultSettings } from '../infra/settings';
import { PoolStack, projectRoot } from '../infra/stack';

/**
 * The alarms a deployed pool pays for: the stack built as `cdk synth` builds it (cdk.json's context,
 * the default settings, bundling skipped), counted from its alarms construct.
 */
export const stackAlarmCount = (): number => {
  const context = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')).context;
  const app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new PoolStack(app, 'CostModel', { settings: defaultSettings, siteAssetsPath: null });
  return stack.alarms.alarms.length;
};
