import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { BatchPicksResult } from '../../shared/schemas/picks';
import type { MySurvivorEntry } from '../../shared/schemas/survivor';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotWhole,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn as signInApi } from '../support/pool-client';

// Week 15 at the pinned clock: Thursday night's game (ATL at TB) has kicked off, the rest are open.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-12T03:00:00.000Z' });
const chromium = chromiumForFile(poolLocale);

const signIn = (page: Page, email: string) => signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');

const openPicks = async (page: Page) => {
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
  await page.getByRole('group', { name: 'ATL at TB' }).waitFor();
};

/** Each game card is a group named "AWY at HOM" holding the away and home buttons, in that order. */
const gameCards = (page: Page) => page.getByRole('group', { name: / at / });

/** Opens a results view: the tab on wide screens, the select on phones. */
const showResultsView = async (page: Page, viewport: ViewportName, label: string) => {
  if (viewport === 'phone') await page.getByLabel('Results view').selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
};

describe.each(Object.keys(viewports) as ViewportName[])('alice on %s', (viewport) => {
  // Desktop takes the away sides, the phone the home sides, so each run changes every pick.
  const side = viewport === 'desktop' ? 0 : 1;
  const mnfTotal = viewport === 'desktop' ? '47' : '0';

  it('picks every open game, saves with the MNF total, and finds it all after a reload', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signIn(page, 'alice@example.com');
    await openPicks(page);

    const thursday = page.getByRole('group', { name: 'ATL at TB' });
    await thursday.getByText('Game has started - picks are locked').waitFor();
    await thursday.getByText(/^\d+% took (ATL|TB)$/).waitFor();
    await eventually(() => thursday.getByRole('button', { name: /Atlanta Falcons/ }).isDisabled()).toBe(true);

    const cards = await gameCards(page).all();
    expect(cards.length).toBe(16);
    const chosen: string[] = [];
    for (const card of cards.slice(1)) {
      const button = card.getByRole('button').nth(side);
      await button.click();
      chosen.push((await button.getAttribute('aria-label')) ?? '');
      await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByText('15 of 15 picks made').waitFor();
    await page.getByLabel('Total points').fill(mnfTotal);
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    await page.getByText('All picks saved').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await page.getByText('All picks saved').waitFor();
    for (const name of chosen) {
      await eventually(() =>
        page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    await eventually(() => page.getByLabel('Total points').inputValue()).toBe(mnfTotal);
    await screenshotWhole(page, `weekly-picks-${viewport}`);
    await context.close();
  });

  it('shows the weekly picks grid, weekly standings of a past week and the season standings', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signIn(page, 'alice@example.com');
    await page.goto(`${stack.url}/results`);

    const grid = page.getByRole('table', { name: 'Weekly picks by player' });
    await grid.waitFor();
    await grid
      .getByRole('columnheader', { name: /ATL @ TB/ })
      .getByText(/^\d+% (ATL|TB)$/)
      .waitFor();
    await grid.getByRole('row', { name: /alice_b/ }).waitFor();
    await screenshot(page, `results-weekly-picks-${viewport}`);

    await showResultsView(page, viewport, 'Weekly Standings');
    await page.getByLabel('Week', { exact: true }).selectOption({ label: 'Week 14' });
    const standings = page.getByRole('table', { name: 'Week 14 standings' });
    await standings.waitFor();
    for (const header of ['Rank', 'Player', 'Record', 'MNF Points', 'TB Avg']) {
      await standings.getByRole('columnheader', { name: header }).waitFor();
    }
    await eventually(() => standings.getByRole('row').count()).toBe(14);
    await screenshot(page, `results-weekly-standings-${viewport}`);

    await showResultsView(page, viewport, 'Weekly Picks');
    await page.getByRole('table', { name: 'Weekly picks by player' }).waitFor();
    await eventually(() => page.getByLabel(/^[A-Z]+, incorrect$/).count()).toBeGreaterThan(0);

    await showResultsView(page, viewport, 'Season Standings');
    await page
      .getByRole('table', { name: 'Season standings' })
      .getByText(/^\d+\.\d%$/)
      .first()
      .waitFor();
    await page.getByRole('img', { name: /^Games behind the leader by week\./ }).waitFor();
    await page.waitForTimeout(300); // let the chart lay out before the picture
    await screenshot(page, `results-season-standings-${viewport}`);
    await context.close();
  });
});

describe.each(Object.keys(viewports) as ViewportName[])(
  'carla, who has picked the week, on %s',
  (viewport) => {
    let survivorStanding = '';
    beforeAll(async () => {
      const { client } = await signInApi(stack.url, 'carla@example.com');
      const { entry } = (await (await client.get('/api/survivor/entry')).json()) as MySurvivorEntry;
      survivorStanding = entry?.isEliminated ? 'Eliminated' : 'Alive';
      const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
      const open = games.filter((game) => game.lockReason === null);
      const response = await client.send('POST', '/api/picks/weekly/batch', {
        picks: open.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 })),
      });
      expect(((await response.json()) as BatchPicksResult).savedCount).toBe(open.length);
    });

    it('shows the dashboard with the week, the deadline, her stats, her games and the leaders', async () => {
      const { context, page } = await chromium.newPage(viewport);
      await signIn(page, 'carla@example.com');
      await page.getByText('NFL 2025 Regular Season').waitFor();
      // Thursday 10 PM: the Thursday game has kicked off, so the banner gives what is open, not a past deadline.
      const banner = page.getByTestId('week-banner');
      await banner.getByText('15 games still open · next lock Sun 1:00 PM').waitFor();
      await banner.getByText('Every pick is in · each game locks at kickoff').waitFor();
      await page
        .getByRole('group', { name: 'Weekly rank' })
        .getByText('No rank yet', { exact: true })
        .waitFor();
      await page
        .getByRole('group', { name: 'Season record' })
        .getByText(/^\d+\.\d%$/)
        .waitFor();
      await page
        .getByRole('group', { name: 'Survivor' })
        .getByText(survivorStanding, { exact: true })
        .waitFor();
      await eventually(() => page.getByText('Pick made').count()).toBe(3);
      await page.getByRole('heading', { name: 'Week 15 Leaders' }).waitFor();
      await screenshot(page, `dashboard-${viewport}`);

      await page.getByRole('link', { name: 'View full results' }).click();
      await page.getByRole('heading', { name: 'Results & Standings' }).waitFor();
      await context.close();
    });
  },
);

