import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters, hiddenCharactersMessage } from './name-characters';

describe('hasHiddenCharacters', () => {
  it.each([
    ['a right-to-left override', 'evil\u202Egnp.exe'],
    ['a left-to-right embedding', '\u202AAlice'],
    ['a pop directional formatting', 'Alice\u202C'],
    ['a first strong isolate', 'Al\u2068ice'],
    ['a pop directional isolate', 'Alice\u2069'],
    ['a zero-width space', 'Ali\u200Bce'],
    ['a zero-width joiner', 'Ali\u200Dce'],
    ['a right-to-left mark', '\u200FAlice'],
    ['a word joiner', 'Ali\u2060ce'],
    ['a byte order mark', '\uFEFFAlice'],
    ['a NUL', 'Ali\u0000ce'],
    ['a line break', 'Ali\nce'],
    ['an escape', '\u001B[31mAlice'],
  ])('finds %s', (_kind, name) => {
    expect(hasHiddenCharacters(name)).toBe(true);
  });

  it.each(['Alice', 'dan_the_man', 'Zoë', 'José Ñúñez', 'שלום', 'O’Brien', '🏈🔥', 'Mary Ann'])(
    'passes the visible name %j',
    (name) => {
      expect(hasHiddenCharacters(name)).toBe(false);
    },
  );

  it('names the field in its message', () => {
    expect(hiddenCharactersMessage('playerName')).toBe(
      'playerName cannot contain control, bidirectional or zero-width characters',
    );
  });
});
