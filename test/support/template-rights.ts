/** Reading a synthesized CloudFormation template's Lambdas and the IAM rights their roles carry. */

export type TemplateJson = { Resources: Record<string, Resource> };
export type Resource = { Type: string; Properties: Record<string, unknown> } & Record<string, unknown>;

export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

export interface PoolLambda {
  logicalId: string;
  /** "NFL pool /api: <group>" or one of the jobs' descriptions. */
  description: string;
  resource: Resource;
}

export const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The pool's own functions (not the CDK custom resources' handlers). */
export const poolLambdas = (template: TemplateJson): PoolLambda[] =>
  Object.entries(template.Resources)
    .filter(([, r]) => r.Type === 'AWS::Lambda::Function')
    .map(([logicalId, resource]) => ({
      logicalId,
      description: String(resource.Properties.Description ?? ''),
      resource,
    }))
    .filter((fn) => fn.description.startsWith('NFL pool'));

const logicalIdOfGetAtt = (value: unknown): string | undefined =>
  (value as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];

/** Every Allow statement of the function's role: its inline policies and the policies attached to it. */
export const statementsOf = (template: TemplateJson, fn: PoolLambda): Statement[] => {
  const roleId = logicalIdOfGetAtt(fn.resource.Properties.Role);
  if (!roleId) throw new Error(`${fn.description} has no role in this template`);
  const role = template.Resources[roleId];
  const inline = list(role?.Properties.Policies as { PolicyDocument: { Statement: Statement[] } }[]);
  const attached = Object.values(template.Resources).filter(
    (r) =>
      r.Type === 'AWS::IAM::Policy' &&
      list(r.Properties.Roles as unknown[]).some((ref) => (ref as { Ref?: string }).Ref === roleId),
  );
  return [
    ...inline.flatMap((p) => p.PolicyDocument.Statement),
    ...attached.flatMap((p) => (p.Properties.PolicyDocument as { Statement: Statement[] }).Statement),
  ].filter((s) => s.Effect === 'Allow');
};

export const tableLogicalId = (template: TemplateJson): string => {
  const ids = Object.entries(template.Resources)
    .filter(([, r]) => r.Type === 'AWS::DynamoDB::Table')
    .map(([id]) => id);
  if (ids.length !== 1) throw new Error(`Expected one table, found ${ids.length}`);
  return ids[0] as string;
};

/** Does the statement's resource list name the table (or its index)? */
export const onTable = (statement: Statement, tableId: string): boolean =>
  JSON.stringify(statement.Resource).includes(`"${tableId}"`);

/** The `dynamodb:` actions the statements grant on the table, without the prefix, sorted. */
export const tableActions = (statements: Statement[], tableId: string): string[] =>
  [
    ...new Set(
      statements
        .filter((s) => onTable(s, tableId))
        .flatMap((s) => list(s.Action))
        .filter((a) => a.startsWith('dynamodb:'))
        .map((a) => a.slice('dynamodb:'.length)),
    ),
  ].sort();

/** Actions of a service (`ses`, `scheduler`, ...) the statements grant, with the prefix, sorted. */
export const serviceActions = (statements: Statement[], service: string): string[] =>
  [...new Set(statements.flatMap((s) => list(s.Action)).filter((a) => a.startsWith(`${service}:`)))].sort();
