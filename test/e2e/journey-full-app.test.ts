import type { Game } from '@shared/game';
import type { WeeklyPick } from '@shared/schemas/picks';
import type { SurvivorEntry } from '@shared/schemas/survivor';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, poolLocale, screenshot } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { runPoolClock, stopPoolClockAfterAll } from '../support/pool-clock';
import { homeTeams, type RealRecord, realGame, realRecord } from '../support/real-season';

/*
 * A full-app player's first three weeks of 2025, at 390 px, through the pages only: they sign up on
 * the Thursday of Week 1, and each week pick every game, the Monday-night total and a survivor team
 * on /weekly-picks before the first kickoff. Then the pool clock runs: the game-day job scores the
 * games from the season file and grades them with no admin, and the player finds the boards
 * (Results' weekly and season standings, the dashboard) as the real scores say. The admin only moves
 * the current week, through the API.
 */
process.env.JOB_TICK_MS = '100';
const HOUR = 60 * 60 * 1000;
const WEEKS = [1, 2, 3] as const;
const USERNAME = 'journey_fan';
const MNF_TOTAL = 44;

const firstKickoffs: Record<number, string> = {
  1: '2025-09-05T00:20:00.000Z',
  2: '2025-09-12T00:15:00.000Z',
  3: '2025-09-19T00:15:00.000Z',
  4: '2025-09-26T00:15:00.000Z',
};
/** Noon in New York on the week's Thursday: picks still open. */
const thursdayNoon = (week: number) =>
  new Date(Date.parse(firstKickoffs[week] ?? '') - 8 * HOUR).toISOString();

const stack = localStackForFile({ seed: true, poolNow: thursdayNoon(1), jobs: true });
const chromium = chromiumForFile(poolLocale);

const runClock = runPoolClock;
stopPoolClockAfterAll();

const read = async <T>(client: PoolClient, path: string): Promise<T> => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** Chooses the survivor team on /weekly-picks through the entry's team picker, by the team's tile. */
const chooseSurvivorTeam = async (page: Page, week: number, team: Game['homeTeam']) => {
  const tile = page
    .getByRole('region', { name: 'Survivor' })
    .getByRole('group', { name: `Team for Week ${week}` })
    .getByRole('radio', { name: new RegExp(`^${team.abbreviation} `) });
  await tile.check();
  await eventually(() => tile.isChecked()).toBe(true);
};

const recordText = ({ wins, losses, pushes }: RealRecord) =>
  pushes > 0 ? `${wins}-${losses}-${pushes}` : `${wins}-${losses}`;

const addRecords = (a: RealRecord, b: RealRecord): RealRecord => ({
  correctPicks: a.correctPicks + b.correctPicks,
  wins: a.wins + b.wins,
  losses: a.losses + b.losses,
  pushes: a.pushes + b.pushes,
});

