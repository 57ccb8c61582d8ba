import type { Game } from '@shared/game';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumForFile, eventually, poolLocale, screenshot, signInThroughUi } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15 before kickoff: weeks 1-13 final, Week 14's Monday night under way, Week 15 open.
const THURSDAY = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY });
const chromium = chromiumForFile(poolLocale);
const HIDDEN_NOTICE = 'Results will show once picks are closed';

const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
afterEach(() => setClock(THURSDAY));

const weekGames = async (client: PoolClient, week: number) =>
  (await (await client.get(`/api/games/week/${week}`)).json()) as Game[];

const gridPlayers = async (page: Page) => {
  const grid = page.getByRole('table', { name: 'Weekly picks by player' });
  await grid.waitFor();
  const names = await grid.locator('tbody tr td:first-child').allInnerTexts();
  return names.map((name) => name.trim());
};

describe('Results on a phone', () => {
  it('opens on the last graded week until the current week kicks off, and lists only the weekly pool', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    const gameReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/games/week/')) gameReads.push(new URL(request.url()).pathname);
    });
    await page.goto(`${stack.url}/results?tab=weekly-picks`);
    const week = page.getByLabel('Week', { exact: true });
    await page.getByRole('table', { name: 'Weekly picks by player' }).waitFor();
    await eventually(() => week.inputValue()).toBe('14');
    await page.waitForLoadState('networkidle');
    // The tab takes the games the page read to find its week: each week's games read once.
    expect(gameReads.toSorted()).toEqual(['/api/games/week/14', '/api/games/week/15']);

    const players = await gridPlayers(page);
    expect(players).toEqual(expect.arrayContaining(['alice_b', 'bobby_t', 'commish']));
    for (const outside of ['nina_late', 'omar_late', 'wendy_w6']) expect(players).not.toContain(outside);
    expect(players).toHaveLength(13);

    await page.goto(`${stack.url}/results?tab=weekly-standings`);
    await page.getByRole('table', { name: 'Week 14 standings' }).waitFor();
    await screenshot(page, 'issue26-results-weekly-standings-phone');

    const { client } = await signIn(stack.url, 'alice@example.com');
    const [thursday] = await weekGames(client, 15);
    setClock(new Date(Date.parse(thursday?.startTime ?? '') + 60_000).toISOString());
    await page.goto(`${stack.url}/results?tab=weekly-picks`);
    await page
      .getByText(/No picks made for this week|Weekly picks by player/)
      .first()
      .waitFor();
    await eventually(() => week.inputValue()).toBe('15');
    await context.close();
  });

  it('with show_all_results off, shows a note until every game has kicked off, then everyone’s picks', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const games = await weekGames(admin, 15);
    for (const email of ['alice@example.com', 'bob@example.com']) {
      const { client } = await signIn(stack.url, email);
      const saved = await client.send('POST', '/api/picks/weekly/batch', {
        picks: games.map((game) => ({ gameId: game.id, pickedTeamId: game.awayTeamId, week: 15 })),
      });
      expect(saved.status).toBe(200);
    }
    expect((await admin.send('PUT', '/api/admin/results/visibility', { showAllResults: false })).status).toBe(
      200,
    );
    try {
      const { context, page } = await chromium.newPage('phone');
      await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
      const [first] = games;
      setClock(new Date(Date.parse(first?.startTime ?? '') + 60_000).toISOString());
      await page.goto(`${stack.url}/results?tab=weekly-picks&week=15`);
      await page.getByText(HIDDEN_NOTICE).waitFor();
      await eventually(() => gridPlayers(page)).toEqual(['alice_b']);
      // One line says what decides: no second note promising picks at each kickoff.
      expect(await page.getByText(/once each game kicks off/).count()).toBe(0);
      await screenshot(page, 'issue26-results-hidden-before-kickoffs-phone');

      await page.goto(`${stack.url}/results?tab=weekly-standings&week=15`);
      await page.getByRole('table', { name: 'Week 15 standings' }).waitFor();
      await page.getByText(/^Projected standings, \d+ games still to play/).waitFor();
      expect(await page.getByTitle(/^(Gold|Silver|Bronze) medal$/).count()).toBe(0);
      await screenshot(page, 'results-weekly-standings-mid-week-phone');

      const lastKickoff = Math.max(...games.map((game) => Date.parse(game.startTime)));
      setClock(new Date(lastKickoff + 60_000).toISOString());
      await page.goto(`${stack.url}/results?tab=weekly-picks&week=15`);
      const bobRow = page
        .getByRole('table', { name: 'Weekly picks by player' })
        .getByRole('row', { name: /bobby_t/ });
      await bobRow.waitFor();
      await eventually(() => page.getByText(HIDDEN_NOTICE).count()).toBe(0);
      await eventually(() => bobRow.getByRole('img', { name: 'Hidden until kickoff' }).count()).toBe(0);
      await eventually(() => bobRow.innerText()).toContain(games[0]?.awayTeam.abbreviation ?? '?');
      await screenshot(page, 'issue26-results-shown-after-kickoffs-phone');
      await context.close();
    } finally {
      await admin.send('PUT', '/api/admin/results/visibility', { showAllResults: true });
    }
  });
});
