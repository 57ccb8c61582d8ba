import { type App, type CfnElement, DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/**
 * cdk-nag's AwsSolutions pack on the whole app: `cdk synth` fails on any finding nobody
 * acknowledged. Each acknowledgment (`Validations.of(construct).acknowledge`) sits next to what it
 * excuses and gives its reason in one line.
 */
export const checkAwsSolutions = (app: App): void => {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
};

/** How cdk-nag names a construct's ARN in a finding (`<LogicalId.Arn>`), to acknowledge one finding exactly. */
export const nagArn = (construct: IConstruct): string =>
  `<${Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement)}.Arn>`;

/** A pseudo parameter as cdk-nag writes it: the value itself when the stack's environment fixes it. */
const pseudo = (value: string, name: string) => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);

/** The CDK bootstrap bucket the stack's file assets are uploaded to, as cdk-nag writes it. */
export const nagAssetBucketArn = (scope: IConstruct): string => {
  const stack = Stack.of(scope);
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const bucket = `cdk-${qualifier}-assets-${pseudo(stack.account, 'AccountId')}-${pseudo(stack.region, 'Region')}`;
  return `arn:${pseudo(stack.partition, 'Partition')}:s3:::${bucket}`;
};
