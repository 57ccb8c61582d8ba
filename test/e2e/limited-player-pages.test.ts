import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, screenshot, type ViewportName, viewports } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';
import { keepWeek6Open } from '../support/week6';

const stack = localStackForFile({ seed: true, poolNow: '2025-12-12T03:00:00.000Z' });

// The demo clock is Week 15: the Week 6 pools these sign-ups register in are kept open (the closed
// pools are journey-newcomer.test.ts's).
beforeAll(async () => {
  await keepWeek6Open((await signIn(stack.url, 'admin@example.com')).client);
});
const chromium = chromiumForFile();

/** Signs up through the Week 6 link (a week6_only player): its username step registers one entry. */
const signUpForWeek6Only = async (page: Page, name: string) => {
  await page.goto(`${stack.url}/api/week6/login`);
  await page.getByLabel('Email').fill(`${name}@example.com`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Username').fill(name);
  await page.getByText('Username is available!').waitFor();
  await page.getByRole('button', { name: 'Register for Week 6' }).click();
  await page.getByRole('button', { name: 'Go to the site' }).click();
};

/** The standings, picks grid and pick routes are for full-app players only: the server answers 403. */
const fullAppOnly = /\/api\/(leaderboard|picks)\//;

describe.each(Object.keys(viewports) as ViewportName[])('a Week 6 only player on %s', (viewport) => {
  it('goes through the dashboard, results and weekly picks without asking for full-app data', async () => {
    const { context, page } = await chromium.newPage(viewport);
    const asked: string[] = [];
    page.on('response', (response) => {
      if (fullAppOnly.test(new URL(response.url()).pathname)) {
        asked.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await signUpForWeek6Only(page, `survivor_${viewport}`);

    await page.getByRole('heading', { name: 'Week 15 Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Week 6 Survivor Pools' }).waitFor();
    await page.waitForLoadState('networkidle');
    await eventually(() => page.getByTestId('week-banner').count()).toBe(0);
    await eventually(() => page.getByText(/Picks due/).count()).toBe(0);
    await screenshot(page, `limited-dashboard-${viewport}`);

    await page.goto(`${stack.url}/results`);
    await page.getByRole('table', { name: 'Survivor Pool picks by week' }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await page.waitForLoadState('networkidle');

    expect(asked).toEqual([]);
    await context.close();
  });
});
