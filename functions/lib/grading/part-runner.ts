import type { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';

/** One part of a grading run, as a queue message carries it. */
export interface GradingPartMessage {
  /** The season the grading ran in: the part runs in it, whatever the pool plays by then. */
  season: number;
  week: number;
  run: string;
  part: number;
}

/** A run's end as its last part saw it. */
export interface GradedRun {
  week: number;
  round: number;
  /** The parts the run graded the week's sheets in. */
  parts: number;
  picksScored: number;
  /** Picks whose grade changed, over this run and the rounds before it. */
  picksUpdated: number;
  players: number;
  /** Its standings were written and the week had not moved since the run read it. */
  current: boolean;
  /** The players the run graded alone ("Score Admins Only"), for its next round. */
  onlyUserIds?: string[];
}

/**
 * Runs a grading run's parts. In one process it runs each and answers the run's end (the part that
 * completed the set finished it), or 'lost' when a part that was tried again found the run already
 * finished by its earlier attempt (whose answer never came back); a queue answers 'queued' once
 * every part is sent, and the parts run in the queue's function.
 */
export interface PartRunner {
  run(parts: readonly GradingPartMessage[]): Promise<GradedRun | 'queued' | 'lost'>;
}

/** What a part does: its run's end when it finished the run, else undefined. */
export type RunPart = (message: GradingPartMessage) => Promise<GradedRun | undefined>;

/** Attempts of a part in one process, the first included: as often as the queue receives a message before its dead-letter queue. */
export const PART_ATTEMPTS = 3;
/** Parts graded at once in one process. */
const PARALLEL_PARTS = 4;

/**
 * Runs every part here (the local stack, tests, and a small pool in AWS): a few at once, each tried
 * again on an error as the queue would. A part that fails every attempt fails the grading; its run
 * stays unfinished and the week's standings stay the last grading's.
 */
export const inProcessRunner = (runPart: RunPart): PartRunner => ({
  async run(parts) {
    const ends: GradedRun[] = [];
    const attempt = async (message: GradingPartMessage) => {
      for (let tried = 1; ; tried += 1) {
        try {
          const end = await runPart(message);
          if (end) ends.push(end);
          return;
        } catch (error) {
          if (tried === PART_ATTEMPTS) throw error;
        }
      }
    };
    const pending = [...parts];
    const worker = async () => {
      for (let message = pending.shift(); message; message = pending.shift()) await attempt(message);
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, parts.length) }, worker));
    return ends[0] ?? 'lost';
  },
});

/** Messages sent at once. */
const PARALLEL_SENDS = 10;

/**
 * Sends one message per part to the grading queue (its function runs them; the queue's redrive
 * retries a failed part and sets it aside in a dead-letter queue after PART_ATTEMPTS receives).
 * One SendMessage a part: the function needs `sqs:SendMessage` alone. The SQS client is loaded on
 * first use, as the Scheduler's is.
 */
export const queueRunner = (queueUrl: string, given?: SQSClient): PartRunner => ({
  async run(parts) {
    const { SQSClient, SendMessageCommand } = await import('@aws-sdk/client-sqs');
    const client = given ?? new SQSClient({ region: config.region() });
    for (let start = 0; start < parts.length; start += PARALLEL_SENDS) {
      await Promise.all(
        parts
          .slice(start, start + PARALLEL_SENDS)
          .map((message) =>
            client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) })),
          ),
      );
    }
    return 'queued';
  },
});

/** Parts a function runs itself rather than queue: a pool of up to 2,000 members grades as one request. */
export const INLINE_PARTS = 4;

/**
 * The runner for a run of this many parts: the queue in AWS (GRADING_QUEUE_URL) for a run bigger
 * than INLINE_PARTS, else this process.
 */
export const runnerFor = (parts: number, runPart: RunPart): PartRunner => {
  const queueUrl = config.gradingQueueUrl();
  return queueUrl && parts > INLINE_PARTS ? queueRunner(queueUrl) : inProcessRunner(runPart);
};
