import { mkdirSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/** How players in the pool see dates: US English, Eastern time. */
export const poolLocale = { locale: 'en-US', timezoneId: 'America/New_York' } as const;

/**
 * `E2E_CPU_SLOWDOWN=4` runs every page with its CPU slowed that many times, to bring out a test that
 * passes only while the browser is quick (a loaded CI machine is several times slower than this one).
 * `E2E_ANIMATION_SLOWDOWN=10` plays every animation and transition that many times slower, to bring
 * out a test that reads a page in the middle of one (a dialog still fading in). A toast's timers run on
 * animation frames and do not keep time under it: a test that waits for a toast to go (line-freeze)
 * waits in vain.
 */
const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
const animationSlowdown = Number(process.env.E2E_ANIMATION_SLOWDOWN ?? 1);

/** How the tests start Debian's chromium (no browser downloads on these machines). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Every host but the local stack's fails to resolve at once (the team logos' CDN included), as
    // it does after a slow DNS timeout on an offline machine: pages settle and show their fallbacks.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  ],
};

/**
 * Debian's chromium, driven by playwright-core (no browser downloads on these machines): the run's
 * own (test/support/chromium-server-setup.ts) when the project launched one, else one for this file.
 * `newPage` opens a page in a fresh context (no cookies) with these options at a viewport. A download
 * stays on the browser's side: read it with `download.createReadStream()` (`path()` throws there).
 */
export const chromiumForFile = (contextOptions: BrowserContextOptions = {}) => {
  const handle = {
    browser: undefined as Browser | undefined,
    newPage: async (viewport: ViewportName) => {
      if (!handle.browser) throw new Error('chromium did not start');
      const context = await handle.browser.newContext({ ...contextOptions, viewport: viewports[viewport] });
      const page = await context.newPage();
      if (cpuSlowdown > 1 || animationSlowdown > 1) {
        const cdp = await context.newCDPSession(page);
        if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        if (animationSlowdown > 1) {
          await cdp.send('Animation.enable');
          await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 / animationSlowdown });
        }
      }
      return { context, page };
    },
  };
  beforeAll(async () => {
    const endpoint = inject('chromiumEndpoint');
    handle.browser = endpoint
      ? await chromium.connect(endpoint)
      : await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(async () => {
    await handle.browser?.close();
  });
  return handle;
};

/** How long a check waits for the page to settle on what it expects: as long as playwright waits for an element. */
const SETTLE_MS = 30_000;

/**
 * A check that retries until the page shows what it expects, for a value read from a page that may
 * still be changing (a read landing, a re-render): `await eventually(() => row.innerText()).toContain(x)`.
 * playwright-core has no `expect(locator)`; this is vitest's `expect.poll`, read again every 100 ms.
 */
export const eventually = <T>(read: () => T | Promise<T>, message?: string) =>
  expect.poll(read, { timeout: SETTLE_MS, interval: 100, message });

/**
 * Waits until no finite animation or transition is running, two frames after the last one ended (zag
 * starts some a frame after mounting): a dialog fading in, a toast or a drawer sliding. Endless ones
 * (a spinner, a skeleton's pulse) are left running.
 */
export const animationsSettled = (page: Page) =>
  page.evaluate(async () => {
    const nextFrames = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    await nextFrames();
    for (let now = running(); now.length > 0; now = running()) {
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      await nextFrames();
    }
  });

/**
 * Screenshots are for a person to look at, not checks: nothing compares them. They are taken only
 * when `POOL_SCREENSHOTS=1` asks, so a test run neither waits for them nor has its window resized
 * for them. A test that must show something checks it by role and text, never by a picture.
 */
export const screenshotsWanted = process.env.POOL_SCREENSHOTS === '1';

/**
 * test-results/screenshots/<name>.png of a page (the whole page, or the window with
 * `{ fullPage: false }`) or of one part of it; only when screenshotsWanted.
 */
export const screenshot = async (target: Page | Locator, name: string, { fullPage = true } = {}) => {
  if (!screenshotsWanted) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
};

/**
 * A full-page picture with the window as tall as the page, so sticky bars and toasts sit where they
 * belong instead of where the first screen ended.
 */
export const screenshotWhole = async (page: Page, name: string) => {
  if (!screenshotsWanted) return;
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height });
  await animationsSettled(page);
  await screenshot(page, name);
  if (viewport) await page.setViewportSize(viewport);
};

/** Whole-page pictures at 390 px and at 1280 px of the page as it stands; the window keeps its size. */
export const screenshotBothSizes = async (page: Page, name: string) => {
  const viewport = page.viewportSize();
  if (!screenshotsWanted || !viewport) return;
  await page.setViewportSize(viewports.phone);
  await screenshotWhole(page, `${name}-phone`);
  await page.setViewportSize(viewports.desktop);
  await screenshotWhole(page, `${name}-desktop`);
  await page.setViewportSize(viewport);
};

/** The value of the browser's cookie of that name, if it holds one. */
export const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value;

/** Signs in through the landing page and the local login provider, then waits for the dashboard. */
export const signInThroughUi = async (
  page: Page,
  baseUrl: string,
  email: string,
  dashboard: string | RegExp = /Dashboard/,
) => {
  await page.goto(baseUrl);
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: dashboard }).waitFor();
};
