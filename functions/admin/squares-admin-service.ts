import { DEFAULT_SQUARE_PRICE, type Square } from '../../shared/squares';
import { recordAudit } from '../lib/audit';
import type { LoadedSession } from '../lib/auth/session-service';
import { putSquareName, putSquarePrice, readSquares } from '../lib/data/squares-repository';
import { squaresGrid } from '../services/squares-service';

/** Names a square (an empty name empties it) and records the change. */
export const nameSquare = async (
  session: LoadedSession,
  position: number,
  playerName: string,
): Promise<Square> => {
  const before = (await readSquares()).names.get(position) ?? null;
  await putSquareName(position, playerName || null);
  await recordAudit(session, {
    action: 'setting.change',
    summary: `Square ${position}: ${before ?? 'empty'} → ${playerName || 'empty'}`,
    before: { playerName: before },
    after: { playerName: playerName || null },
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
