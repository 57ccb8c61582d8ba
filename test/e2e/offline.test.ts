import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, chromium as playwright } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { distDir } from '../../infra/local/local-stack';
import {
  chromiumForFile,
  chromiumLaunchOptions,
  eventually,
  poolLocale,
  screenshot,
  signInThroughUi,
  viewports,
} from '../support/browser';
import { holdWrites } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';

// The stack serves a copy of the build, so a test can put a new build of the service worker in it.
const dist = mkdtempSync(join(tmpdir(), 'pool-dist-'));
cpSync(distDir(), dist, { recursive: true });
process.env.FRONTEND_DIST = dist;
afterAll(() => rmSync(dist, { recursive: true, force: true }));

// Week 15 at the pinned clock: Thursday night's game (ATL at TB) has kicked off, the rest are open.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-12T03:00:00.000Z' });
const chromium = chromiumForFile({ ...poolLocale, serviceWorkers: 'allow' });

/** Waits until the service worker has installed (its precache filled) and controls the page. */
const controlledByServiceWorker = async (page: Page) => {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await eventually(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
};

/** A new build of the app, as a deployment puts it out: its service worker differs by a byte. */
const deployNewBuild = () => {
  const worker = join(dist, 'sw.js');
  writeFileSync(worker, `${readFileSync(worker, 'utf8')}\n// a new build\n`);
  for (const copy of ['sw.js.br', 'sw.js.gz']) rmSync(join(dist, copy), { force: true });
};

/** Screens the test sees online, then opens offline: their path and what shows their data. */
const seen = [
  ['/', (page: Page) => page.getByRole('heading', { name: 'Week 15 Leaders' })],
  ['/results', (page: Page) => page.getByRole('table', { name: 'Weekly picks by player' })],
] as const;

describe('the pool as an installed app', () => {
  it('is installable: chromium finds no installability error', async () => {
    // A profile of its own: chromium installs nothing from an incognito window, as new contexts are.
    const context = await playwright.launchPersistentContext(mkdtempSync(join(tmpdir(), 'pool-install-')), {
      ...chromiumLaunchOptions,
      viewport: viewports.phone,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'NFL Pool' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${stack.url}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('registers the service worker only once the dashboard has loaded and fetched nothing for a while', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Week 15 Leaders' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const { registeredAt, pageRequestsEndedAt, readsBefore } = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const registration = entries.find((entry) => entry.name.includes('/assets/service-worker-'));
      const before = entries.filter((entry) => entry.startTime < (registration?.startTime ?? 0));
      return {
        registeredAt: registration?.startTime ?? Number.NaN,
        pageRequestsEndedAt: Math.max(...before.map((entry) => entry.responseEnd)),
        readsBefore: before
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/api/')),
      };
    });
    // The page's code and reads, then a quiet moment; not in a pause of hydrating.
    expect(readsBefore).toEqual(expect.arrayContaining(['/api/leaderboard/season', '/api/survivor/entry']));
    expect(registeredAt - pageRequestsEndedAt).toBeGreaterThanOrEqual(1500);
    await context.close();
  });

  it('opens the picks page offline with what was last seen, marked offline, and refuses to save', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await controlledByServiceWorker(page);
    await page.getByRole('group', { name: 'ATL at TB' }).waitFor();
    // The dashboard and the results, seen once online.
    for (const [path, shown] of seen) {
      await page.goto(`${stack.url}${path}`);
      await shown(page).waitFor();
    }
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('group', { name: 'ATL at TB' }).waitFor();
    // No note while the page is read from the server.
    expect(
      await page
        .getByRole('status')
        .filter({ hasText: /offline/i })
        .count(),
    ).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    const games = page.getByRole('group', { name: / at / });
    await eventually(() => games.count()).toBe(16);
    await page
      .getByRole('status')
      .filter({ hasText: /^Offline · showing what was last seen at \d{1,2}:\d{2}\s?[AP]M$/ })
      .waitFor();
    await screenshot(page, 'offline-picks-phone', { fullPage: false });

    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    // Every open game picked and the MNF total given, so only being offline stands in the way.
    for (const card of (await games.all()).slice(1)) {
      const away = card.getByRole('button').first();
      await away.click();
      await eventually(() => away.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByLabel('Total points').fill('41');
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('You are offline: nothing is saved. Save again once you are back online.').waitFor();
    await screenshot(page, 'offline-save-phone', { fullPage: false });
    expect(sent).toEqual([]);

    for (const [path, shown] of seen) {
      await page.goto(`${stack.url}${path}`);
      await shown(page).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Offline · showing what was last seen at / })
        .waitFor();
    }
    await screenshot(page, 'offline-results-phone', { fullPage: false });

    // Signing out leaves nothing of hers for the next person on the device to read offline: only
    // what the landing page, open to anyone, reads again once she is out.
    const keptReads = async () =>
      (
        await page.evaluate(async () =>
          (await (await caches.open('pool-reads')).keys()).map((request) => new URL(request.url).pathname),
        )
      ).filter((path) => !['/api/home-content', '/api/week6/registration'].includes(path));
    expect(await keptReads()).toContain('/api/auth/user');
    await context.setOffline(false);
    await page.getByRole('button', { name: /menu/i }).click();
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await keptReads()).toEqual([]);
    await context.close();
  });
  it('a new version found mid-save waits for it: the note shows, and "Open it now" opens it once the save is in', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await controlledByServiceWorker(page);
    const games = page.getByRole('group', { name: / at / });
    await eventually(() => games.count()).toBe(16);
    for (const card of (await games.all()).slice(1)) {
      // The team not picked yet: every game's pick changes, so the save has something to send.
      const team = card.getByRole('button', { pressed: false }).first();
      const name = (await team.getAttribute('aria-label')) ?? '';
      await team.click();
      await eventually(() =>
        card.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    await page.getByLabel('Total points').fill('44');
    const stillThisPage = () =>
      page.evaluate(() => (window as { beforeTheNewVersion?: boolean }).beforeTheNewVersion === true);
    await page.evaluate(() => {
      (window as { beforeTheNewVersion?: boolean }).beforeTheNewVersion = true;
    });
    const waitingWorker = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

    const saveAnswers: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/picks/weekly/batch'))
        saveAnswers.push(response.status());
    });
    deployNewBuild();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const note = page.getByText('A new version of the pool is ready');
    await note.waitFor();
    await eventually(waitingWorker).toBe(true);
    await screenshot(page, 'new-version-note-phone', { fullPage: false });
    // The save goes first and is held at its first write (well within the API's 10 s).
    const writes = holdWrites(() => true);
    try {
      await page.getByRole('button', { name: 'Save All Picks' }).click();
      await writes.reached;
      await page.getByRole('button', { name: 'Open it now' }).click();
      // The save is on its way: the page and its version stay until it is in.
      for (let check = 0; check < 15; check += 1) {
        await page.waitForTimeout(100);
        expect(await stillThisPage()).toBe(true);
      }
      expect(await waitingWorker()).toBe(true);
      expect(saveAnswers).toEqual([]);
    } finally {
      writes.release();
    }
    await eventually(() => saveAnswers).toEqual([200]);
    // Then the new version takes over and the page opens again with it.
    await eventually(() => stillThisPage().catch(() => true)).toBe(false);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await eventually(waitingWorker).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.close();
  });
});
