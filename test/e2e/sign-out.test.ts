import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  cookieValue,
  eventually,
  screenshot,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile();

describe.each(Object.keys(viewports) as ViewportName[])('the sign-out page on %s', (viewport) => {
  it('asks a signed-in player first, and Sign Out ends the session', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, viewport === 'desktop' ? 'alice@example.com' : 'bob@example.com');
    const session = await cookieValue(context, 'pool_session');

    await page.goto(`${stack.url}/sign-out`);
    await page.getByRole('heading', { name: 'Sign out?' }).waitFor();
    await page.getByText('came from outside the pool').waitFor();
    await eventually(() => page.title()).toBe('Sign Out · NFL Pool');
    await screenshot(page, `sign-out-${viewport}`);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const replay = await fetch(`${stack.url}/api/auth/user`, {
      headers: { cookie: `pool_session=${session}` },
    });
    expect(replay.status).toBe(401);
    await context.close();
  });

  it('keeps the session when the player stays signed in', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, viewport === 'desktop' ? 'carla@example.com' : 'dan@example.com');
    await page.goto(`${stack.url}/sign-out`);
    await page.getByRole('link', { name: 'Stay signed in' }).click();
    await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.reload();
    await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
    await context.close();
  });

  it('tells a signed-out visitor they are signed out, with a way home', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await page.goto(`${stack.url}/sign-out`);
    await page.getByRole('heading', { name: "You're signed out" }).waitFor();
    await eventually(() => page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);
    await screenshot(page, `sign-out-signed-out-${viewport}`);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await context.close();
  });
});
