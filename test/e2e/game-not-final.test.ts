import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { seriousViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotWhole,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Friday morning of Week 15: Thursday night's ATL at TB kicked off ten and a half hours ago, and the
// bundled season file has no score for it, so the provider never calls it final.
const POOL_NOW = '2025-12-12T11:45:00.000Z';
const ATL_AT_TB = '401772948';
const stack = localStackForFile({ poolNow: POOL_NOW, seed: true });
const chromium = chromiumForFile(poolLocale);

const snap = (part: Locator, name: string) => screenshot(part, name);

describe.each(Object.keys(viewports) as ViewportName[])('a game not final on %s', (viewport) => {
  it('is flagged on the Data Sync tab and on System Status, with the way to end it', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin?tab=data-sync`);

    const card = page.getByRole('region', { name: 'Live Scores' });
    await card.getByText('A game is not final 6 hours after kickoff').waitFor();
    await eventually(() => card.innerText()).toContain(
      'ATL @ TB, Week 15: kicked off Thu, Dec 11, 8:15 PM EST',
    );
    await eventually(() => card.innerText()).toContain('type it in, tick Final and Save All Scores');
    const status = page.getByRole('region', { name: 'System Status' });
    await status.getByText(/Final scores:\s*Problem/).waitFor();
    await eventually(() => status.innerText()).toContain(
      'ATL @ TB, Week 15 is not final 6 hours after kickoff. Enter the final score under Sync Game Scores.',
    );
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page, 'section[aria-labelledby]')).toEqual([]);
    await snap(card, `issue26-not-final-live-scores-${viewport}`);
    await snap(status, `issue26-not-final-system-status-${viewport}`);
    await screenshotWhole(page, `issue26-not-final-data-sync-${viewport}`);
    await context.close();
  });
});

describe('the admin ends it', () => {
  it('types its final score in Sync Game Scores, saves, and the flag is gone', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin?tab=data-sync`);
    const card = page.getByRole('region', { name: 'Live Scores' });
    const status = page.getByRole('region', { name: 'System Status' });
    await card.getByText('A game is not final 6 hours after kickoff').waitFor();
    // What the flag says to do: the week's scores, typed in, Final ticked, saved.
    const scores = page.getByRole('region', { name: 'Sync Game Scores' });
    await scores.getByLabel('Scores week').selectOption({ label: 'Week 15' });
    await scores.getByRole('button', { name: 'Load Games' }).click();
    const table = scores.getByRole('table', { name: 'Week 15 scores' });
    await table.getByLabel('ATL score, ATL at TB').fill('28');
    await table.getByLabel('TB score, ATL at TB').fill('29');
    await table
      .getByRole('row', { name: /ATL @ TB/ })
      .locator('[data-part="control"]')
      .click();
    await eventually(() => table.getByRole('checkbox', { name: 'Final, ATL at TB' }).isChecked()).toBe(true);
    await scores.getByRole('button', { name: 'Save All Scores' }).click();
    await page.getByText('Scores saved').first().waitFor();
    await page.reload();
    await status.getByText(/Final scores:\s*OK/).waitFor();
    // The card's status read has landed (it shows its facts), so no flag means none, not none yet.
    await card.getByText('Right now', { exact: true }).waitFor();
    await eventually(() => card.getByText('not final 6 hours after kickoff').count()).toBe(0);
    const { client } = await signIn(stack.url, 'alice@example.com');
    const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
    expect(games.find((game) => game.id === ATL_AT_TB)).toMatchObject({
      isCompleted: true,
      awayScore: 28,
      homeScore: 29,
    });
    await context.close();
  });
});

describe.each(Object.keys(viewports) as ViewportName[])('an overtime final on %s', (viewport) => {
  it('reads Final/OT in the picks grid', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/results?tab=weekly-picks&week=14`);
    const grid = page.getByRole('table', { name: 'Weekly picks by player' });
    await grid.getByRole('row', { name: /alice_b/ }).waitFor();
    const monday = grid.getByRole('columnheader', { name: /PHI @ LAC/ });
    await eventually(() => monday.innerText()).toContain('Final/OT 19-22');
    await snap(monday, `issue26-final-ot-grid-header-${viewport}`);
    await context.close();
  });
});
