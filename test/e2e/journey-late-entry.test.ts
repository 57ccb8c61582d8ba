import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/local/demo-players';
import type { Game } from '../../shared/game';
import type { ScheduleStatus } from '../../shared/schemas/admin-people';
import type { MySurvivorEntry } from '../../shared/schemas/survivor';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotWhole,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { runPoolClock, stopPoolClockAfterAll } from '../support/pool-clock';
import { realWeek } from '../support/real-season';

/*
 * Journey: a late-entry-only player (the demo's nina, who joined after Week 1: no weekly pool, the
 * late-entry survivor group from Week 6) plays Weeks 6, 7 and 8 of the real 2025 season through the
 * pages at 390 px. The pool clock runs (a pool hour per real minute) and jumps between steps; the
 * game-day job plays each week out and grades it. She survives Weeks 6 and 7 and falls in Week 8.
 */
process.env.JOB_TICK_MS = '100';
const WEEK5_WEDNESDAY = '2025-10-01T16:00:00.000Z';
const WEEK5_SUNDAY_AFTER_AUTO_PICK = '2025-10-05T17:30:00.000Z'; // 1:30 PM ET, the run at 1:05 PM due
const stack = localStackForFile({ seed: true, poolNow: WEEK5_WEDNESDAY, jobs: true });
const chromium = chromiumForFile(poolLocale);
stopPoolClockAfterAll();

const HOUR = 3_600_000;
const email = demoAccounts.find((account) => account.username === 'nina_late')?.email as string;
const runClockFrom = (iso: string) => runPoolClock(iso, 60);
const shift = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * HOUR).toISOString();

/** The week's teams by their real result: winners and losers. */
const outcomes = (games: Game[], week: number) => {
  const real = new Map(realWeek(week).map((game) => [game.id, game]));
  const won: Game['homeTeam'][] = [];
  const lost: Game['homeTeam'][] = [];
  for (const game of games) {
    const score = real.get(game.id);
    if (!score || score.homeScore === null || score.awayScore === null || score.homeScore === score.awayScore)
      continue;
    const homeWon = score.homeScore > score.awayScore;
    won.push(homeWon ? game.homeTeam : game.awayTeam);
    lost.push(homeWon ? game.awayTeam : game.homeTeam);
  }
  return { won, lost };
};

const entryOf = async (page: Page) =>
  (await (await page.request.get(`${stack.url}/api/survivor/entry`)).json()) as MySurvivorEntry;

const dashboardCard = async (page: Page, week: number) => {
  await page.goto(stack.url);
  await page.getByRole('heading', { name: `Week ${week} Dashboard` }).waitFor();
  return page.getByRole('region', { name: 'Late-Entry Survivor' });
};

/** The week plays out: the clock jumps past Monday night's final and the game-day job grades her pick. */
const playOut = async (page: Page, games: Game[], week: number) => {
  const lastKickoff = games
    .map((game) => game.startTime)
    .sort()
    .at(-1) as string;
  runClockFrom(shift(lastKickoff, 3.5));
  const graded = async () =>
    typeof (await entryOf(page)).entry?.picks.find((pick) => pick.week === week)?.isCorrect === 'boolean';
  await expect.poll(graded, { timeout: 30_000, interval: 250 }).toBe(true);
};

