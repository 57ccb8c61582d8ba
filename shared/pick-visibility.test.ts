import { describe, expect, it } from 'vitest';
import { canSeePick } from './pick-visibility';

const base = {
  viewerId: 'me',
  viewerIsAdmin: false,
  ownerId: 'other',
  gameStarted: false,
  showAllResults: true,
};

describe('canSeePick', () => {
  it('always shows a player their own picks', () => {
    expect(canSeePick({ ...base, ownerId: 'me', showAllResults: false })).toBe(true);
  });
  it("hides others' picks before kickoff", () => {
    expect(canSeePick(base)).toBe(false);
  });
  it("shows others' picks once the game has started", () => {
    expect(canSeePick({ ...base, gameStarted: true })).toBe(true);
  });
  it('hides them when show_all_results is off', () => {
    expect(canSeePick({ ...base, gameStarted: true, showAllResults: false })).toBe(false);
  });
  it('shows admins everything', () => {
    expect(canSeePick({ ...base, viewerIsAdmin: true, showAllResults: false })).toBe(true);
  });
});
