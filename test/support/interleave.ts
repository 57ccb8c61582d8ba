import { holdWrites } from './hold-writes';

/*
 * An adversary that is not polite: request A is held at one of its DynamoDB writes while request B
 * runs to its end, then A goes on. Requests fired at the same instant mostly run one after the
 * other; holding A at each of its writes in turn tries every point where B can land inside A.
 */

/** Holds the `n`-th write made from now on (1-based) until released; every other write passes. */
const holdNthWrite = (n: number) => {
  let seen = 0;
  return holdWrites(() => {
    seen += 1;
    return seen === n;
  });
};

export interface Interleaving<S, A, B> {
  /** Fresh actors and items for one position (its writes are not counted). */
  setup: (position: number) => Promise<S>;
  /** The request held at each of its writes in turn. */
  a: (state: S) => Promise<A>;
  /** The request that runs to its end while A is held. */
  b: (state: S) => Promise<B>;
  /** The invariant, judged once both have answered. */
  check: (state: S, answers: { a: A; b: B; position: number }) => Promise<void>;
}

/**
 * Holds A at its first write, then its second, and so on, each time with B run to the end in
 * between, until A ends before reaching the position (then B runs after A). Answers how many writes A made (the number
 * of positions tried), so a test can assert that every write of A was a position.
 */
export const holdAtEachWrite = async <S, A, B>(
  { setup, a, b, check }: Interleaving<S, A, B>,
  maxWrites = 40,
): Promise<number> => {
  for (let position = 1; position <= maxWrites; position += 1) {
    const state = await setup(position);
    const hold = holdNthWrite(position);
    const settled = a(state).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    const held = await Promise.race([hold.reached.then(() => true), settled.then(() => false)]);
    if (!held) hold.release();
    // A that ended before the position ran wholly before B: the last interleaving, judged too.
    let answerOfB: B;
    try {
      answerOfB = await b(state);
    } finally {
      hold.release();
    }
    const answerOfA = await settled;
    if (!answerOfA.ok) throw answerOfA.error;
    await check(state, { a: answerOfA.value, b: answerOfB, position });
    if (!held) return position - 1;
  }
  throw new Error(`request A made more than ${maxWrites} writes`);
};
