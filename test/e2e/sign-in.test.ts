import { describe, expect, it } from 'vitest';
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
