import { describe, expect, it } from 'vitest';
import { accessAtSignIn, accessOnArrival } from './join-policy';

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

describe('accessAtSignIn', () => {
  it('never takes anything from a member, whatever the policy and however they came', () => {
    for (const policy of ['open', 'invite', 'approval'] as const) {
      expect(accessAtSignIn('member', policy, false)).toBe('member');
      expect(accessAtSignIn('member', policy, true)).toBe('member');
    }
  });
  it('keeps a waiting account waiting when it comes back without the link, and lets it in where the link admits', () => {
    expect(accessAtSignIn('waiting', 'approval', false)).toBe('waiting');
    expect(accessAtSignIn('waiting', 'invite', false)).toBe('waiting');
    expect(accessAtSignIn('waiting', 'approval', true)).toBe('waiting');
    expect(accessAtSignIn('waiting', 'invite', true)).toBe('member');
    expect(accessAtSignIn('waiting', 'open', false)).toBe('member');
  });
  it('lets an outsider in through the link, or onto the waiting list where an admin approves', () => {
    expect(accessAtSignIn('outsider', 'invite', false)).toBe('outsider');
    expect(accessAtSignIn('outsider', 'invite', true)).toBe('member');
    expect(accessAtSignIn('outsider', 'approval', true)).toBe('waiting');
    expect(accessAtSignIn('outsider', 'open', false)).toBe('member');
  });
});
