import * as z from 'zod';
import { hasHiddenCharacters, hiddenCharactersMessage } from '../name-characters';
import { isSquarePrice, SQUARE_NAME_MAX, SQUARES_COUNT } from '../squares';

export const squarePositionParams = z.object({
  position: z
    .string()
    .regex(/^\d{1,2}$/, `position must be a whole number from 0 to ${SQUARES_COUNT - 1}`)
    .transform(Number),
});

/**
 * A square goes to a player of the pool (`userId`: it shows their username, whatever its length, and
 * the ledger charges and pays them) or to a typed name (`playerName`, trimmed, for someone outside
 * the app; an empty name empties the square).
 */
export const squareAssignBody = z
  .object({
    userId: z
      .string({ error: 'userId must be text' })
      .min(1, 'userId is required')
      .max(64, 'userId is too long')
      .optional(),
    playerName: z
      .string({ error: 'playerName must be text' })
      .transform((name) => name.trim())
      .pipe(
        z
          .string()
          .max(SQUARE_NAME_MAX, `playerName must be ${SQUARE_NAME_MAX} characters or less`)
          .refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage('playerName')),
      )
      .optional(),
  })
  .refine(
    (body) => (body.userId === undefined) !== (body.playerName === undefined),
    'Send either userId (a player of the pool) or playerName (a typed name)',
  );
export type SquareAssignment = z.infer<typeof squareAssignBody>;

export const squarePriceBody = z.object({
  price: z
    .number({ error: 'price must be a number' })
    .refine(isSquarePrice, 'price must be a positive amount with at most two decimals'),
});
