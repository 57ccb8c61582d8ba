import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot as screenshotOf,
  screenshotsWanted,
  viewports,
} from '../support/browser';
import { espnSeasonWeek } from '../support/espn-season';
import { startScriptedEspnServer } from '../support/espn-week-server';
import { gate } from '../support/gate';
import { localStackForFile } from '../support/local-stack';

// A fresh deployment on the Friday of Week 1: an empty table, ESPN answering from a loopback server
// with the recorded and derived season, each week a little slowly so the progress shows.
const stack = localStackForFile({ seed: false, poolNow: '2025-09-05T12:00:00.000Z' });
const chromium = chromiumForFile(poolLocale);
const WEEK_DELAY_MS = 300;

let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;

const answerWeek = (week: number) =>
  espn.answer(`week ${week}`, { ...espnSeasonWeek(week), delayMs: WEEK_DELAY_MS });

/** Holds a week's answer back until the test releases it, so the progress line can be caught on that week. */
const holdWeek = (week: number) => {
  const { opened, open } = gate();
  espn.answer(`week ${week}`, { ...espnSeasonWeek(week), heldUntil: opened });
  return open;
};

/** What the admin sees first: the window at the top of the Data Sync tab, where the card is. */
const screenshot = (page: Page, name: string) => screenshotOf(page, name, { fullPage: false });

/** The window at 1280 px, then at 390 px, then back. */
const screenshotBoth = async (page: Page, name: string) => {
  if (!screenshotsWanted) return;
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(viewports.phone);
  await animationsSettled(page);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(viewports.desktop);
};

beforeAll(async () => {
  espn = await startScriptedEspnServer();
  espn.answer('/teams', { fixture: 'teams.json' });
  for (let week = 1; week <= 18; week += 1) answerWeek(week);
  espn.answer('week 9', { status: 503, delayMs: WEEK_DELAY_MS });
  process.env.SPORTS_DATA_PROVIDER = 'espn';
  process.env.ESPN_BASE_URL = espn.baseUrl;
});

afterAll(async () => {
  process.env.SPORTS_DATA_PROVIDER = 'season-file';
  await espn.close();
});

describe('the first admin sets up the season on a fresh deployment', () => {
  // One admin's visit, step by step: each step goes on from where the one before left the page.
  let signedIn: Awaited<ReturnType<typeof chromium.newPage>>;
  const card = () => signedIn.page.getByRole('region', { name: 'Set Up the Season' });
  const done = () => signedIn.page.getByRole('region', { name: /Season 2025 is set up/ });

  beforeAll(async () => {
    signedIn = await chromium.newPage('desktop');
    const { page } = signedIn;
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('commish');
    await page.getByText('Username is available!').waitFor();
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
  });

  afterAll(async () => {
    await signedIn.context.close();
  });

  it('offers the setup on the empty Data Sync tab, naming the provider', async () => {
    const { page } = signedIn;
    await page.goto(`${stack.url}/admin`);
    await card().getByText('0 of 18 weeks loaded').waitFor();
    await expect(card().getByText(`ESPN site API (${espn.baseUrl})`, { exact: false }).count()).resolves.toBe(
      1,
    );
    // Nothing stored yet: players get the fallback week, which the header and the card both name.
    await card().getByText('Players see Week 5 until it is set').waitFor();
    await eventually(() => card().getByText('Not set', { exact: true }).count()).toBe(1);
    await page.getByText('Current week: 5').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'season-setup-start');
  });

  it('runs week by week and stops at a provider error, keeping what it loaded', async () => {
    const { page } = signedIn;
    const releaseWeek3 = holdWeek(3);
    const releaseWeek6 = holdWeek(6);
    await card().getByRole('button', { name: 'Set Up the Season' }).click();
    await card().getByRole('status').getByText('Week 3 of 18…').waitFor();
    await screenshot(page, 'season-setup-running-desktop');
    releaseWeek3();
    await page.setViewportSize(viewports.phone);
    await card().getByRole('status').getByText('Week 6 of 18…').waitFor();
    await screenshot(page, 'season-setup-running-phone');
    releaseWeek6();
    await page.setViewportSize(viewports.desktop);

    const stopped = card().getByRole('alert');
    await stopped.getByText('Stopped at Week 9').waitFor();
    await expect(stopped.getByText('Week 9 was not loaded: ESPN answered 503').count()).resolves.toBe(1);
    await card().getByText('8 of 18 weeks loaded').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'season-setup-stopped');
  });

  it('resumes after a reload where it stopped and collapses when done', async () => {
    const { page } = signedIn;
    // The provider is back; the admin comes back to the page later: it shows where the setup stopped.
    answerWeek(9);
    await page.reload();
    await card().getByText('8 of 18 weeks loaded').waitFor();
    await card().getByRole('button', { name: 'Resume Setup' }).click();

    await done().getByText('Season 2025 is set up: 32 teams, 18 weeks, 272 games.').waitFor();
    await page.getByText('Players currently see Week 1.').waitFor();
    await expect(card().count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBoth(page, 'season-setup-done');
  });

  it('re-checks a finished setup without changing it', async () => {
    await done().getByRole('button', { name: 'Re-check' }).click();
    await done().getByText('Season 2025 is set up: 32 teams, 18 weeks, 272 games.').waitFor();
  });
});
