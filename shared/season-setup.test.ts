import { describe, expect, it } from 'vitest';
import { nextSetupStep, seasonWeeks } from './season-setup';

const weeks = (loaded: number[]) =>
  seasonWeeks.map((week) => ({ week, games: loaded.includes(week) ? 16 : 0 }));
const allWeeks = [...seasonWeeks];

describe('nextSetupStep', () => {
  it('starts with the teams on an empty table', () => {
    expect(nextSetupStep({ teams: 0, weeks: weeks([]), currentWeek: null })).toEqual({ kind: 'teams' });
  });

  it('loads the teams again while some of the 32 are missing, whatever else is stored', () => {
    expect(nextSetupStep({ teams: 25, weeks: weeks(allWeeks), currentWeek: 3 })).toEqual({ kind: 'teams' });
  });

  it('then takes the earliest week without games, skipping weeks loaded by hand', () => {
    expect(nextSetupStep({ teams: 32, weeks: weeks([]), currentWeek: null })).toEqual({
      kind: 'week',
      week: 1,
    });
    expect(nextSetupStep({ teams: 32, weeks: weeks([1, 2, 3, 5, 15]), currentWeek: null })).toEqual({
      kind: 'week',
      week: 4,
    });
  });

  it('sets the current week last, only when it was never set', () => {
    expect(nextSetupStep({ teams: 32, weeks: weeks(allWeeks), currentWeek: null })).toEqual({
      kind: 'current-week',
    });
    expect(nextSetupStep({ teams: 32, weeks: weeks(allWeeks), currentWeek: 9 })).toBeNull();
  });
});