describe('a player who has not picked yet', () => {
  it('is told the picks are incomplete instead of saving', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signIn(page, 'bob@example.com');
    await openPicks(page);
    await page.getByText('0 of 15 picks made').waitFor();
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Incomplete Picks', { exact: true }).waitFor();
    await page.getByText('Please complete all required selections before saving.').waitFor();
    await eventually(() => page.getByText('Pick a team').count()).toBe(15);
    await context.close();
  });
});

describe('the picks page scrolled on a phone', () => {
  /** Marks this page's renderer in the trace. */
  const SCROLL_MARK = 'picks page scrolled';

  it('keeps the toasts clear of the Save All Picks bar without restyling the whole page', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signIn(page, 'alice@example.com');
    await openPicks(page);
    const region = page.locator('[data-scope="toast"][data-part="group"]');
    await region.waitFor({ state: 'attached' });
    const clearance = () =>
      region.evaluate((element) => getComputedStyle(element).getPropertyValue('--toast-offset-bottom'));
    const atTop = await clearance();
    const pageElements = await page.evaluate(() => document.querySelectorAll('*').length);

    const browser = context.browser();
    if (!browser) throw new Error('no browser to trace');
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    // Down to the page's end, a frame at each step: the bar rises above the footer as it comes.
    await page.evaluate(async (mark) => {
      console.timeStamp(mark);
      const frame = () =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 200) {
        window.scrollTo(0, y);
        await frame();
      }
      await frame();
    }, SCROLL_MARK);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: {
        name: string;
        pid: number;
        args?: { elementCount?: number; data?: { message?: string } };
      }[];
    };
    expect(await clearance()).not.toBe(atTop);
    // The trace is the whole browser's, which other test files' pages may share: this page's renderer only.
    const renderer = trace.traceEvents.find(
      (event) => event.name === 'TimeStamp' && event.args?.data?.message === SCROLL_MARK,
    )?.pid;
    expect(renderer).toBeDefined();
    const restyled = trace.traceEvents
      .filter((event) => event.name === 'UpdateLayoutTree' && event.pid === renderer)
      .map((event) => event.args?.elementCount ?? 0);
    expect(restyled.length).toBeGreaterThan(0);
    // Each change restyles the region and its few elements, not the page's hundreds.
    expect(pageElements).toBeGreaterThan(500);
    expect(Math.max(0, ...restyled)).toBeLessThan(pageElements / 10);
    await context.close();
  });
});
