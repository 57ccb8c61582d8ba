/**
 * What no name may hold: control characters, the bidirectional embeddings, overrides and isolates
 * (U+202A-202E, U+2066-2069) and the zero-width characters and marks (U+200B-200F, U+2060, U+FEFF).
 * They reorder or hide what a name shows, so one name could pass for another on a board.
 */
const HIDDEN_IN_NAME = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;

export const hasHiddenCharacters = (name: string): boolean => HIDDEN_IN_NAME.test(name);

/** The refusal of a name that holds one, naming the field. */
export const hiddenCharactersMessage = (field: string): string =>
  `${field} cannot contain control, bidirectional or zero-width characters`;
