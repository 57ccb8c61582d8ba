import { describe, expect, it } from 'vitest';
import { survivorOverrideTeams, survivorTeamLabel } from '@/features/admin-picks/survivor-override-teams';

const team = (abbreviation: string) => ({ abbreviation, displayName: `${abbreviation} Team` });
const game = (id: string, away: number, home: number, startTime: string) => ({
  id,
  startTime,
  awayTeamId: away,
  homeTeamId: home,
  awayTeam: team(`A${away}`),
  homeTeam: team(`H${home}`),
});

const sunday = game('2', 3, 4, '2025-12-14T18:00:00Z');
const thursday = game('1', 1, 2, '2025-12-12T01:15:00Z');
const ids = (choices: { teamId: number }[]) => choices.map((choice) => choice.teamId);

describe('survivorOverrideTeams', () => {
  it('lists the teams playing that week by kickoff, away side first', () => {
    const choices = survivorOverrideTeams([sunday, thursday], [], 15);
    expect(ids(choices)).toEqual([1, 2, 3, 4]);
    expect(choices[0]).toEqual({ teamId: 1, team: team('A1'), opponent: team('H2'), isHome: false });
  });

  it('leaves out teams used in earlier weeks but keeps the pick of this week', () => {
    const used = [
      { week: 13, teamId: 1 },
      { week: 15, teamId: 3 },
    ];
    expect(ids(survivorOverrideTeams([thursday, sunday], used, 15))).toEqual([2, 3, 4]);
  });

  it('leaves out teams used in later weeks too, which the server refuses', () => {
    expect(ids(survivorOverrideTeams([thursday, sunday], [{ week: 16, teamId: 4 }], 15))).toEqual([1, 2, 3]);
  });

  it('is empty for a week without games', () => {
    expect(survivorOverrideTeams([], [{ week: 1, teamId: 1 }], 15)).toEqual([]);
  });
});

describe('survivorTeamLabel', () => {
  it('names the team and its opponent', () => {
    const [away, home] = survivorOverrideTeams([thursday], [], 15);
    expect(away && survivorTeamLabel(away)).toBe('A1 A1 Team (at H2)');
    expect(home && survivorTeamLabel(home)).toBe('H2 H2 Team (vs A1)');
  });
});
