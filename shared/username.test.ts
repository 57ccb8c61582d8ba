import { describe, expect, it } from 'vitest';
import { usernameKey, usernameMessages, usernameProblem } from './username';

describe('usernameProblem', () => {
  it.each([
    ['', usernameMessages.tooShort],
    ['ab', usernameMessages.tooShort],
    ['  ab  ', usernameMessages.tooShort],
    ['a'.repeat(21), usernameMessages.tooLong],
    ['bad name', usernameMessages.badCharacters],
    ['dash-name', usernameMessages.badCharacters],
    ['émile', usernameMessages.badCharacters],
  ])('refuses %j with the spec message', (input, message) => {
    expect(usernameProblem(input)).toBe(message);
  });

  it.each(['abc', 'a'.repeat(20), 'Joe_Smith_99', '___', '  padded  '])('accepts %j', (input) => {
    expect(usernameProblem(input)).toBeNull();
  });
});

describe('reserved usernames', () => {
  it.each([
    'admin',
    'Administrator',
    'ROOT',
    'system',
    'null',
    'Undefined',
    'NaN',
    'none',
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    'toString',
    'valueOf',
    'api',
    'support',
    'moderator',
    'mod',
    'staff',
    'anonymous',
    'unknown',
    'everyone',
    'pool',
    'Commissioner',
    '  admin  ',
  ])('refuses %j in any letter case', (input) => {
    expect(usernameProblem(input)).toBe(usernameMessages.reserved);
  });

  it('checks the length first, so a short reserved name is reported as too short', () => {
    expect(usernameProblem('me')).toBe(usernameMessages.tooShort);
    expect(usernameProblem('you')).toBe(usernameMessages.reserved);
  });

  it.each(['admin_fan', 'rooted', 'nullify', 'poolshark', 'commish'])('accepts %j', (input) => {
    expect(usernameProblem(input)).toBeNull();
  });
});

describe('usernameKey', () => {
  it('folds case and surrounding spaces so Abc and abc collide', () => {
    expect(usernameKey(' Abc ')).toBe(usernameKey('abc'));
  });
});
