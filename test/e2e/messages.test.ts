import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotsWanted,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';

// Week 15 before its first kickoff (ATL @ TB, Thu 01:15Z): every game open.
const BEFORE_KICKOFF = '2025-12-11T17:00:00.000Z';
// A minute after ATL @ TB kicked off: it has started, not finished; BUF @ NE is still days away.
const AFTER_THURSDAY_KICKOFF = '2025-12-12T01:16:00.000Z';
const RULE = "Both teams' points combined, 0-150, whole number";

const stack = localStackForFile({ seed: true, poolNow: BEFORE_KICKOFF });
const chromium = chromiumForFile(poolLocale);

/** What is on screen right now (not the whole page), so dialogs, toasts and the sticky bar sit where they do. */
const shot = async (page: Page, name: string) => {
  if (!screenshotsWanted) return;
  await animationsSettled(page);
  await screenshot(page, name, { fullPage: false });
};

/** The same screen at phone and desktop width. */
const shotBoth = async (page: Page, name: string) => {
  const before = page.viewportSize();
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    await page.setViewportSize(viewports[viewport]);
    await shot(page, `${name}-${viewport}`);
  }
  if (before) await page.setViewportSize(before);
};

/** The toasts on screen (one leaving is no longer open). */
const openToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');

/**
 * Waits for the server's answer (however slow), then only briefly for a toast with this text (one
 * queued behind another would take 5 s or more), then gives what every open toast reads.
 */
const toastsAfter = async (page: Page, text: string, answered?: Promise<unknown>) => {
  await answered;
  await openToasts(page).filter({ hasText: text }).waitFor({ timeout: 2500 });
  return openToasts(page).allInnerTexts();
};

/** The answer to the next request with this method and path (set up before the action that sends it). */
const answerTo = (page: Page, method: string, path: RegExp) =>
  page.waitForResponse(
    (response) => response.request().method() === method && path.test(new URL(response.url()).pathname),
  );

