import { describe, expect, it } from 'vitest';
import { canSeePick, canSeePrediction, othersPicksShown } from './pick-visibility';

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

describe('canSeePrediction', () => {
  const prediction = {
    viewerId: 'me',
    viewerIsAdmin: false,
    ownerId: 'other',
    tiebreakerStarted: false,
    showAllResults: true,
  };
  it('always shows a player their own prediction', () => {
    expect(canSeePrediction({ ...prediction, ownerId: 'me', showAllResults: false })).toBe(true);
  });
  it("hides others' predictions before the tiebreaker game kicks off", () => {
    expect(canSeePrediction(prediction)).toBe(false);
  });
  it("shows others' predictions once the tiebreaker game has started", () => {
    expect(canSeePrediction({ ...prediction, tiebreakerStarted: true })).toBe(true);
  });
  it('hides them when show_all_results is off', () => {
    expect(canSeePrediction({ ...prediction, tiebreakerStarted: true, showAllResults: false })).toBe(false);
  });
  it('shows admins every prediction', () => {
    expect(canSeePrediction({ ...prediction, viewerIsAdmin: true, showAllResults: false })).toBe(true);
  });
});

describe('othersPicksShown', () => {
  it("shows others' picks while show_all_results is on", () => {
    expect(othersPicksShown(true, [false, false])).toBe(true);
  });
  it('with show_all_results off, hides them until every game of the week has kicked off', () => {
    expect(othersPicksShown(false, [true, false])).toBe(false);
    expect(othersPicksShown(false, [true, true])).toBe(true);
  });
  it('a week without games shows nothing while the setting is off', () => {
    expect(othersPicksShown(false, [])).toBe(false);
  });
});
