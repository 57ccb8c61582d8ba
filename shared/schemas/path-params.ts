import * as z from 'zod';

/** A path parameter of plain decimal digits: no sign, exponent, hex prefix, spaces or decimal point. */
export const decimalDigits = (message: string) => z.string({ error: message }).regex(/^\d+$/, message);