/** Every request from now on whose path matches, as "METHOD path". */
const requestsTo = (page: Page, path: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (path.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
};

const savedMnfTotal = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/tiebreaker/mnf/15')).json())?.predictedTotal ?? null);

describe.each(['phone', 'desktop'] as ViewportName[])(
  'messages that tell the truth on the picks page, %s',
  (viewport) => {
    it('shows the MNF rule instead of correcting the total, never sends it, and shows the newest toast at once', async () => {
      process.env.POOL_NOW = BEFORE_KICKOFF;
      const { context, page } = await chromium.newPage(viewport);
      // Both are out of the survivor pool, so Save All asks only for the games and the MNF total.
      await signInThroughUi(
        page,
        stack.url,
        viewport === 'phone' ? 'alice@example.com' : 'carla@example.com',
      );
      await page.goto(`${stack.url}/weekly-picks`);
      const cards = page.getByRole('group', { name: / at / });
      await cards.first().waitFor();
      const mnfPosts = requestsTo(page, /^\/api\/tiebreaker\/mnf$/);
      const total = page.getByLabel('Total points');
      const summary = page.getByText('MNF total', { exact: true }).locator('..');

      for (const typed of ['200', '-5', '45.5', 'abc']) {
        await total.fill(typed);
        await eventually(() => summary.innerText(), typed).toContain('Not valid');
        await total.blur();
        await eventually(() => total.inputValue(), typed).toBe(typed);
        await eventually(() => total.getAttribute('aria-invalid'), typed).toBe('true');
        const rule = page.getByText(RULE);
        await eventually(() => rule.isVisible(), typed).toBe(true);
        const describedBy = (await total.getAttribute('aria-describedby'))?.split(' ');
        expect(describedBy, typed).toContain(await rule.getAttribute('id'));
      }
      await total.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      await shot(page, `issue9-mnf-rule-invalid-${viewport}`);

      for (const card of await cards.all()) await card.getByRole('button').nth(1).click();
      const save = page.getByRole('button', { name: 'Save All Picks' });
      for (const typed of ['200', '-5', '45.5']) {
        await total.fill(typed);
        await save.click();
        const shown = await toastsAfter(page, 'Incomplete Picks');
        expect(shown, typed).toHaveLength(1);
        expect(shown[0], typed).toContain(`MNF total: ${RULE}.`);
        // The toast comes to rest above the sticky Save All Picks bar, so saving again is one tap away.
        await animationsSettled(page);
        const [toastBox, saveBox] = await Promise.all([openToasts(page).boundingBox(), save.boundingBox()]);
        if (!toastBox || !saveBox) throw new Error('no toast or no Save All Picks bar');
        expect(saveBox.y - (toastBox.y + toastBox.height), typed).toBeGreaterThanOrEqual(0);
      }
      await shot(page, `issue9-toast-mnf-refused-${viewport}`);
      expect(mnfPosts).toEqual([]);
      expect(await savedMnfTotal(page)).toBeNull();

      await total.fill('44');
      await eventually(() => total.getAttribute('aria-invalid')).toBeNull();
      await eventually(() => summary.innerText()).toContain('44');
      // The toast comes once the saved picks and total are read back.
      const readBack = Promise.all([
        answerTo(page, 'GET', /^\/api\/picks\/weekly\/15\//),
        answerTo(page, 'GET', /^\/api\/tiebreaker\/mnf\/15$/),
      ]);
      await save.click();
      const shown = await toastsAfter(page, 'Picks Saved', readBack);
      expect(shown).toHaveLength(1);
      expect(shown[0]).not.toContain('Incomplete');
      await shot(page, `issue9-toast-newest-${viewport}`);
      expect(mnfPosts).toEqual(['POST /api/tiebreaker/mnf']);
      await eventually(() => savedMnfTotal(page)).toBe(44);
      await context.close();
    });
  },
);

describe('admin actions with consequences ask first', () => {
  it('asks before a final score ahead of kickoff and before Simulate & Score Week; cancel sends nothing', async () => {
    process.env.POOL_NOW = AFTER_THURSDAY_KICKOFF;
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin`);
    await page.getByLabel('Admin section').selectOption({ label: 'Testing' });
    const scoreCalls = requestsTo(page, /^\/api\/admin\/game-score\//);
    const simulateCalls = requestsTo(page, /^\/api\/admin\/simulate-week\//);
    const scoreCard = page.getByRole('region', { name: 'Game Score Testing' });
    const setScore = async (game: RegExp) => {
      const select = scoreCard.getByLabel('Game');
      await select.locator('option').nth(1).waitFor({ state: 'attached' });
      const option = (await select.locator('option').allInnerTexts()).find((text) => game.test(text));
      await select.selectOption({ label: option ?? '' });
      await scoreCard.getByLabel('Away score').fill('24');
      await scoreCard.getByLabel('Home score').fill('17');
      await scoreCard.getByRole('button', { name: 'Set Game Score' }).click();
    };

    await setScore(/^BUF @ NE/);
    const early = page.getByRole('alertdialog', { name: 'Set a final score before kickoff?' });
    await early.waitFor();
    await eventually(() => early.innerText()).toMatch(/BUF @ NE has not kicked off/);
    await shotBoth(page, 'issue9-confirm-early-final');
    await early.getByRole('button', { name: 'Cancel' }).click();
    await early.waitFor({ state: 'detached' });

    const simulateButton = page.getByRole('button', { name: 'Simulate & Score Week' });
    await simulateButton.click();
    const simulate = page.getByRole('alertdialog', { name: 'Simulate & score Week 15?' });
    await simulate.waitFor();
    await eventually(() => simulate.innerText()).toMatch(/invented final score.*graded.*revealed/s);
    await shotBoth(page, 'issue9-confirm-simulate');
    await simulate.getByRole('button', { name: 'Cancel' }).click();
    await simulate.waitFor({ state: 'detached' });
    expect([...scoreCalls, ...simulateCalls]).toEqual([]);

    // ATL @ TB kicked off a minute ago by the server's clock: its score is set without asking.
    const scored = answerTo(page, 'PUT', /^\/api\/admin\/game-score\//);
    await setScore(/^ATL @ TB/);
    expect(await toastsAfter(page, 'Game score updated', scored)).toHaveLength(1);
    await eventually(() => early.count()).toBe(0);
    expect(scoreCalls).toHaveLength(1);

    // Two actions in a row: the second one's toast replaces the first's at once.
    await simulateButton.click();
    const simulated = answerTo(page, 'POST', /^\/api\/admin\/simulate-week\//);
    await simulate.getByRole('button', { name: 'Simulate & Score' }).click();
    const shown = await toastsAfter(page, 'Week 15 simulated', simulated);
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain('Game score updated');
    expect(simulateCalls).toHaveLength(1);
    await shotBoth(page, 'issue9-toast-admin-newest');
    await context.close();
  });
});
