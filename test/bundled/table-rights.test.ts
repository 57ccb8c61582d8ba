import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type PoolLambda,
  poolLambdas,
  serviceActions,
  statementsOf,
  type TemplateJson,
  tableActions,
  tableLogicalId,
} from '../support/template-rights';

/*
 * The rights each shipped Lambda's role has, against the AWS calls its shipped bundle makes: the
 * template and the bundles of cdk.out, as `cdk deploy` would upload them. A group that starts
 * calling something its role lacks (or stops calling what it is granted) fails here.
 */

const assembly = path.resolve(process.env.POOL_API_BUNDLES ?? 'cdk.out');

/** What a command needs in IAM. A transaction needs the item actions it contains: declare them here when one appears. */
const dynamoActions: Record<string, string> = {
  GetCommand: 'GetItem',
  BatchGetCommand: 'BatchGetItem',
  QueryCommand: 'Query',
  ScanCommand: 'Scan',
  PutCommand: 'PutItem',
  UpdateCommand: 'UpdateItem',
  DeleteCommand: 'DeleteItem',
  BatchWriteCommand: 'BatchWriteItem',
};
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'ConditionCheckItem']);

/** The SDK clients the bundles may use besides DynamoDB, and their IAM service prefix. */
const servicePrefixes: Record<string, string> = {
  'client-scheduler': 'scheduler',
  'client-sesv2': 'ses',
  'client-sqs': 'sqs',
};

/** What Lambda's own poller of a queue needs on the role of the function it feeds: granted, never called by the bundle. */
const queuePollerActions = new Set([
  'sqs:ReceiveMessage',
  'sqs:DeleteMessage',
  'sqs:ChangeMessageVisibility',
  'sqs:GetQueueAttributes',
  'sqs:GetQueueUrl',
]);

/**
 * The commands a minified ESM bundle constructs, by package: esbuild keeps every name of an
 * external import (`import{PutCommand as Xd,...}from"@aws-sdk/lib-dynamodb"`) even when the code
 * using it was tree-shaken away, so a command counts only where the bundle calls `new <alias>(`.
 */
const commandsCalled = (bundle: string): Map<string, Set<string>> => {
  const called = new Map<string, Set<string>>();
  const imports = [
    ...[...bundle.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/([^"]+)"/g)].map((m) => ({
      pkg: m[2] as string,
      specifiers: (m[1] as string).split(',').map((s) => s.trim().split(/\s+as\s+/)),
    })),
    // A client loaded on first use: `{SendEmailCommand:c,...}=await import("@aws-sdk/client-sesv2")`.
    ...[...bundle.matchAll(/\{([^{}]*)\}\s*=\s*await\s+import\(\s*"@aws-sdk\/([^"]+)"\s*\)/g)].map((m) => ({
      pkg: m[2] as string,
      specifiers: (m[1] as string).split(',').map((s) => s.trim().split(/\s*:\s*/)),
    })),
  ];
  for (const { pkg, specifiers } of imports) {
    for (const [name = '', alias = name] of specifiers) {
      const escaped = alias.replace(/\$/g, '\\$');
      // A paginator (`paginateQuery`) sends its command from inside the SDK: the call names it.
      const paginated = /^paginate(\w+)$/.exec(name)?.[1];
      if (paginated && new RegExp(`[^\\w$]${escaped}\\(`).test(bundle)) {
        called.set(pkg, new Set([...(called.get(pkg) ?? []), `${paginated}Command`]));
        continue;
      }
      if (!name.endsWith('Command')) continue;
      if (!new RegExp(`new ${escaped}\\(`).test(bundle)) continue;
      called.set(pkg, new Set([...(called.get(pkg) ?? []), name]));
    }
  }
  return called;
};

/**
 * The partition function of each `new <Put>({...Item:{PK:f(),...` call, and whether it names the
 * audit log: `f=()=>g(season())` with the key module's `g=e=>\`SEASON#${e}#AUDIT\``.
 */