describe('journey: a late-entry-only player plays her survivor entry from Week 6', () => {
  let admin: PoolClient;

  it('gives whoever signs up in Week 5 through the login page a Late-Entry Survivor entry', async () => {
    const { context, page } = await chromium.newPage('phone');
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill('late.joiner@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('late_joiner');
    await page.getByText('Username is available!').waitFor();
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: 'Week 5 Dashboard' }).waitFor();
    await page.getByText(/^Your first pick opens for Week 6, Thu, Oct 9 · \d+ players? left$/).waitFor();
    expect((await entryOf(page)).entry).toMatchObject({ kind: 'late', firstWeek: 6, picks: [] });
    await page.goto(`${stack.url}/weekly-picks`);
    await page
      .getByRole('article', { name: 'Late-Entry Survivor' })
      .getByText('This entry starts in Week 6', { exact: false })
      .waitFor();
    await context.close();
  });

  it('sees her entry waiting for Week 6, then picks three weeks through the pages', async () => {
    admin = (await signIn(stack.url, 'admin@example.com')).client;
    const gamesOf = async (week: number) =>
      (await (await admin.get(`/api/games/week/${week}`)).json()) as Game[];
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, email, 'Week 5 Dashboard');

    // Week 5: her group has not started. The dashboard and the picks page say so, with nothing to pick.
    const waiting = await dashboardCard(page, 5);
    await waiting.getByText('Your first pick opens for Week 6, Thu, Oct 9', { exact: true }).waitFor();
    await eventually(() => waiting.getByRole('link', { name: 'Pick Now!' }).count()).toBe(0);
    await page.goto(`${stack.url}/weekly-picks`);
    await page
      .getByRole('article', { name: 'Late-Entry Survivor' })
      .getByText('This entry starts in Week 6', { exact: false })
      .waitFor();
    await eventually(() => page.getByRole('radio').count()).toBe(0);
    await eventually(() => page.getByText(/Week 6 survivor pools/).count()).toBe(0);
    await screenshotWhole(page, 'journey-late-entry-week5-picks-phone');

    // Week 5's Sunday auto-pick runs while Week 5 is current, as it would on a real clock: her entry
    // starts in Week 6, so it gives her nothing. (A run the scheduler claims only after the admin has
    // opened the next week would act on that week.)
    runClockFrom(WEEK5_SUNDAY_AFTER_AUTO_PICK);
    await expect
      .poll(
        async () =>
          ((await (await admin.get('/api/admin/schedule-status')).json()) as ScheduleStatus).lastRun?.week,
        { timeout: 30_000 },
      )
      .toBe(5);
    expect((await entryOf(page)).entry?.picks).toEqual([]);

    const picked: { week: number; abbreviation: string }[] = [];
    for (const week of [6, 7, 8]) {
      const games = await gamesOf(week);
      const firstKickoff = games.map((game) => game.startTime).sort()[0] as string;
      // The admin opens the week the day before its Thursday game; the clock runs from there.
      runClockFrom(shift(firstKickoff, -24));
      expect((await admin.send('PUT', '/api/admin/current-week', { week })).status).toBe(200);

      const card = await dashboardCard(page, week);
      await card.getByText('Pick needed', { exact: true }).waitFor();
      await card.getByText(/^No pick yet · next lock /).waitFor();
      await card.getByRole('link', { name: 'Pick Now!' }).click();
      await page.getByRole('heading', { name: `Week ${week} Picks` }).waitFor();
      const picker = page
        .getByRole('article', { name: 'Late-Entry Survivor' })
        .getByRole('group', { name: `Team for Week ${week}` });
      await picker.waitFor();
      for (const earlier of picked) {
        const used = picker.getByRole('radio', { name: new RegExp(`^${earlier.abbreviation} `) });
        if ((await used.count()) === 0) continue; // on bye this week
        await eventually(() => used.isDisabled()).toBe(true);
        await eventually(() => used.evaluate((input) => input.closest('label')?.textContent)).toContain(
          `Used in Week ${earlier.week}`,
        );
      }

      // Weeks 6 and 7: a real winner she has not used; Week 8: a real loser.
      const { won, lost } = outcomes(games, week);
      const usedAbbreviations = new Set(picked.map((p) => p.abbreviation));
      const team = (week < 8 ? won : lost).find(
        (t) => !usedAbbreviations.has(t.abbreviation),
      ) as Game['homeTeam'];
      await picker.getByRole('radio', { name: new RegExp(`^${team.abbreviation} `) }).check();
      if (week === 6) await screenshotWhole(page, 'journey-late-entry-week6-picker-phone');
      await page.getByRole('button', { name: 'Save All Picks' }).click();
      await page.getByText('Picks Saved', { exact: true }).waitFor();
      const stored = (await entryOf(page)).entry?.picks.find((pick) => pick.week === week);
      expect(stored?.team.abbreviation).toBe(team.abbreviation);
      picked.push({ week, abbreviation: team.abbreviation });

      await playOut(page, games, week);
      const after = await dashboardCard(page, week);
      if (week < 8) {
        await after.getByText('Alive', { exact: true }).waitFor();
        await after.getByText(`Your pick: ${team.abbreviation} (locked)`, { exact: true }).waitFor();
        expect((await entryOf(page)).entry).toMatchObject({ isEliminated: false });
      } else {
        await after.getByText('Eliminated', { exact: true }).waitFor();
        await after
          .getByText(`Out in Week 8 · last pick ${team.abbreviation} in Week 8`, { exact: true })
          .waitFor();
        await eventually(() => after.getByRole('link', { name: 'Pick Now!' }).count()).toBe(0);
        expect((await entryOf(page)).entry).toMatchObject({ isEliminated: true, eliminatedInWeek: 8 });
        await screenshotWhole(page, 'journey-late-entry-week8-dashboard-phone');
      }
    }

    // Out: the picks page shows a compact card and no team list; results show her row as it went.
    await page.goto(`${stack.url}/weekly-picks`);
    const outCard = page.getByRole('article', { name: 'Late-Entry Survivor' });
    await outCard.getByText('Out in Week 8', { exact: true }).waitFor();
    await eventually(() => page.getByRole('radio').count()).toBe(0);
    await page.goto(`${stack.url}/results`);
    const grid = page.getByRole('table', { name: 'Late-Entry Survivor picks by week' });
    const mine = grid.locator('tr[aria-current="true"]');
    await mine.waitFor();
    await eventually(() => mine.locator('[aria-label$=", survived"]').count()).toBe(2);
    await eventually(() => mine.locator('[aria-label$=", lost"]').count()).toBe(1);
    await screenshotWhole(page, 'journey-late-entry-results-phone');
    await context.close();
  }, 120_000);
});
