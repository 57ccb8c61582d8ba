import {
  ConditionalCheckFailedException,
  ProvisionedThroughputExceededException,
} from '@aws-sdk/client-dynamodb';
import { db } from '../../functions/lib/data/client';
import { WRITE_COMMANDS } from './hold-writes';

/*
 * DynamoDB faults for the in-process local stack: a middleware on the pool's own client (the way
 * hold-writes.ts holds a write), so every call not faulted goes to dynalite unchanged. It sits
 * before the SDK's retries, so a fault is what a handler sees once the SDK has given up.
 */

export type FaultKind =
  /** DynamoDB refuses the write: ProvisionedThroughputExceededException. */
  | 'throughput'
  /** DynamoDB refuses the write: ThrottlingException. */
  | 'throttling'
  /** The call times out before DynamoDB applied it. */
  | 'timeout'
  /** DynamoDB applied the write, but its answer never came back (a timeout after the fact). */
  | 'lostReply'
  /** The write's condition failed, as if another request had changed the item first. */
  | 'conditional';

export const faultKinds: readonly FaultKind[] = [
  'throughput',
  'throttling',
  'timeout',
  'lostReply',
  'conditional',
];

export interface WriteCall {
  command: string;
  /** The write carries a ConditionExpression, so a conditional-check failure can happen to it. */
  conditional: boolean;
  /** The partition key written (the first of a batch). */
  partition: string;
}

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

const faultError = (kind: FaultKind): Error => {
  switch (kind) {
    case 'throughput':
      return new ProvisionedThroughputExceededException({
        message: 'The level of configured provisioned throughput for the table was exceeded',
        $metadata: { httpStatusCode: 400 },
      });
    case 'throttling':
      return named('ThrottlingException', 'Rate of requests exceeds the allowed throughput');
    case 'conditional':
      return new ConditionalCheckFailedException({
        message: 'The conditional request failed',
        $metadata: { httpStatusCode: 400 },
      });
    default:
      return named('TimeoutError', 'Connection timed out after 5000 ms');
  }
};

type Input = {
  ConditionExpression?: string;
  Key?: { PK?: unknown };
  Item?: { PK?: unknown };
  RequestItems?: Record<string, { PutRequest?: { Item?: { PK?: unknown } } }[]>;
};

const partitionOf = (input: Input): string => {
  const batch = Object.values(input.RequestItems ?? {})[0]?.[0]?.PutRequest?.Item;
  const pk = input.Key?.PK ?? input.Item?.PK ?? batch?.PK;
  return typeof pk === 'object' && pk && 'S' in pk ? String((pk as { S: unknown }).S) : String(pk);
};

interface Plan {
  calls: WriteCall[];
  fault?: { kind: FaultKind; at: number };
  injected: boolean;
}

let plan: Plan | undefined;

/** Installs the fault middleware once on the pool's client (call after the local stack started). */
export const installDynamoFaults = (): void => {
  const stack = db().middlewareStack;
  stack.remove('dynamoFaults');
  stack.add(
    (next, context) => async (args) => {
      const current = plan;
      if (!current || !WRITE_COMMANDS.has(context.commandName ?? '')) return next(args);
      const input = args.input as Input;
      current.calls.push({
        command: (context.commandName ?? '').replace(/Command$/, ''),
        conditional: Boolean(input.ConditionExpression),
        partition: partitionOf(input),
      });
      const fault = current.fault;
      if (!fault || current.calls.length !== fault.at) return next(args);
      current.injected = true;
      if (fault.kind === 'lostReply') await next(args);
      throw faultError(fault.kind);
    },
    { step: 'initialize', name: 'dynamoFaults' },
  );
};

/** Runs `work` and lists the writes it made, faulting the `fault.at`-th (1-based) with `fault.kind`. */
export const withWrites = async <T>(
  work: () => Promise<T>,
  fault?: { kind: FaultKind; at: number },
): Promise<{ result: T; calls: WriteCall[]; injected: boolean }> => {
  const current: Plan = { calls: [], fault, injected: false };
  plan = current;
  try {
    const result = await work();
    return { result, calls: current.calls, injected: current.injected };
  } finally {
    plan = undefined;
  }
};

/** Runs `work` (set-up inside a faulted request's turn) with its writes neither listed nor faulted. */
export const withoutFaults = async <T>(work: () => Promise<T>): Promise<T> => {
  const paused = plan;
  plan = undefined;
  try {
    return await work();
  } finally {
    plan = paused;
  }
};

/** The fault kinds that make sense for a write: a conditional-check failure only where it has a condition. */
export const kindsFor = (call: WriteCall): FaultKind[] =>
  faultKinds.filter((kind) => kind !== 'conditional' || call.conditional);