const putsOutsideTheAuditLog = (bundle: string): string[] => {
  const aliases = [...bundle.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/lib-dynamodb"/g)].flatMap(
    (m) =>
      (m[1] as string)
        .split(',')
        .map((s) => s.trim().split(/\s+as\s+/))
        .filter(([name]) => name === 'PutCommand')
        .map(([name, alias]) => alias ?? (name as string)),
  );
  const outside: string[] = [];
  for (const alias of aliases) {
    const escaped = alias.replace(/\$/g, '\\$');
    for (const call of bundle.matchAll(
      new RegExp(`new ${escaped}\\(\\{TableName:[^,]+,Item:\\{PK:([\\w$]+)\\(\\)`, 'g'),
    )) {
      const partition = (call[1] as string).replace(/\$/g, '\\$');
      const shape = bundle.match(new RegExp(`[,;{\\s]${partition}=\\(\\)=>([\\w$]+)\\([\\w$]+\\(\\)\\)`));
      const builder = (shape?.[1] ?? '').replace(/\$/g, '\\$');
      const auditLog =
        builder !== '' &&
        new RegExp(`[,;{\\s]${builder}=([\\w$]+)=>\`SEASON#\\$\\{\\1\\}#AUDIT\``).test(bundle);
      if (!auditLog) outside.push(call[0]);
    }
    const calls = bundle.match(new RegExp(`new ${escaped}\\(`, 'g'))?.length ?? 0;
    const recognised =
      bundle.match(new RegExp(`new ${escaped}\\(\\{TableName:[^,]+,Item:\\{PK:[\\w$]+\\(\\)`, 'g'))?.length ??
      0;
    if (calls !== recognised)
      outside.push(`${calls - recognised} put(s) of ${alias} in a shape this test cannot read`);
  }
  return outside;
};

