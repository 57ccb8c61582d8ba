import { describe, expect, it } from 'vitest';
import { listGamesOfWeek } from '../../functions/lib/data/games-repository';
import { getAllSettings } from '../../functions/lib/data/settings-repository';
import { listTeams } from '../../functions/lib/data/teams-repository';
import { findUserIdByEmail, getUser, listUsers } from '../../functions/lib/data/users-repository';
import { seedOnce } from '../../infra/local/seed';
import { localStackForFile } from '../support/local-stack';

localStackForFile({ seed: 'fresh', poolNow: '2025-12-11T17:00:00.000Z' });

describe('the first-start seed at the demo clock (Thursday of Week 15)', () => {
  it('loads the 32 teams with ESPN ids and abbreviations', async () => {
    const teams = await listTeams();
    expect(teams).toHaveLength(32);
    expect(teams.find((team) => team.id === 14)).toMatchObject({
      abbreviation: 'LAR',
      displayName: 'Los Angeles Rams',
    });
    expect(teams.find((team) => team.id === 28)).toMatchObject({ abbreviation: 'WSH' });
  });

  it('loads the schedule with real final scores only for games before the clock', async () => {
    const week14 = await listGamesOfWeek(14);
    expect(week14.every((game) => game.isCompleted)).toBe(true);
    // Monday night went to overtime: it keeps its overtime period, and reads Final/OT.
    expect(week14.find((game) => game.id === '401772822')).toMatchObject({
      awayScore: 19,
      homeScore: 22,
      period: 5,
    });
    const week15 = await listGamesOfWeek(15);
    expect(week15.length).toBeGreaterThan(0);
    expect(week15.every((game) => !game.isCompleted && game.homeScore === null)).toBe(true);
    expect(week15.every((game) => game.spread !== null)).toBe(true);
  });

  it('writes the default settings and the current week', async () => {
    expect(await getAllSettings()).toMatchObject({
      picks_enabled: 'true',
      show_all_results: 'true',
      squares_visible: 'false',
      current_week: '15',
    });
  });

  it('creates the demo players and the admin', async () => {
    const users = await listUsers();
    expect(users.length).toBeGreaterThanOrEqual(13);
    const adminId = await findUserIdByEmail('admin@example.com');
    expect(await getUser(adminId ?? '')).toMatchObject({ isAdmin: true, username: 'commish' });
  });

  it('is idempotent: a second start changes nothing', async () => {
    const before = (await listUsers()).length;
    expect(await seedOnce()).toEqual({ seeded: false, currentWeek: null });
    expect((await listUsers()).length).toBe(before);
  });
});
