import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { chromiumForFile, eventually, poolLocale, screenshot, signInThroughUi } from '../support/browser';
import { localStackForFile } from '../support/local-stack';

// Week 15 after Thursday night: everyone has a pick, nobody but the viewer an MNF total yet.
const BEFORE_MONDAY = '2025-12-12T03:00:00.000Z';
// Monday night's MIA at PIT kicked off at 01:15Z on Dec 16.
const DURING_MONDAY = '2025-12-16T02:00:00.000Z';

const stack = localStackForFile({ seed: true, poolNow: BEFORE_MONDAY });
const chromium = chromiumForFile(poolLocale);

/** Saves the signed-in player's Monday-night total through the API, as the picks page would. */
const saveMnfTotal = (page: Page, predictedTotal: number) =>
  page.evaluate(async (total) => {
    const games: { id: string; isMnfTiebreaker: boolean }[] = await (
      await fetch('/api/games/week/15')
    ).json();
    const monday = games.find((game) => game.isMnfTiebreaker);
    const response = await fetch('/api/tiebreaker/mnf', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ gameId: monday?.id, week: 15, predictedTotal: total }),
    });
    if (!response.ok) throw new Error(`saving the MNF total answered ${response.status}`);
  }, predictedTotal);

const openStandings = async (page: Page) => {
  await page.goto(`${stack.url}/results?tab=weekly-standings&week=15`);
  const table = page.getByRole('table', { name: 'Week 15 standings' });
  await table.getByRole('row', { name: /alice_b/ }).waitFor();
  return table;
};

describe('the MNF Points column of the weekly standings', () => {
  it('shows a labelled dash for totals not shown, never "null", "NaN" or 0', async () => {
    process.env.POOL_NOW = BEFORE_MONDAY;
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await saveMnfTotal(page, 47);

    let table = await openStandings(page);
    const others = (await table.getByRole('row').count()) - 2; // less the header and alice
    expect(others).toBeGreaterThan(0);
    expect(
      await table
        .getByRole('row', { name: /alice_b/ })
        .getByText('47 /')
        .count(),
    ).toBe(1);
    await eventually(() => table.getByLabel('Hidden until kickoff').count()).toBe(others);
    await eventually(() => table.innerText()).not.toMatch(/null|NaN|undefined/);
    expect(await axeViolations(page, 'table')).toEqual([]);
    await screenshot(page, 'mnf-points-hidden-phone');

    process.env.POOL_NOW = DURING_MONDAY;
    table = await openStandings(page);
    await eventually(() => table.getByLabel('Hidden until kickoff').count()).toBe(0);
    await eventually(() => table.getByLabel('No MNF total').count()).toBe(others);
    expect(
      await table
        .getByRole('row', { name: /alice_b/ })
        .getByText('47 /')
        .count(),
    ).toBe(1);
    await context.close();
  });
});
