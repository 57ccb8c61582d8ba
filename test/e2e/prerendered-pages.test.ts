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

describe.each(Object.keys(viewports) as ViewportName[])('pages painted from their HTML on %s', (viewport) => {
  it('paints the frame at / for a returning player before any script, and the hint follows the session', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await cookieValue(context, 'pool_signed_in')).toBeUndefined();
    await signInThroughUi(page, stack.url, 'alice@example.com');
    await eventually(() => cookieValue(context, 'pool_signed_in')).toBe('1');

    // No script at all: what shows is the HTML and its inlined styles.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(stack.url);
    await page.getByRole('banner').getByText('NFL Pool').waitFor();
    await page.getByRole('main').getByRole('status', { name: 'Loading' }).waitFor();
    await page
      .getByRole('contentinfo')
      .getByText(/Team logos and data provided by/)
      .waitFor();
    const brand = await page.getByRole('banner').getByText('NFL Pool').boundingBox();
    expect(brand?.height).toBeGreaterThan(0);
    await screenshot(page, `prerendered-frame-${viewport}`);

    await page.unroute('**/assets/*.js');
    // Every loading spinner element ever in the page's main region, the painted one included.
    await page.addInitScript(() => {
      const spinners = new Set<Element>();
      (window as unknown as { spinners: Set<Element> }).spinners = spinners;
      new MutationObserver((records) => {
        for (const { addedNodes } of records)
          for (const node of addedNodes)
            if (node instanceof Element)
              for (const element of [node, ...node.querySelectorAll('[role="status"]')])
                if (element.matches('main [role="status"]')) spinners.add(element);
      }).observe(document, { childList: true, subtree: true });
    });
    // The dashboard's own code comes after the router's, as it may on a phone's network.
    await page.route('**/assets/dashboard-page-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(stack.url);
    await page.getByRole('heading', { name: /Week \d+ Dashboard/ }).waitFor();
    await eventually(() => page.getByRole('banner').getByText('NFL Pool').boundingBox()).toEqual(brand);
    // The painted frame stands until the dashboard replaces it: the router draws no loading frame of
    // its own while the page's code comes (a render a phone would wait through before the page's).
    expect(await page.evaluate(() => (window as unknown as { spinners: Set<Element> }).spinners.size)).toBe(
      1,
    );

    await page.goto(`${stack.url}/api/logout`);
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await cookieValue(context, 'pool_signed_in')).toBeUndefined();
    await context.close();
  });

  it('paints the landing page at / before any script, hydrates it in place, and a sign-in lands on the frame', async () => {
    const { context, page } = await chromium.newPage(viewport);
    const blockScripts = () => page.route('**/assets/*.js', (route) => route.abort());
    await blockScripts();
    await page.goto(stack.url);
    // Built without a season (the pool's comes from the server), the title names it once hydrated.
    const hero = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1, name: 'NFL Pool', exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Super Bowl squares' }).waitFor();
    await page.getByRole('heading', { name: 'Week 6 Survivor Pool' }).waitFor();
    const painted = await hero.boundingBox();
    expect(painted?.height).toBeGreaterThan(0);
    await screenshot(page, `prerendered-landing-${viewport}`);

    await page.unroute('**/assets/*.js');
    await page.goto(stack.url);
    // The Week 6 section settles once the registration is read (the demo pool is past Week 6).
    await page.getByRole('button', { name: 'Sign In to Play Weekly Picks' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'NFL Pool 2025' }).waitFor();
    await eventually(() => hero.boundingBox()).toEqual(painted);
    await screenshot(page, `landing-hydrated-${viewport}`);

    // Hydrated: the button works. The sign-in is finished with the app's scripts refused, so what
    // shows after it is the page the server picked.
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.getByLabel('Email').fill('alice@example.com');
    await blockScripts();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('main').getByRole('status', { name: 'Loading' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await hero.count()).toBe(0);
    expect(await cookieValue(context, 'pool_signed_in')).toBe('1');
    await context.close();
  });

  it('corrects a stale hint at / to the landing page, showing no player content on the way', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await context.addCookies([{ name: 'pool_signed_in', value: '1', url: stack.url }]);
    const seen: string[] = [];
    await page.exposeFunction('recordHeading', (text: string) => seen.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1, h2')) {
          (window as unknown as { recordHeading: (text: string) => void }).recordHeading(
            heading.textContent ?? '',
          );
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    await page.getByRole('heading', { name: 'NFL Pool 2025' }).waitFor();
    expect(seen.filter((text) => /Dashboard|Picks|Results/.test(text))).toEqual([]);
    await eventually(() => cookieValue(context, 'pool_signed_in')).toBeUndefined();
    await context.close();
  });
});
