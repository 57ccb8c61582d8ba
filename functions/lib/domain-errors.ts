/**
 * What a service refuses, in the product's words and without HTTP: the error middleware
 * (lib/http/middleware/error-response.ts) answers each kind with its status and `{ message }`.
 */
export type DomainErrorKind = 'invalid' | 'forbidden' | 'locked' | 'not-found' | 'conflict';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** The request asks for something the rules never allow (an unknown game, a used team). */
export const invalid = (message: string) => new DomainError('invalid', message);
/** The actor may not do this (another player's entry, a limited account). */
export const forbidden = (message: string) => new DomainError('forbidden', message);
/** Too late: the game has kicked off, the week or the pool is locked. */
export const locked = (message: string) => new DomainError('locked', message);
export const notFound = (message: string) => new DomainError('not-found', message);
/** The stored state does not allow it (taken, changed meanwhile, registration closed). */
export const conflict = (message: string) => new DomainError('conflict', message);
/** A player's write that found them removed from the pool while it ran. */
export const playerRemoved = () => conflict('You are no longer a player in this pool');
