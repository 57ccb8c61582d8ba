import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type GradedRun,
  type GradingPartMessage,
  INLINE_PARTS,
  inProcessRunner,
  PART_ATTEMPTS,
  runnerFor,
} from './part-runner';

const sqs = mockClient(SQSClient);
const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/pool-grading-parts';

const messages = (count: number): GradingPartMessage[] =>
  Array.from({ length: count }, (_, part) => ({ season: 2025, week: 13, run: '7.abc', part }));

const end: GradedRun = {
  week: 13,
  round: 1,
  parts: 3,
  picksScored: 10,
  picksUpdated: 2,
  players: 5,
  current: true,
};

/** A part function that finishes the run on the last part it runs, failing each part `failures` times first. */
const parts = (count: number, failures = 0) => {
  const tries = new Map<number, number>();
  let done = 0;
  const runPart = async (message: GradingPartMessage) => {
    const tried = (tries.get(message.part) ?? 0) + 1;
    tries.set(message.part, tried);
    if (tried <= failures) throw new Error(`part ${message.part} failed`);
    done += 1;
    return done === count ? end : undefined;
  };
  return { runPart, tries };
};

describe('running a grading run’s parts', () => {
  beforeEach(() => {
    sqs.reset();
    process.env.GRADING_QUEUE_URL = QUEUE;
  });
  afterEach(() => {
    delete process.env.GRADING_QUEUE_URL;
  });

  it('sends a big run to the queue, one message a part, and runs none here', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm' });
    const { runPart, tries } = parts(INLINE_PARTS + 9);
    const all = messages(INLINE_PARTS + 9);
    expect(await runnerFor(all.length, runPart).run(all)).toBe('queued');
    const sent = sqs.commandCalls(SendMessageCommand).map((call) => call.args[0].input);
    expect(sent.map((input) => input.QueueUrl)).toEqual(all.map(() => QUEUE));
    expect(sent.map((input) => JSON.parse(input.MessageBody ?? '')).sort((a, b) => a.part - b.part)).toEqual(
      all,
    );
    expect(tries.size).toBe(0);
  });

  it('fails the grading when the queue refuses a part', async () => {
    sqs.on(SendMessageCommand).rejects(new Error('AccessDenied'));
    const all = messages(INLINE_PARTS + 1);
    await expect(runnerFor(all.length, parts(all.length).runPart).run(all)).rejects.toThrow('AccessDenied');
  });

  it('runs a small run here, and every run without a queue (locally)', async () => {
    const small = parts(INLINE_PARTS);
    expect(await runnerFor(INLINE_PARTS, small.runPart).run(messages(INLINE_PARTS))).toEqual(end);
    delete process.env.GRADING_QUEUE_URL;
    const big = parts(50);
    expect(await runnerFor(50, big.runPart).run(messages(50))).toEqual(end);
    expect([...big.tries.values()].every((tried) => tried === 1)).toBe(true);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('answers lost when no part finished the run (a retried part found it finished)', async () => {
    expect(await inProcessRunner(async () => undefined).run(messages(2))).toBe('lost');
  });

  it('tries a failing part again here as often as the queue would, then fails the grading', async () => {
    const flaky = parts(3, PART_ATTEMPTS - 1);
    expect(await inProcessRunner(flaky.runPart).run(messages(3))).toEqual(end);
    expect([...flaky.tries.values()]).toEqual([PART_ATTEMPTS, PART_ATTEMPTS, PART_ATTEMPTS]);
    const failing = parts(3, PART_ATTEMPTS);
    await expect(inProcessRunner(failing.runPart).run(messages(3))).rejects.toThrow('failed');
  });
});