/** Each `new <Update>({...Key:f(...)` call whose key function is not a session's (`SESSION#...`). */
const updatesOutsideSessions = (bundle: string): string[] => {
  const aliases = [...bundle.matchAll(/import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/lib-dynamodb"/g)].flatMap(
    (m) =>
      (m[1] as string)
        .split(',')
        .map((s) => s.trim().split(/\s+as\s+/))
        .filter(([name]) => name === 'UpdateCommand')
        .map(([name, alias]) => alias ?? (name as string)),
  );
  const outside: string[] = [];
  for (const alias of aliases) {
    const escaped = alias.replace(/\$/g, '\\$');
    const calls = bundle.match(new RegExp(`new ${escaped}\\(`, 'g'))?.length ?? 0;
    const keyed = [
      ...bundle.matchAll(new RegExp(`new ${escaped}\\(\\{TableName:[^,]+,Key:([\\w$]+)\\(`, 'g')),
    ];
    for (const call of keyed) {
      const key = (call[1] as string).replace(/\$/g, '\\$');
      const session = new RegExp(`[,;{\\s]${key}=[\\w$]+=>\\(\\{PK:\`SESSION#\\$\\{`).test(bundle);
      if (!session) outside.push(call[0]);
    }
    if (calls !== keyed.length)
      outside.push(`${calls - keyed.length} update(s) of ${alias} in a shape this test cannot read`);
  }
  return outside;
};

interface ShippedLambda extends PoolLambda {
  template: TemplateJson;
  bundle: string;
}

const shippedLambdas = (): ShippedLambda[] => {
  const templates = existsSync(assembly)
    ? readdirSync(assembly).filter((f) => f.endsWith('.template.json'))
    : [];
  if (templates.length === 0) throw new Error(`No synthesized stack in ${assembly}: run npm run synth first`);
  return templates.flatMap((file) => {
    const template = JSON.parse(readFileSync(path.join(assembly, file), 'utf8')) as TemplateJson;
    return poolLambdas(template).map((fn) => {
      const asset = (fn.resource.Metadata as Record<string, unknown> | undefined)?.['aws:asset:path'];
      if (typeof asset !== 'string') throw new Error(`${fn.description} has no bundled asset in ${file}`);
      return { ...fn, template, bundle: readFileSync(path.join(assembly, asset, 'index.mjs'), 'utf8') };
    });
  });
};

const lambdas = shippedLambdas();

const calledDynamoActions = (fn: ShippedLambda): string[] => {
  const called = commandsCalled(fn.bundle);
  const commands = [...(called.get('lib-dynamodb') ?? []), ...(called.get('client-dynamodb') ?? [])];
  return [
    ...new Set(
      commands.map((command) => {
        const action =
          dynamoActions[command] ?? /^(\w+)ItemCommand$/.exec(command)?.[0].replace(/Command$/, '');
        if (!action || command === 'TransactWriteCommand' || command === 'TransactWriteItemsCommand') {
          throw new Error(
            `${fn.description} calls ${command}: add its IAM actions to dynamoActions in this test`,
          );
        }
        return action;
      }),
    ),
  ].sort();
};

describe('finding the commands a bundle calls', () => {
  it('counts a constructed command and ignores an imported one the bundle never builds', () => {
    const bundle =
      'import{GetCommand as a,PutCommand as b$}from"@aws-sdk/lib-dynamodb";import{SendEmailCommand as c}from"@aws-sdk/client-sesv2";' +
      'var f=async()=>db().send(new a({TableName:t()}));var g=()=>new c({});';
    expect(commandsCalled(bundle)).toEqual(
      new Map([
        ['lib-dynamodb', new Set(['GetCommand'])],
        ['client-sesv2', new Set(['SendEmailCommand'])],
      ]),
    );
  });

  it('counts a command of a client the bundle loads on first use', () => {
    const bundle =
      'var s=async()=>{let{SESv2Client:e,SendEmailCommand:n}=await import("@aws-sdk/client-sesv2");return new e({}).send(new n({}))};';
    expect(commandsCalled(bundle)).toEqual(new Map([['client-sesv2', new Set(['SendEmailCommand'])]]));
  });

  it('tells an audit log put from any other put', () => {
    const audit = `var ap=e=>\`SEASON#\${e}#AUDIT\`,od=()=>ap(_c());`;
    const imports = 'import{PutCommand as P}from"@aws-sdk/lib-dynamodb";';
    expect(
      putsOutsideTheAuditLog(`${imports}${audit}x(new P({TableName:Z(),Item:{PK:od(),SK:t}}));`),
    ).toEqual([]);
    expect(
      putsOutsideTheAuditLog(`${imports}var tk=()=>"TEAMS";x(new P({TableName:Z(),Item:{PK:tk(),SK:t}}));`),
    ).toHaveLength(1);
  });
});

describe('finding the updates a bundle makes outside the sessions', () => {
  it('tells a session update from any other update', () => {
    const imports = 'import{UpdateCommand as u}from"@aws-sdk/lib-dynamodb";';
    const session = `var sk=e=>({PK:\`SESSION#\${e}\`,SK:"SESSION"});`;
    expect(
      updatesOutsideSessions(
        `${imports}${session}x(new u({TableName:L(),Key:sk(e),UpdateExpression:"REMOVE a"}));`,
      ),
    ).toEqual([]);
    expect(
      updatesOutsideSessions(
        `${imports}var vk=e=>({PK:e,SK:"VERSION"});x(new u({TableName:L(),Key:vk(e)}));`,
      ),
    ).toHaveLength(1);
  });
});

describe('the shipped functions have the rights their bundles use, and no more', () => {
  it('finds every pool function in the synthesized stack', () => {
    expect(lambdas.length).toBeGreaterThanOrEqual(15);
  });

  it.each(lambdas.map((fn) => [fn.description, fn] as const))('%s: table actions', (_, fn) => {
    const granted = tableActions(statementsOf(fn.template, fn), tableLogicalId(fn.template));
    const called = calledDynamoActions(fn);
    expect({
      calledWithoutRight: called.filter((a) => !granted.includes(a)),
      grantedNeverCalled: granted.filter((a) => !called.includes(a)),
    }).toEqual({ calledWithoutRight: [], grantedNeverCalled: [] });
    if (!called.some((a) => WRITES.has(a))) expect(granted.filter((a) => WRITES.has(a))).toEqual([]);
  });

  it.each(lambdas.map((fn) => [fn.description, fn] as const))(
    '%s: puts only audit entries and updates only sessions when its writes are limited to them',
    (_, fn) => {
      const statements = statementsOf(fn.template, fn);
      const tableId = tableLogicalId(fn.template);
      const unconditionalWrites = tableActions(
        statements.filter((s) => !s.Condition),
        tableId,
      ).filter((a) => WRITES.has(a));
      if (unconditionalWrites.length > 0) return;
      expect(putsOutsideTheAuditLog(fn.bundle)).toEqual([]);
      expect(updatesOutsideSessions(fn.bundle)).toEqual([]);
    },
  );

  it.each(lambdas.map((fn) => [fn.description, fn] as const))(
    '%s: Scheduler, SES and SQS actions',
    (_, fn) => {
      const called = commandsCalled(fn.bundle);
      for (const pkg of called.keys()) {
        if (pkg !== 'lib-dynamodb' && pkg !== 'client-dynamodb' && !servicePrefixes[pkg]) {
          throw new Error(
            `${fn.description} calls @aws-sdk/${pkg}: add its IAM prefix to servicePrefixes in this test`,
          );
        }
      }
      const statements = statementsOf(fn.template, fn);
      for (const [pkg, prefix] of Object.entries(servicePrefixes)) {
        const needed = [...(called.get(pkg) ?? [])]
          .map((c) => `${prefix}:${c.replace(/Command$/, '')}`)
          .sort();
        const granted = serviceActions(statements, prefix).filter(
          (action) => !queuePollerActions.has(action),
        );
        expect(granted, `${fn.description} ${prefix}`).toEqual(needed);
      }
    },
  );
});
