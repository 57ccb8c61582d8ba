import { db } from '../../functions/lib/data/client';
import { gate } from './gate';

/** The DynamoDB commands that change the table. */
export const WRITE_COMMANDS = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
]);

/** A write's input as the pool's code sent it (Key, Item, UpdateExpression, ...). */
export type WriteInput = Record<string, unknown>;

export interface HeldWrites {
  /** Resolves with the input of the first write held. */
  reached: Promise<WriteInput>;
  /** Lets every held write go on and holds no more (safe to call twice). */
  release: () => void;
}

let holds = 0;

/**
 * Holds the pool's writes that `isHeld` picks out (asked once per write, in the order they are made)
 * until `release()`: a request stopped at that point while the test runs another to its end. The hold
 * is a middleware on the pool's own client (the in-process local stack), so a held write has not been
 * applied yet; with `afterApplied` it is held once DynamoDB has applied it, before its request
 * hears so.
 */
export const holdWrites = (
  isHeld: (input: WriteInput) => boolean,
  { afterApplied = false } = {},
): HeldWrites => {
  let first: (input: WriteInput) => void = () => {};
  const reached = new Promise<WriteInput>((resolve) => {
    first = resolve;
  });
  const released = gate();
  const name = `holdWrites${++holds}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const input = (args.input ?? {}) as WriteInput;
      if (!WRITE_COMMANDS.has(context.commandName ?? '') || !isHeld(input)) return next(args);
      const hold = async () => {
        first(input);
        await released.opened;
      };
      if (!afterApplied) {
        await hold();
        return next(args);
      }
      const answer = await next(args);
      await hold();
      return answer;
    },
    { step: 'initialize', name },
  );
  return {
    reached,
    release: () => {
      released.open();
      db().middlewareStack.remove(name);
    },
  };
};
