import { describe, expect, it } from 'vitest';
import { accessOnArrival } from './join-policy';

describe('accessOnArrival', () => {
  it('makes anyone a member of an open pool, invited or not', () => {
    expect(accessOnArrival('open', false)).toBe('member');
    expect(accessOnArrival('open', true)).toBe('member');
  });
  it('makes the invited a member of an invite-only pool, and leaves a stranger outside', () => {
    expect(accessOnArrival('invite', true)).toBe('member');
    expect(accessOnArrival('invite', false)).toBe('outsider');
  });
  it('puts the invited on the waiting list of a pool that approves, and leaves a stranger outside', () => {
    expect(accessOnArrival('approval', true)).toBe('waiting');
    expect(accessOnArrival('approval', false)).toBe('outsider');
  });
});
