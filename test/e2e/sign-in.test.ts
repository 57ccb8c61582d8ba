import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AutoPickResult } from '../../shared/schemas/admin-people';
import type { CurrentUser } from '../../shared/user';
import { seriousViolations } from '../support/axe';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  screenshot,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { gate } from '../support/gate';
import { localStackForFile } from '../support/local-stack';
import { signIn as signInForApi } from '../support/pool-client';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile();

describe.each(Object.keys(viewports) as ViewportName[])('a new player on %s', (viewport) => {
  it('signs in, sets a username, stays signed in on reload and signs out', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await screenshot(page, `landing-${viewport}`);

    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await page.getByLabel('Email').fill(`rookie.${viewport}@example.com`);
    await page.getByLabel('Name').fill('Riley Rookie');
    await screenshot(page, `login-provider-${viewport}`);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByText('Welcome, Riley').waitFor();
    // The default pick's promise is the auto-pick's real schedule (on from the start), not "at kickoff".
    await page.getByText('The auto-pick runs Sundays 1:05 PM EST', { exact: false }).waitFor();
    await page.getByLabel('Username').fill(`rookie_${viewport}`);
    await page.getByText('Username is available!').waitFor();
    await screenshot(page, `username-setup-${viewport}`);
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByText('Username Set Successfully').waitFor();
    await page.getByRole('button', { name: 'Go to the site' }).click();

    await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, `home-${viewport}`);

    await page.reload();
    await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
    const sessionCookie = (await context.cookies()).find((cookie) => cookie.name === 'pool_session');
    expect(sessionCookie?.httpOnly).toBe(true);

    if (viewport === 'phone') {
      await page.getByRole('button', { name: /menu/i }).click();
      await page.getByRole('link', { name: 'Sign Out' }).waitFor();
      await animationsSettled(page);
      await screenshot(page, `menu-${viewport}`);
    }
    await page.getByRole('link', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const replay = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${sessionCookie?.value}` },
    });
    expect(replay.status).toBe(401);
    await context.close();
  });
});

describe('a newcomer who stops at the username step, at 390 px', () => {
  /** The players of the week's standings on /results, as the admin's page shows them. */
  const standingsPlayers = async (page: Page) => {
    await page.goto(`${stack.url}/results?tab=weekly-standings&week=15`);
    const table = page.getByRole('table', { name: 'Week 15 standings' });
    await table.waitFor();
    await eventually(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
    return (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((cell) =>
      (cell.split('\n')[0] ?? '').trim(),
    );
  };
  const autoPickFor = async (userId: string) => {
    const admin = (await signInForApi(stack.url, 'admin@example.com')).client;
    const run = await admin.send('POST', '/api/admin/auto-all-picks', { week: 15 });
    expect(run.status).toBe(200);
    return ((await run.json()) as AutoPickResult).weekly.assignments.filter((a) => a.userId === userId)
      .length;
  };

  it('is on no board while the username is missing, and on the standings once it is set', async () => {
    const newcomer = await chromium.newPage('phone');
    await newcomer.page.goto(stack.url);
    await newcomer.page.getByRole('button', { name: 'Sign In' }).first().click();
    await newcomer.page.getByLabel('Email').fill('halfway.hal@example.com');
    await newcomer.page.getByLabel('Name').fill('Hal Halfway');
    await newcomer.page.getByRole('button', { name: 'Sign in' }).click();
    await newcomer.page.getByText('Welcome, Hal').waitFor();
    await screenshot(newcomer.page, 'accounts-newcomer-username-step-phone');
    const { id } = (await (
      await newcomer.page.request.get(`${stack.url}/api/auth/user`)
    ).json()) as CurrentUser;

    // The Sunday auto-pick runs while they stand at the step: it gives them nothing, and no board shows them.
    expect(await autoPickFor(id)).toBe(0);
    const admin = await chromium.newPage('phone');
    await signInThroughUi(admin.page, stack.url, 'admin@example.com');
    const before = await standingsPlayers(admin.page);
    expect(before).toContain('alice_b');
    expect(before.some((name) => /hal/i.test(name))).toBe(false);
    await screenshot(admin.page, 'accounts-standings-without-newcomer-phone');

    await newcomer.page.getByLabel('Username').fill('halfway_hal');
    await newcomer.page.getByText('Username is available!').waitFor();
    await newcomer.page.getByRole('button', { name: 'Set Username' }).click();
    await newcomer.page.getByRole('button', { name: 'Go to the site' }).click();
    await newcomer.page.getByRole('heading', { name: /Dashboard/ }).waitFor();

    // Now a player: the auto-pick fills their open games, and the standings list them.
    expect(await autoPickFor(id)).toBeGreaterThan(0);
    await eventually(() => standingsPlayers(admin.page).then((names) => names.includes('halfway_hal'))).toBe(
      true,
    );
    await screenshot(admin.page, 'accounts-standings-with-newcomer-phone');
    await newcomer.context.close();
    await admin.context.close();
  });
});

describe('pages for everyone', () => {
  it('shows the 404 page inside the SPA for an unknown path', async () => {
    const { context, page } = await chromium.newPage('desktop');
    const response = await page.goto(`${stack.url}/nope`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await signInThroughUi(page, stack.url, 'alice@example.com');
    await page.goto(`${stack.url}/nope`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await eventually(() => page.title()).toBe('Page Not Found');
    await screenshot(page, 'not-found-desktop');
    await context.close();
  });

  it('sends a signed-out visitor of a player page to the login provider', async () => {
    const { context, page } = await chromium.newPage('phone');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByLabel('Email').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    await context.close();
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'on %s, a player page opened directly shows the frame while the session check is on its way, the name where it stays',
    async (viewport) => {
      const { context, page } = await chromium.newPage(viewport);
      await signInThroughUi(page, stack.url, 'alice@example.com');
      const sessionCheck = gate();
      await page.route('**/api/auth/user', async (route) => {
        await sessionCheck.opened;
        await route.continue();
      });
      await page.goto(`${stack.url}/weekly-picks`);
      const brand = page.getByRole('banner').getByText('NFL Pool');
      await page.getByRole('main').getByRole('status', { name: 'Loading' }).waitFor();
      await page
        .getByRole('contentinfo')
        .getByText(/Team logos and data provided by/)
        .waitFor();
      // The app's Suspense fallback, the router's and AuthGate's are three mounts of the same frame, each
      // swapped for the next in one commit: a measure that falls on a swap reads a detached node (null).
      let loadingBox: Awaited<ReturnType<typeof brand.boundingBox>> = null;
      await eventually(async () => (loadingBox = await brand.boundingBox())).not.toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, `app-loading-frame-${viewport}`);

      sessionCheck.open();
      await page.getByRole('link', { name: 'NFL Pool home' }).waitFor();
      await page.getByRole('heading', { name: /Week \d+ Picks/ }).waitFor();
      await eventually(() => brand.boundingBox()).toEqual(loadingBox);
      await context.close();
    },
  );
});
