import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { chromiumForFile, signInThroughUi, type ViewportName, viewports } from '../support/browser';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile();

/** Every page a signed-in admin can open, each results tab on its own, with a heading to wait for. */
const signedInPages: [string, RegExp][] = [
  ['/', /Dashboard/],
  ['/weekly-picks', /Picks/],
  ['/results?tab=weekly-picks&week=14', /Results/],
  ['/results?tab=weekly-standings&week=14', /Results/],
  ['/results?tab=season-standings', /The race/],
  ['/results?tab=survivor', /Results/],
  ['/squares', /Squares/],
  ['/rules', /Rules/],
  ['/rules?tab=prizes', /Prizes and fees/],
  ['/admin', /Admin/],
  ['/admin?tab=pool-settings', /Line Freeze/],
  ['/admin?tab=users', /User Management/],
  ['/admin?tab=override-picks', /Override User Picks/],
  ['/admin?tab=money', /^Money$/],
  ['/admin?tab=audit', /Audit Log/],
  ['/admin?tab=outbox', /Outbox/],
  ['/week6/pools', /Your Entries/],
  ['/week6/welcome', /Welcome to the Week 6/],
];

/**
 * Each page is checked at both widths from one load: the desktop first, then the same page narrowed
 * to the phone's width (the layout is CSS breakpoints, so the narrowed page is the phone's layout).
 */
const checkBothWidths = async (page: Page, shown: () => Locator) => {
  const findings: Record<ViewportName, string[]> = { desktop: [], phone: [] };
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    await page.setViewportSize(viewports[viewport]);
    await shown().waitFor();
    findings[viewport] = await seriousViolations(page);
  }
  return findings;
};
const headingOf = (page: Page, name: RegExp | string) => () => page.getByRole('heading', { name }).first();
const noFindings = { desktop: [], phone: [] };

describe('accessibility at desktop and phone widths', () => {
  it('has no serious or critical axe findings on the landing page', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await page.goto(stack.url);
    const signInButton = () => page.getByRole('button', { name: 'Sign In' }).first();
    expect(await checkBothWidths(page, signInButton)).toEqual(noFindings);
    await context.close();
  });

  it('has no serious or critical axe findings on the unsubscribe page, signed out', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await page.goto(`${stack.url}/unsubscribe?token=expired`);
    expect(await checkBothWidths(page, headingOf(page, 'Link not valid'))).toEqual(noFindings);
    await context.close();
  });

  describe('signed in as the admin', () => {
    let signedIn: Awaited<ReturnType<typeof chromium.newPage>>;
    beforeAll(async () => {
      signedIn = await chromium.newPage('desktop');
      await signInThroughUi(signedIn.page, stack.url, 'admin@example.com');
    });
    afterAll(async () => {
      await signedIn.context.close();
    });

    it.each(signedInPages)('has no serious or critical axe findings on %s', async (path, heading) => {
      const { page } = signedIn;
      await page.setViewportSize(viewports.desktop);
      await page.goto(`${stack.url}${path}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await checkBothWidths(page, headingOf(page, heading))).toEqual(noFindings);
    });
  });
});
