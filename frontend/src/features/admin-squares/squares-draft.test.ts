import type { User } from '@shared/user';
import { describe, expect, it } from 'vitest';
import {
  changedSquares,
  namesMatching,
  parseSquarePrice,
  playerChoices,
  playerNamed,
  priceInputValue,
  savedNames,
  squareNameProblem,
  squareNameProblems,
  withoutSaved,
} from '@/features/admin-squares/squares-draft';

describe('savedNames', () => {
  it('lists the 100 positions with their saved names, open squares as empty text', () => {
    const names = savedNames([
      { gridPosition: 0, playerName: 'alice' },
      { gridPosition: 42, playerName: 'bob' },
      { gridPosition: 43, playerName: null },
    ]);
    expect(names).toHaveLength(100);
    expect(names[0]).toBe('alice');
    expect(names[42]).toBe('bob');
    expect(names[43]).toBe('');
    expect(names[99]).toBe('');
  });
});

describe('changedSquares', () => {
  const saved = savedNames([
    { gridPosition: 1, playerName: 'alice' },
    { gridPosition: 2, playerName: 'bob' },
  ]);
  const choices = [{ userId: 'u-dan', username: 'dan_the_man' }];

  it('sends only squares whose trimmed name changed, in grid order', () => {
    expect(changedSquares(saved, { 5: ' carol ', 1: 'alice', 2: 'bobby' }, choices)).toEqual([
      { position: 2, playerName: 'bobby', userId: null },
      { position: 5, playerName: 'carol', userId: null },
    ]);
  });

  it('gives a square named by a player’s username to that player, whatever its length or letter case', () => {
    expect(changedSquares(saved, { 3: 'Dan_The_Man' }, choices)).toEqual([
      { position: 3, playerName: 'Dan_The_Man', userId: 'u-dan' },
    ]);
  });

  it('ignores edits that only add spaces, and clears a square emptied by the admin', () => {
    expect(changedSquares(saved, { 1: '  alice  ', 7: '   ' }, choices)).toEqual([]);
    expect(changedSquares(saved, { 2: '' }, choices)).toEqual([
      { position: 2, playerName: '', userId: null },
    ]);
  });
});

describe('withoutSaved', () => {
  it('drops the edits that were saved and keeps the others', () => {
    const saved = [
      { position: 1, playerName: 'a', userId: null },
      { position: 3, playerName: 'c', userId: null },
    ];
    expect(withoutSaved({ 1: ' a ', 2: 'b', 3: 'c' }, saved)).toEqual({ 2: 'b' });
  });

  it('keeps an edit typed while the save was under way', () => {
    expect(withoutSaved({ 1: 'ab' }, [{ position: 1, playerName: 'a', userId: null }])).toEqual({ 1: 'ab' });
  });
});

describe('priceInputValue', () => {
  it('shows two decimals', () => {
    expect(priceInputValue(25)).toBe('25.00');
    expect(priceInputValue(7.5)).toBe('7.50');
  });
});

describe('parseSquarePrice', () => {
  it('reads positive amounts with at most two decimals', () => {
    expect(parseSquarePrice('25')).toBe(25);
    expect(parseSquarePrice(' 25.00 ')).toBe(25);
    expect(parseSquarePrice('$12.5')).toBe(12.5);
    expect(parseSquarePrice('0.99')).toBe(0.99);
    expect(parseSquarePrice('.5')).toBe(0.5);
    expect(parseSquarePrice('10.')).toBe(10);
  });

  it('refuses zero, negatives, three decimals and text', () => {
    for (const typed of ['', '0', '0.00', '-5', '12.345', 'abc', '1e3', '1,000', '.']) {
      expect(parseSquarePrice(typed)).toBeNull();
    }
  });
});

describe('square names', () => {
  const user = (id: string, username: string | null, limited = false): User => ({
    id,
    username,
    email: `${id}@example.com`,
    firstName: 'Pat',
    lastName: id,
    profileImageUrl: null,
    isAdmin: false,
    hasFullApp: !limited,
    hasWeek5: false,
    userType: limited ? 'week6_only' : 'full_app',
    createdAt: '2025-09-01T00:00:00.000Z',
    defaultPick: 'favorite',
  });

  it('offers each full player who chose a username, by username: never an account without one or a Week 6-only player', () => {
    const users = [
      user('u1', 'carla_m'),
      user('u2', 'alice_b'),
      user('u3', null),
      user('u4', 'w6', true),
      user('u5', 'dan_the_man'),
    ];
    expect(playerChoices(users)).toEqual([
      { userId: 'u2', username: 'alice_b' },
      { userId: 'u1', username: 'carla_m' },
      { userId: 'u5', username: 'dan_the_man' },
    ]);
    expect(playerNamed(playerChoices(users), ' DAN_the_man ')).toEqual({
      userId: 'u5',
      username: 'dan_the_man',
    });
    expect(playerNamed(playerChoices(users), 'Dan')).toBeNull();
  });

  it('offers every name while the square is empty or names a player, else the names containing the text', () => {
    const choices = ['alice_b', 'bobby_t', 'carla_m'];
    expect(namesMatching(choices, '')).toEqual(choices);
    expect(namesMatching(choices, 'Bobby_T')).toEqual(choices);
    expect(namesMatching(choices, 'A_')).toEqual(['carla_m']);
    expect(namesMatching(choices, 'zed')).toEqual([]);
  });

  it('says when a typed name is longer than 10 characters or hides characters; a player’s username never is a problem', () => {
    const choices = [{ userId: 'u5', username: 'dan_the_man' }];
    expect(squareNameProblem('dan_the_man', choices)).toBeNull();
    expect(squareNameProblem('dan_the_men', choices)).toBe("11 characters; a square's name is 10 at most");
    expect(squareNameProblem('  ten_chars_  ', choices)).toBeNull();
    expect(squareNameProblem('', choices)).toBeNull();
    expect(squareNameProblem('Bob\u202Eyelp', choices)).toBe(
      'control, bidirectional or zero-width characters are not allowed',
    );
    expect(squareNameProblems({ 7: 'far_too_long_name', 2: 'ok', 3: 'dan_the_man' }, choices)).toEqual([
      { position: 7, problem: "17 characters; a square's name is 10 at most" },
    ]);
  });
});
