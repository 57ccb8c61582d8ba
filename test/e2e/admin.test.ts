import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotsWanted,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn as signInApi } from '../support/pool-client';
import { boardRecords, realBoardRecords } from '../support/real-season';

// Demo clock: Thursday of Week 15 before kickoff; weeks 1-14 are scored.
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

let api: PoolClient;
beforeAll(async () => {
  api = (await signInApi(stack.url, 'admin@example.com')).client;
});

const signInAsAdmin = (page: Page) => signInThroughUi(page, stack.url, 'admin@example.com');

const openAdmin = async (page: Page) => {
  await page.goto(`${stack.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
};

/** Opens an admin section: the tab on wide screens, the select on phones. */
const openSection = async (page: Page, viewport: ViewportName, label: string) => {
  if (viewport === 'phone') await page.getByLabel('Admin section').selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
};

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Each game of Game Management is a group named "AWY at HOM". */
const gameRows = (card: Locator) => card.getByRole('group', { name: / at / });

/** Toasts replace each other (one at a time): wait for the one expected. */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

/** Wait for the page to settle (skeletons gone, fonts in) before a picture, when pictures are taken. */
const settle = async (page: Page) => {
  if (!screenshotsWanted) return;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsSettled(page);
};

/** The Weekly Standings of /results as player -> record ("9-5"). */
const standingsOnResultsPage = async (page: Page, week: number) => {
  await page.goto(`${stack.url}/results?tab=weekly-standings&week=${week}`);
  const table = page.getByRole('table', { name: `Week ${week} standings` });
  await table.waitFor();
  const rows = await table.locator('tbody tr').all();
  const standings = new Map<string, string>();
  for (const row of rows) {
    const cells = await row.locator('td').allInnerTexts();
    const [player = ''] = (cells[1] ?? '').split('\n');
    standings.set(player.trim(), cells[2]?.trim() ?? '');
  }
  return standings;
};

/** The Weekly Standings the page should show: each player's real record, "9-5", or "9-4-1" with a push. */
const realStandings = async (week: number) => {
  const board = (await (await api.get(`/api/leaderboard/weekly/${week}`)).json()) as WeeklyLeaderboardEntry[];
  const real = await realBoardRecords(api, week);
  return new Map(
    board.map((entry) => {
      const { wins, losses, pushes } = real.get(entry.userId) ?? { wins: -1, losses: -1, pushes: 0 };
      return [entry.user.displayName, pushes ? `${wins}-${losses}-${pushes}` : `${wins}-${losses}`];
    }),
  );
};

const setCurrentWeek = async (page: Page, week: number) => {
  const card = section(page, 'Set Current Week');
  await card.getByLabel('Current week').fill(String(week));
  await card.getByRole('button', { name: 'Set Current Week' }).click();
  await toast(page, `Week ${week} is now the current week for every player.`);
  await page.getByText(`Current week: ${week}`).waitFor();
};

describe.each(Object.keys(viewports) as ViewportName[])('the admin console on %s', (viewport) => {
  it('shows every section, with Data Sync first and the coming-soon sections in the real layout', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInAsAdmin(page);
    await openAdmin(page);

    await section(page, 'Game Management').getByRole('group', { name: 'ATL at TB' }).waitFor();
    await section(page, 'System Status').getByText('Database: OK').waitFor();
    await page.getByText('You are using admin privileges').waitFor();
    await settle(page);
    await screenshot(page, `admin-data-sync-${viewport}`);

    const scores = section(page, 'Sync Game Scores');
    await scores.getByRole('button', { name: 'Load Games' }).click();
    await scores.getByRole('table', { name: 'Week 15 scores' }).waitFor();
    // The table fits its card, so every Final box is in reach without scrolling sideways.
    const overflow = await scores.evaluate((card) => {
      const table = card.querySelector('table') as HTMLTableElement;
      const cardRight = card.getBoundingClientRect().right;
      const finals = [...card.querySelectorAll('td:last-child label')].map(
        (box) => box.getBoundingClientRect().right - cardRight,
      );
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        table:
          (table.parentElement as HTMLElement).scrollWidth - (table.parentElement as HTMLElement).clientWidth,
        finalsPastCard: finals.filter((past) => past > 0).length,
        finals: finals.length,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0, finalsPastCard: 0, finals: expect.any(Number) });
    expect(overflow.finals).toBeGreaterThan(10);
    await screenshot(scores, `admin-scores-table-${viewport}`);

    await openSection(page, viewport, 'Pool Settings');
    await page.getByText('Players can submit picks').waitFor();
    await page.getByText('Grid Status').waitFor();
    await section(page, 'Pool Statistics').getByText('Weekly pool players').waitFor();
    await settle(page);
    await screenshot(page, `admin-pool-settings-${viewport}`);

    await openSection(page, viewport, 'Testing');
    await page.getByRole('heading', { name: 'Week 15 Simulation' }).waitFor();
    await settle(page);
    await screenshot(page, `admin-testing-${viewport}`);

    await openSection(page, viewport, 'Squares');
    await page.getByRole('heading', { name: 'Square Names' }).waitFor();
    await settle(page);
    await screenshot(page, `admin-squares-${viewport}`);
    expect(new URL(page.url()).searchParams.get('tab')).toBe('squares');
    await context.close();
  });

  it('says testing is off in a deployment that did not turn it on, and offers none of its tools', async () => {
    const { context, page } = await chromium.newPage(viewport);
    process.env.POOL_TESTING = 'off';
    try {
      await signInAsAdmin(page);
      await page.goto(`${stack.url}/admin?tab=testing`);
      await page.getByText('Testing is off in this deployment').waitFor();
      await eventually(() => page.getByRole('button', { name: 'Simulate & Score Week' }).count()).toBe(0);
      await eventually(() => page.getByRole('button', { name: 'Set Game Score' }).count()).toBe(0);
      await settle(page);
      await screenshot(page, `admin-testing-off-${viewport}`);
    } finally {
      delete process.env.POOL_TESTING;
      await context.close();
    }
  });
});

describe('the admin console at work', () => {
  it('updates only the changed spreads, and says so when nothing changed', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInAsAdmin(page);
    await openAdmin(page);
    const games = section(page, 'Game Management');
    await games.getByLabel('Game week').selectOption({ label: 'Week 16' });
    const first = gameRows(games).first();
    await first.waitFor();
    const name = await first.getAttribute('aria-label');
    await first.getByLabel('Favorite').selectOption('home');
    await first.getByLabel('Points').fill('6.5');
    await games.getByText('1 spread changed').waitFor();
    await settle(page);
    await screenshot(page, 'admin-spread-edit-desktop');
    await games.getByRole('button', { name: 'Update All Spreads' }).click();
    await toast(page, 'Updated 1 spread for Week 16.');
    const week16 = (await (await api.get('/api/games/week/16')).json()) as { spread: string | null }[];
    expect(week16[0]?.spread).toBe('-6.5');
    expect(
      await games
        .getByRole('group', { name: name ?? '' })
        .getByLabel('Points')
        .inputValue(),
    ).toBe('6.5');

    await games.getByRole('button', { name: 'Update All Spreads' }).click();
    await toast(page, 'No spread changes detected to update.');

    await games.getByLabel('Game week').selectOption({ label: 'Week 14' });
    const played = gameRows(games).first();
    await played.getByText('Final · line locked').waitFor();
    await eventually(() => played.getByLabel('Points').isDisabled()).toBe(true);
    await context.close();
  });

  it('turns pick submission off and on again', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInAsAdmin(page);
    await openAdmin(page);
    await openSection(page, 'phone', 'Pool Settings');
    const picksSwitch = page.getByRole('checkbox', { name: 'Enable Picks' });
    await page.getByText('Players can submit picks').waitFor();
    await page.getByText('Enable Picks').click();
    await page.getByText('Pick submission is disabled').first().waitFor();
    await eventually(() => picksSwitch.isChecked()).toBe(false);
    expect((await (await api.get('/api/settings/picks_enabled')).json()).value).toBe('false');
    await page.getByText('Enable Picks').click();
    await page.getByText('Players can submit picks').first().waitFor();
    expect((await (await api.get('/api/settings/picks_enabled')).json()).value).toBe('true');
    await context.close();
  });

  // Eight page loads and a week graded twice: ~20 s on a loaded CI machine, over 60 s at 6x CPU.
  it('resets Week 14, then restores its real standings from the provider through the admin page', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInAsAdmin(page);
    const realRecords = await realBoardRecords(api, 14);
    const expectedStandings = await realStandings(14);
    expect([...expectedStandings.values()].some((record) => !record.startsWith('0-'))).toBe(true);
    const standingsBefore = await standingsOnResultsPage(page, 14);
    expect(standingsBefore).toEqual(expectedStandings);

    // Reset Week acts on the current week, so Week 14 becomes current first.
    await openAdmin(page);
    await setCurrentWeek(page, 14);
    await openSection(page, 'desktop', 'Testing');
    await page.getByRole('heading', { name: 'Week 14 Simulation' }).waitFor();
    await page.getByRole('button', { name: 'Reset Week' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset Week 14?' });
    await dialog.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'admin-reset-dialog-desktop');
    await dialog.getByRole('button', { name: 'Reset Week' }).click();
    await toast(page, 'Week 14 scores and picks reset');

    const standingsReset = await standingsOnResultsPage(page, 14);
    expect([...standingsReset.keys()].sort()).toEqual([...standingsBefore.keys()].sort());
    expect([...standingsReset.values()].every((record) => record.startsWith('0-'))).toBe(true);

    await openAdmin(page);
    const scores = section(page, 'Sync Game Scores');
    await eventually(() => scores.getByLabel('Scores week').inputValue()).toBe('14');
    await scores.getByRole('button', { name: 'Load Games' }).click();
    const table = scores.getByRole('table', { name: 'Week 14 scores' });
    await table.waitFor();
    await eventually(() => table.getByRole('textbox').first().inputValue()).toBe('');
    await scores.getByRole('button', { name: 'Sync from Provider' }).click();
    await toast(page, 'Scores loaded from provider');
    await eventually(() => table.getByRole('textbox').first().inputValue()).toMatch(/^\d+$/);
    await settle(page);
    await screenshot(page, 'admin-scores-loaded-desktop');
    await scores.getByRole('button', { name: 'Save All Scores' }).click();
    await toast(page, 'Scores saved');

    const scoring = section(page, 'Score Weekly Picks');
    await eventually(() => scoring.getByLabel('Scoring week').inputValue()).toBe('14');
    await scoring.getByRole('button', { name: 'Score Picks' }).click();
    await toast(page, /^Scored \d+ picks for Week 14$/);

    expect(await boardRecords(api, 14)).toEqual(realRecords);
    await eventually(() => standingsOnResultsPage(page, 14)).toEqual(expectedStandings);

    await openAdmin(page);
    await setCurrentWeek(page, 15);
    expect(await (await api.get('/api/games/current-week')).json()).toEqual({ week: 15 });
    await context.close();
  }, 120_000);
});
