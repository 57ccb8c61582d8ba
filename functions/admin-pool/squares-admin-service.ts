import type { SquareAssignment } from '../../shared/schemas/squares';
import { DEFAULT_SQUARE_PRICE, type Square } from '../../shared/squares';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import {
  putSquareName,
  putSquarePrice,
  readSquares,
  type StoredSquare,
} from '../lib/data/squares-repository';
import { getUsersConsistently } from '../lib/data/users-repository';
import { invalid, notFound } from '../lib/domain-errors';
import { squaresGrid } from '../services/squares-service';

/** What the square will hold: a player of the pool by id (named by their username), a typed name, or nothing. */
const squareOf = async (assignment: SquareAssignment): Promise<StoredSquare | null> => {
  if (assignment.userId === undefined) {
    return assignment.playerName ? { playerName: assignment.playerName, userId: null } : null;
  }
  const [player] = await getUsersConsistently([assignment.userId]);
  if (!player) throw notFound('No such player');
  // Only a pool member (an account that chose its username) can own a square.
  if (!player.username) throw invalid('That account has not chosen a username yet');
  return { playerName: player.username, userId: player.id };
};

/** Gives a square to a player or a typed name (an empty name empties it) and records the change. */
export const nameSquare = async (
  session: LoadedSession,
  position: number,
  assignment: SquareAssignment,
): Promise<Square> => {
  const square = await squareOf(assignment);
  const before = (await readSquares()).names.get(position) ?? null;
  await putSquareName(position, square);
  await recordAudit(session, {
    action: 'setting.change',
    summary: `Square ${position}: ${before?.playerName ?? 'empty'} → ${square?.playerName ?? 'empty'}`,
    before: { playerName: before?.playerName ?? null, userId: before?.userId ?? null },
    after: { playerName: square?.playerName ?? null, userId: square?.userId ?? null },
  });
  return (await squaresGrid(session.actor))[position] as Square;
};

export const setSquarePrice = async (session: LoadedSession, price: number): Promise<{ price: number }> => {
  const before = (await readSquares()).price ?? DEFAULT_SQUARE_PRICE;
  await putSquarePrice(price);
  await recordAudit(session, {
    action: 'setting.change',
    summary: `Square price: ${before.toFixed(2)} → ${price.toFixed(2)}`,
    before: { price: before },
    after: { price },
  });
  return { price };
};
