import * as z from 'zod';
import { isSquarePrice, SQUARE_NAME_MAX, SQUARES_COUNT } from '../squares';

export const squarePositionParams = z.object({
  position: z
    .string()
    .regex(/^\d{1,2}$/, `position must be a whole number from 0 to ${SQUARES_COUNT - 1}`)
    .transform(Number),
});

/** A square's name, trimmed; an empty name empties the square. */
export const squareAssignBody = z.object({
  playerName: z
    .string({ error: 'playerName must be text' })
    .transform((name) => name.trim())
    .pipe(z.string().max(SQUARE_NAME_MAX, `playerName must be ${SQUARE_NAME_MAX} characters or less`)),
});

export const squarePriceBody = z.object({
  price: z
    .number({ error: 'price must be a number' })
    .refine(isSquarePrice, 'price must be a positive amount with at most two decimals'),
});
