import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX, personName } from './person-name';

describe('personName', () => {
  it('trims and keeps an ordinary name', () => {
    expect(personName('  Nina Park ')).toBe('Nina Park');
  });

  it('drops invisible characters, so a name cannot hide text', () => {
    expect(personName('Ni\u200bna\u202e')).toBe('Nina');
  });

  it.each([null, undefined, 42, '', '   ', '\u200b'])('answers null for %j', (value) => {
    expect(personName(value)).toBeNull();
  });

  it(`caps a long name at ${PERSON_NAME_MAX} characters`, () => {
    expect(personName('N'.repeat(3000))).toBe('N'.repeat(PERSON_NAME_MAX));
  });

  it('does not cut a character made of two UTF-16 units in half', () => {
    const name = personName(`${'N'.repeat(PERSON_NAME_MAX - 1)}\u{1F3C8}\u{1F3C8}`) ?? '';
    expect([...name]).toHaveLength(PERSON_NAME_MAX);
    expect(name.endsWith('\u{1F3C8}')).toBe(true);
  });
});