describe('a full-app player plays Weeks 1-3 on a 390 px phone', () => {
  it('picks every week through /weekly-picks and finds the boards as the real scores say', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    // Another player of the demo pool takes every away side, through the API, so the boards rank two.
    const { client: alice } = await signIn(stack.url, 'alice@example.com');
    const { context, page } = await chromium.newPage('phone');

    // Sign up before Week 1's first kickoff: a username, then the dashboard.
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill('journey.fan@example.com');
    await page.getByLabel('Name').fill('Jo Fan');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill(USERNAME);
    await page.getByText('Username is available!').waitFor();
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: 'Week 1 Dashboard' }).waitFor();
    const me = await page.evaluate(async () => (await (await fetch('/api/auth/user')).json()).id as string);

    const used = new Set<number>();
    let season: RealRecord = { correctPicks: 0, wins: 0, losses: 0, pushes: 0 };
    let aliceSeason = season;
    for (const week of WEEKS) {
      runClock(thursdayNoon(week), 0);
      if (week > 1) {
        expect((await admin.send('PUT', '/api/admin/current-week', { week })).status).toBe(200);
        // Before this week's first kickoff, Results opens on last week, now graded.
        await page.goto(`${stack.url}/results?tab=weekly-standings`);
        await page.getByRole('table', { name: `Week ${week - 1} standings` }).waitFor();
      }
      const games = await read<Game[]>(admin, `/api/games/week/${week}`);
      const winner = games.find((game) => {
        const real = realGame(game.id);
        return (real.homeScore ?? 0) > (real.awayScore ?? 0) && !used.has(game.homeTeamId);
      }) as Game;
      used.add(winner.homeTeamId);
      const aliceSaved = await alice.send('POST', '/api/picks/weekly/batch', {
        picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.awayTeamId, week })),
      });
      expect((await aliceSaved.json()).savedCount).toBe(games.length);
      const alicePicks = games.map((game) => ({ gameId: game.id, pickedTeamId: game.awayTeamId }));

      // Every game's home side, the Monday-night total and the survivor team, then one save.
      await page.goto(`${stack.url}/weekly-picks`);
      await page.getByRole('heading', { name: `Week ${week} Picks` }).waitFor();
      const cards = page.getByRole('group', { name: / at / });
      await cards.first().waitFor();
      await eventually(() => cards.count()).toBe(games.length);
      for (const card of await cards.all()) await card.getByRole('button').nth(1).click();
      await page.getByText(`${games.length} of ${games.length} picks made`).waitFor();
      await page.getByLabel('Total points').fill(String(MNF_TOTAL));
      await chooseSurvivorTeam(page, week, winner.homeTeam);
      await page.getByRole('button', { name: 'Save All Picks' }).click();
      await page.getByText('All picks saved').waitFor();
      if (week === 1) await screenshot(page, 'journey-full-app-picks-week1-phone');

      // What is stored: every home side, the total, the survivor team.
      const stored = await read<WeeklyPick[]>(admin, `/api/picks/weekly/${week}/${me}`);
      expect(new Map(stored.map((pick) => [pick.gameId, pick.pickedTeamId]))).toEqual(
        new Map(games.map((game) => [game.id, game.homeTeamId])),
      );
      expect(
        (await read<{ predictedTotal: number }>(admin, `/api/admin/mnf-tiebreaker/${me}/${week}`))
          .predictedTotal,
      ).toBe(MNF_TOTAL);
      const survivorPick = async () =>
        (await read<SurvivorEntry | null>(admin, `/api/admin/survivor/entry/${me}`))?.picks.find(
          (pick) => pick.week === week,
        )?.pickedTeamId;
      await expect.poll(survivorPick, { timeout: 10_000 }).toBe(winner.homeTeamId);

      // The clock runs through the last kickoff (a pool hour a second): the job scores and grades.
      const lastKickoff = Math.max(...games.map((game) => Date.parse(game.startTime)));
      runClock(new Date(lastKickoff - HOUR / 2).toISOString(), 3600);
      await expect
        .poll(
          async () =>
            (await read<Game[]>(admin, `/api/games/week/${week}`)).every((game) => game.isCompleted),
          {
            timeout: 30_000,
            interval: 250,
          },
        )
        .toBe(true);
      runClock(thursdayNoon(week + 1), 0);

      const weekRecord = realRecord(stored, homeTeams(games));
      const aliceRecord = realRecord(alicePicks, homeTeams(games));
      season = addRecords(season, weekRecord);
      aliceSeason = addRecords(aliceSeason, aliceRecord);
      // The weekly standings, as the page shows them once the games went final by themselves.
      await page.goto(`${stack.url}/results?tab=weekly-standings&week=${week}`);
      const row = page
        .getByRole('table', { name: `Week ${week} standings` })
        .getByRole('row', { name: /journey_fan/ });
      await row.waitFor();
      await eventually(() => row.innerText()).toMatch(new RegExp(`\\b${recordText(weekRecord)}\\b`));
      const aliceRow = page
        .getByRole('table', { name: `Week ${week} standings` })
        .getByRole('row', { name: /alice_b/ });
      await eventually(() => aliceRow.innerText()).toMatch(new RegExp(`\\b${recordText(aliceRecord)}\\b`));
      if (week === 1) await screenshot(page, 'journey-full-app-week1-standings-phone');
    }

    // After Week 3: the season standings, the dashboard, and a survivor entry still alive.
    expect((await admin.send('PUT', '/api/admin/current-week', { week: 4 })).status).toBe(200);
    await page.goto(`${stack.url}/results?tab=season-standings`);
    const seasonRow = page
      .getByRole('table', { name: 'Season standings' })
      .getByRole('row', { name: /journey_fan/ });
    await seasonRow.waitFor();
    await eventually(() => seasonRow.innerText()).toMatch(new RegExp(`\\b${recordText(season)}\\b`));
    // Ranked by correct picks: the leader's row comes first.
    const leader = season.correctPicks >= aliceSeason.correctPicks ? USERNAME : 'alice_b';
    const firstRow = page.getByRole('table', { name: 'Season standings' }).getByRole('row').nth(1);
    await eventually(() => firstRow.innerText()).toContain(leader);
    await screenshot(page, 'journey-full-app-season-phone');

    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Week 4 Dashboard' }).waitFor();
    const record = page.getByRole('group', { name: 'Season record' });
    await record.getByText(recordText(season), { exact: true }).waitFor();
    await page.getByRole('group', { name: 'Survivor' }).getByText('Alive').waitFor();
    await screenshot(page, 'journey-full-app-dashboard-phone');

    const entry = await read<SurvivorEntry | null>(admin, `/api/admin/survivor/entry/${me}`);
    expect(entry?.isEliminated).toBe(false);
    expect(entry?.picks.map((pick) => [pick.week, pick.isCorrect])).toEqual(
      WEEKS.map((week) => [week, true]),
    );
    await context.close();
  }, 150_000);
});
