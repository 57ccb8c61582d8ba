import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  poolLocale,
  screenshot,
  signInThroughUi,
  type ViewportName,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';

// Week 15 before its first kickoff: every game open.
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);
const RULE = "Both teams' points combined, 0-150, whole number";

/** The toasts on screen (one leaving is no longer open). */
const openToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');

/**
 * Waits briefly for a toast with this text (a toast queued behind another would take 5 s or more),
 * then says what every open toast reads.
 */
const toastsAfter = async (page: Page, text: string) => {
  await openToasts(page).filter({ hasText: text }).waitFor({ timeout: 2500 });
  return openToasts(page).allInnerTexts();
};

/** Every request to the API made from now on whose path matches. */
const requestsTo = (page: Page, path: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (path.test(new URL(request.url()).pathname)) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
};

const savedMnfTotal = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/tiebreaker/mnf/15')).json())?.predictedTotal ?? null);

describe.each(['phone', 'desktop'] as ViewportName[])(
  'messages that tell the truth now, on %s',
  (viewport) => {
    it('shows the MNF rule instead of correcting the total, and the newest toast at once', async () => {
      const { context, page } = await chromium.newPage(viewport);
      await signInThroughUi(page, stack.url, viewport === 'phone' ? 'alice@example.com' : 'bob@example.com');
      await page.goto(`${stack.url}/weekly-picks`);
      const cards = page.getByRole('group', { name: / at / });
      await cards.first().waitFor();
      const total = page.getByLabel('Total points');
      const summary = page.getByText('MNF total', { exact: true }).locator('..');
      for (const typed of ['200', '-5', '45.5']) {
        await total.fill(typed);
        await total.blur();
        expect(await total.inputValue(), typed).toBe(typed);
        expect(await total.getAttribute('aria-invalid'), typed).toBe('true');
        expect(await page.getByText(RULE).isVisible(), typed).toBe(true);
        expect(await summary.innerText(), typed).toContain('Not valid');
      }
      await screenshot(page, `issue9-mnf-rule-${viewport}`);

      for (const card of await cards.all()) await card.getByRole('button').nth(1).click();
      const save = page.getByRole('button', { name: 'Save All Picks' });
      for (let attempt = 0; attempt < 3; attempt += 1) {
        await save.click();
        expect(await toastsAfter(page, 'Incomplete Picks')).toHaveLength(1);
      }
      expect(await savedMnfTotal(page)).toBeNull();

      await total.fill('44');
      expect(await total.getAttribute('aria-invalid')).toBeNull();
      expect(await summary.innerText()).toContain('44');
      await save.click();
      const shown = await toastsAfter(page, 'Picks Saved');
      expect(shown).toHaveLength(1);
      expect(shown[0]).not.toContain('Incomplete');
      await screenshot(page, `issue9-newest-toast-${viewport}`);
      expect(await savedMnfTotal(page)).toBe(44);
      await context.close();
    });
  },
);

describe('admin actions with consequences ask first', () => {
  it('confirms Set Game Score before kickoff and Simulate & Score Week; cancel sends nothing', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin`);
    await page.getByLabel('Admin section').selectOption({ label: 'Testing' });
    const scoreCalls = requestsTo(page, /^\/api\/admin\/game-score\//);
    const simulateCalls = requestsTo(page, /^\/api\/admin\/simulate-week\//);

    const scoreCard = page.getByRole('region', { name: 'Game Score Testing' });
    await scoreCard.getByLabel('Game').selectOption({ index: 1 });
    await scoreCard.getByLabel('Away score').fill('24');
    await scoreCard.getByLabel('Home score').fill('17');
    await scoreCard.getByRole('button', { name: 'Set Game Score' }).click();
    const early = page.getByRole('alertdialog', { name: 'Set a final score before kickoff?' });
    await early.waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'issue9-confirm-early-final-phone');
    await early.getByRole('button', { name: 'Cancel' }).click();
    await early.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Simulate & Score Week' }).click();
    const simulate = page.getByRole('alertdialog', { name: 'Simulate & score Week 15?' });
    await simulate.waitFor();
    expect(await simulate.innerText()).toMatch(/invented final score.*graded.*revealed/s);
    await page.waitForTimeout(400);
    await screenshot(page, 'issue9-confirm-simulate-phone');
    await simulate.getByRole('button', { name: 'Cancel' }).click();
    await simulate.waitFor({ state: 'detached' });
    expect([...scoreCalls, ...simulateCalls]).toEqual([]);

    await page.getByRole('button', { name: 'Simulate & Score Week' }).click();
    await simulate.getByRole('button', { name: 'Simulate & Score' }).click();
    expect(await toastsAfter(page, 'Week 15 simulated')).toHaveLength(1);
    expect(simulateCalls).toHaveLength(1);

    // The game is final now: its score is set without asking, and its toast replaces the last one.
    await scoreCard.getByRole('button', { name: 'Set Game Score' }).click();
    const shown = await toastsAfter(page, 'Game score updated');
    expect(shown).toHaveLength(1);
    expect(shown[0]).not.toContain('simulated');
    expect(scoreCalls).toHaveLength(1);
    await screenshot(page, 'issue9-admin-newest-toast-phone');
    await context.close();
  });
});
