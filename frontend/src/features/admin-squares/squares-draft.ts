import { hasHiddenCharacters } from '@shared/name-characters';
import { isSquarePrice, SQUARE_NAME_MAX, SQUARES_COUNT, type Square } from '@shared/squares';
import { isLimitedUser, type User } from '@shared/user';
import { squareName } from '@/lib/squares-grid';

/** What the admin typed, by grid position; untouched squares have no entry. */
export type SquareEdits = Readonly<Record<number, string>>;

export interface SquareChange {
  position: number;
  /** Trimmed; '' empties the square. */
  playerName: string;
  /** The player whose username the name is: the square goes to them, whatever the name's length. */
  userId: string | null;
}

/** A player a square can be given to. */
export interface PlayerChoice {
  userId: string;
  username: string;
}

/** The saved name of every position 0-99, '' for an open square. */
export const savedNames = (squares: readonly Pick<Square, 'gridPosition' | 'playerName'>[]): string[] => {
  const names = Array.from({ length: SQUARES_COUNT }, () => '');
  for (const square of squares) {
    if (square.gridPosition >= 0 && square.gridPosition < SQUARES_COUNT) {
      names[square.gridPosition] = squareName(square) ?? '';
    }
  }
  return names;
};

/** The player whose username the typed name is (in any letter case), or null: a name typed for someone outside the app. */
export const playerNamed = (choices: readonly PlayerChoice[], typed: string): PlayerChoice | null => {
  const name = typed.trim().toLowerCase();
  return choices.find((choice) => choice.username.toLowerCase() === name) ?? null;
};

/** The squares whose trimmed edit differs from the saved name, in grid order, each with the player it names. */
export const changedSquares = (
  saved: readonly string[],
  edits: SquareEdits,
  choices: readonly PlayerChoice[],
): SquareChange[] =>
  Object.entries(edits)
    .map(([position, typed]) => ({ position: Number(position), playerName: typed.trim() }))
    .filter(({ position, playerName }) => playerName !== (saved[position] ?? ''))
    .map((change) => ({ ...change, userId: playerNamed(choices, change.playerName)?.userId ?? null }))
    .sort((a, b) => a.position - b.position);

/** The players a square can go to: the full players who chose a username (pool members), by username. */
export const playerChoices = (users: readonly User[]): PlayerChoice[] =>
  users
    .flatMap((user) =>
      user.username && !isLimitedUser(user) ? [{ userId: user.id, username: user.username }] : [],
    )
    .sort((a, b) => a.username.localeCompare(b.username));

/** The choices a square offers for its text: all of them while it is empty or names one, else those containing it. */
export const namesMatching = (choices: readonly string[], typed: string): string[] => {
  const text = typed.trim().toLowerCase();
  if (text === '' || choices.some((name) => name.toLowerCase() === text)) return [...choices];
  return choices.filter((name) => name.toLowerCase().includes(text));
};

/** Why a typed square name cannot be saved (it is trimmed first), or null. A player's username always can. */
export const squareNameProblem = (typed: string, choices: readonly PlayerChoice[]): string | null => {
  if (playerNamed(choices, typed)) return null;
  const length = typed.trim().length;
  if (length > SQUARE_NAME_MAX) return `${length} characters; a square's name is ${SQUARE_NAME_MAX} at most`;
  return hasHiddenCharacters(typed)
    ? 'control, bidirectional or zero-width characters are not allowed'
    : null;
};

/** The edited squares whose names cannot be saved, in grid order. */
export const squareNameProblems = (
  edits: SquareEdits,
  choices: readonly PlayerChoice[],
): { position: number; problem: string }[] =>
  Object.entries(edits)
    .flatMap(([position, typed]) => {
      const problem = squareNameProblem(typed, choices);
      return problem ? [{ position: Number(position), problem }] : [];
    })
    .sort((a, b) => a.position - b.position);

/** The edits left once `saved` went through: an edit typed since then stays. */
export const withoutSaved = (edits: SquareEdits, saved: readonly SquareChange[]): SquareEdits => {
  const left = { ...edits };
  for (const { position, playerName } of saved) {
    if (left[position]?.trim() === playerName) delete left[position];
  }
  return left;
};

/** The price as the input shows it: "25.00". */
export const priceInputValue = (price: number): string => price.toFixed(2);

/** A typed price ("30", "$12.5", "7.25"): positive, at most two decimals; null when it is not one. */
export const parseSquarePrice = (typed: string): number | null => {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (!/^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(text)) return null;
  const price = Number(text);
  return isSquarePrice(price) ? price : null;
};
