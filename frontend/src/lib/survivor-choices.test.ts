import type { Game } from '@shared/game';
import type { SurvivorEntry, SurvivorPick } from '@shared/schemas/survivor';
import { describe, expect, it } from 'vitest';
import { isPickLocked, missingSurvivorPick, needsSurvivorPick, teamChoices } from './survivor-choices';

const team = (abbreviation: string) => ({ abbreviation, displayName: abbreviation });
const game = (id: string, awayTeamId: number, homeTeamId: number, startTime: string): Game =>
  ({
    id,
    week: 7,
    startTime,
    gameTime: startTime,
    awayTeamId,
    homeTeamId,
    awayTeam: team(`T${awayTeamId}`),
    homeTeam: team(`T${homeTeamId}`),
    homeScore: null,
    awayScore: null,
    isCompleted: false,
    spread: null,
    isMnfTiebreaker: false,
    lockReason: null,
  }) as Game;
const pick = (week: number, pickedTeamId: number, extra: Partial<SurvivorPick> = {}): SurvivorPick => ({
  id: `e:${week}`,
  entryId: 'e',
  week,
  pickedTeamId,
  team: team(`T${pickedTeamId}`),
  isCorrect: null,
  isFinalized: false,
  lockAt: '2025-10-19T17:00:00Z',
  ...extra,
});
const entry = (picks: SurvivorPick[], more: Partial<SurvivorEntry> = {}) => ({
  picks,
  isEliminated: false,
  firstWeek: 1,
  ...more,
});
const games = [game('late', 3, 4, '2025-10-20T00:20:00Z'), game('early', 1, 2, '2025-10-19T17:00:00Z')];
const morning = new Date('2025-10-19T12:00:00Z');

describe('teamChoices', () => {
  it('lists the week’s teams by kickoff, away before home', () => {
    expect(teamChoices(entry([]), 7, games, morning).map((c) => c.teamId)).toEqual([1, 2, 3, 4]);
  });

  it('gives each team its own line against its opponent', () => {
    const lined = [{ ...game('g', 1, 2, '2025-10-19T17:00:00Z'), spread: '-3.5' }];
    const choices = teamChoices(entry([]), 7, lined, morning);
    expect(choices.map((c) => [c.team.abbreviation, c.opponent.abbreviation, c.isHome, c.spread])).toEqual([
      ['T1', 'T2', false, '+3.5'],
      ['T2', 'T1', true, '-3.5'],
    ]);
  });

  it('blocks a team used in another week and names the week, but not this week’s own pick', () => {
    const choices = teamChoices(entry([pick(3, 2), pick(7, 4)]), 7, games, morning);
    expect(choices.find((c) => c.teamId === 2)).toMatchObject({ blocked: 'used', usedInWeek: 3 });
    expect(choices.find((c) => c.teamId === 4)).toMatchObject({ blocked: null, usedInWeek: null });
  });

  it('blocks teams whose game kicked off by the server clock', () => {
    const afternoon = new Date('2025-10-19T17:00:00Z');
    const choices = teamChoices(entry([]), 7, games, afternoon);
    expect(choices.filter((c) => c.blocked === 'started').map((c) => c.teamId)).toEqual([1, 2]);
  });
});

describe('the pick a save needs', () => {
  it('needs a pick from an alive entry that plays this week and has none', () => {
    expect(needsSurvivorPick(entry([]), 7)).toBe(true);
    expect(needsSurvivorPick(entry([pick(7, 1)]), 7)).toBe(false);
    expect(needsSurvivorPick(entry([], { isEliminated: true }), 7)).toBe(false);
    expect(needsSurvivorPick(entry([], { firstWeek: 8 }), 7)).toBe(false);
  });

  it('does not hold the save for an entry with a choice made, or nothing left to pick', () => {
    const open = teamChoices(entry([]), 7, games, morning);
    expect(missingSurvivorPick(entry([]), 7, undefined, open)).toBe(true);
    expect(missingSurvivorPick(entry([]), 7, 3, open)).toBe(false);
    const allStarted = teamChoices(entry([]), 7, games, new Date('2025-10-21T00:00:00Z'));
    expect(missingSurvivorPick(entry([]), 7, undefined, allStarted)).toBe(false);
  });

  it('locks a saved pick at its kickoff or once finalized', () => {
    expect(isPickLocked(entry([pick(7, 1)]), 7, morning)).toBe(false);
    expect(isPickLocked(entry([pick(7, 1)]), 7, new Date('2025-10-19T17:00:00Z'))).toBe(true);
    expect(isPickLocked(entry([pick(7, 1, { isFinalized: true })]), 7, morning)).toBe(true);
    expect(isPickLocked(entry([]), 7, morning)).toBe(false);
  });
});
