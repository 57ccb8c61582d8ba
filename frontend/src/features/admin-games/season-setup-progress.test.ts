import type { SeasonSetupState } from '@shared/schemas/season-setup';
import { describe, expect, it } from 'vitest';
import {
  gamesLoaded,
  hasStarted,
  setUpText,
  setupDescription,
  stepText,
  stoppedText,
  weeksLoaded,
} from '@/features/admin-games/season-setup-progress';

const state = (fields: Partial<SeasonSetupState>): SeasonSetupState => ({
  season: 2025,
  provider: 'offline season file (2025)',
  teams: 0,
  weeks: Array.from({ length: 18 }, (_, index) => ({ week: index + 1, games: 0 })),
  currentWeek: null,
  next: { kind: 'teams' },
  ...fields,
});
const loaded = (games: number[]) =>
  Array.from({ length: 18 }, (_, index) => ({ week: index + 1, games: games[index] ?? 0 }));

describe('season setup progress', () => {
  it('counts the weeks with games and their games', () => {
    const partly = state({ teams: 32, weeks: loaded([16, 16, 0, 14]) });
    expect(weeksLoaded(partly)).toBe(3);
    expect(gamesLoaded(partly)).toBe(46);
  });

  it('names the running step as the progress line shows it', () => {
    expect(stepText({ kind: 'teams' }, 18)).toBe('Loading the teams');
    expect(stepText({ kind: 'week', week: 7 }, 18)).toBe('Week 7 of 18');
    expect(stepText({ kind: 'current-week' }, 18)).toBe('Setting the current week');
  });

  it('says where a failed setup stopped', () => {
    expect(stoppedText({ kind: 'week', week: 9 })).toBe('Stopped at Week 9');
    expect(stoppedText({ kind: 'teams' })).toBe('Stopped while loading the teams');
    expect(stoppedText(null)).toBe('Setup stopped');
  });

  it('resumes once any step is done', () => {
    expect(hasStarted(state({}))).toBe(false);
    expect(hasStarted(state({ teams: 32, next: { kind: 'week', week: 1 } }))).toBe(true);
    expect(hasStarted(state({ currentWeek: 5 }))).toBe(true);
  });

  it('sums up a season that is set up in one line', () => {
    const done = state({ teams: 32, weeks: loaded(Array(18).fill(16)), currentWeek: 1, next: null });
    expect(setUpText(done)).toBe('Season 2025 is set up: 32 teams, 18 weeks, 288 games.');
  });

  it('describes the setup, the current week only while it was never set', () => {
    expect(setupDescription(state({}))).toBe(
      "Load the teams and all 18 weeks' schedules of the 2025 season from the offline season file (2025), then set the current week by the pool clock. Each step is saved as it finishes: if the setup stops, it resumes where it stopped.",
    );
    expect(setupDescription(state({ currentWeek: 3 }))).toMatch(/season file \(2025\)\. Each step/);
  });
});
