import type { Game } from '@shared/game';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { chromiumForFile, eventually, poolLocale, screenshot, signInThroughUi } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

/** A player picks every Week 15 home team before the first kickoff. */
const picksWeek15 = async (email: string) => {
  const { client } = await signIn(stack.url, email);
  const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
  const saved = await client.send('POST', '/api/picks/weekly/batch', {
    picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 })),
  });
  expect(saved.status).toBe(200);
};

const xOf = async (locator: { boundingBox: () => Promise<{ x: number } | null> }) =>
  (await locator.boundingBox())?.x ?? Number.NaN;

describe('the picks grid on a 390 px phone', () => {
  it('pins Player and Won, explains each game and says what is hidden', async () => {
    await picksWeek15('alice@example.com');
    await picksWeek15('bob@example.com');
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');

    await page.goto(`${stack.url}/results?tab=weekly-picks&week=14`);
    const grid = page.getByRole('table', { name: 'Weekly picks by player' });
    await grid.getByRole('row', { name: /alice_b/ }).waitFor();
    const hint = page.getByText("Others' picks show once each game kicks off");
    await eventually(() => hint.isVisible()).toBe(true);

    const games = (await (await page.request.get(`${stack.url}/api/games/week/14`)).json()) as Game[];
    const first = games[0] as Game;
    const header = grid.getByRole('columnheader', {
      name: new RegExp(`${first.awayTeam.abbreviation} @ ${first.homeTeam.abbreviation}`),
    });
    await eventually(() => header.innerText()).toContain(`Final ${first.awayScore}-${first.homeScore}`);
    await eventually(() => header.innerText()).toMatch(
      new RegExp(`(${first.awayTeam.abbreviation}|${first.homeTeam.abbreviation}) -\\d|PK`),
    );

    const aliceRow = grid.getByRole('row', { name: /alice_b/ });
    const player = aliceRow.getByRole('cell').nth(0);
    const won = aliceRow.getByRole('cell').nth(1);
    const lastGame = aliceRow.getByRole('cell').last();
    const before = [await xOf(player), await xOf(won), await xOf(lastGame)];
    await screenshot(page, 'issue9-grid-phone');
    const scroller = page.getByRole('region', { name: 'Picks grid, scrolls sideways' });
    await scroller.focus();
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await page.waitForTimeout(200);
    const after = [await xOf(player), await xOf(won), await xOf(lastGame)];
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    expect(after[2]).toBeLessThan((before[2] ?? 0) - 100);
    await screenshot(page, 'issue9-grid-phone-scrolled');

    const marked = await grid.locator('[aria-label$=", correct"], [aria-label$=", incorrect"]').all();
    expect(marked.length).toBeGreaterThan(0);
    for (const cell of marked.slice(0, 4)) await eventually(() => cell.locator('svg').count()).toBe(1);

    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${stack.url}/results?tab=weekly-picks&week=15`);
    const bobRow = grid.getByRole('row', { name: /bobby_t/ });
    await bobRow.waitFor();
    const locks = bobRow.getByRole('img', { name: 'Hidden until kickoff' });
    await eventually(() => locks.count()).toBeGreaterThan(0);
    await eventually(() => locks.count()).toBe((await bobRow.getByRole('cell').count()) - 2);
    await eventually(() => bobRow.innerText()).not.toMatch(/[A-Z]{2,3}/);
    await screenshot(page, 'issue9-grid-hidden-phone');
    await context.close();
  });

  it('reads the same on a desktop', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/results?tab=weekly-picks&week=14`);
    await page
      .getByRole('table', { name: 'Weekly picks by player' })
      .getByRole('row', { name: /alice_b/ })
      .waitFor();
    await eventually(() => page.getByText(/^Final \d+-\d+$/).count()).toBeGreaterThan(0);
    await screenshot(page, 'issue9-grid-desktop');
    await context.close();
  });
});
