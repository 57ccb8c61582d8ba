import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { axeViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn as signInApi } from '../support/pool-client';

// Week 15: ATL at TB kicks off Thursday 8:15 PM ET (01:15Z Dec 12), nine games Sunday 1 PM ET (18:00Z Dec 14).
const THURSDAY_NOON = '2025-12-11T17:00:00.000Z';
const SATURDAY_3PM = '2025-12-13T20:00:00.000Z';

const stack = localStackForFile({ seed: true, poolNow: THURSDAY_NOON });
const chromium = chromiumForFile(poolLocale);

const card = (page: Page, name: string) => page.getByRole('group', { name });

const openPicks = async (page: Page) => {
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
  await card(page, 'ATL at TB').waitFor();
};

/** Alice saves the home side of every open game and an MNF total, as the picks page would. */
const saveAlicesPicks = async () => {
  const { client } = await signInApi(stack.url, 'alice@example.com');
  const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
  const open = games.filter((game) => game.lockReason === null);
  const picks = open.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 }));
  expect((await client.send('POST', '/api/picks/weekly/batch', { picks })).status).toBe(200);
  const monday = games.find((game) => game.isMnfTiebreaker);
  const mnf = { gameId: monday?.id, week: 15, predictedTotal: 44 };
  expect((await client.send('POST', '/api/tiebreaker/mnf', mnf)).ok).toBe(true);
  return open.length;
};

describe('the picks page counts down to each lock by the pool clock', () => {
  it('names the next lock, counts down on games within a day, and says once that the admin paused picks', async () => {
    process.env.POOL_NOW = THURSDAY_NOON;
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await openPicks(page);

    await page.getByText('Next lock in 8 h 15 min: ATL @ TB', { exact: true }).waitFor();
    const thursday = card(page, 'ATL at TB');
    await eventually(() => thursday.getByText('Locks in 8 h 15 min').count()).toBe(1);
    await eventually(() => thursday.getByText('Thu, Dec 11, 8:15 PM EST').count()).toBe(1);
    const sunday = card(page, 'BUF at NE');
    await eventually(() => sunday.getByText('Sun, Dec 14, 1:00 PM EST').count()).toBe(1);
    await eventually(() => sunday.getByText(/Locks in/).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue9-picks-countdown');

    // Saturday afternoon: Thursday's game has kicked off, Sunday's early games are 22 hours away.
    process.env.POOL_NOW = SATURDAY_3PM;
    await openPicks(page);
    await page.getByText(/^Next lock in 22 h: BUF @ NE and \d+ more games$/).waitFor();
    await eventually(() => sunday.getByText('Locks in 22 h').count()).toBe(1);
    await eventually(() => thursday.getByText(/Locks in/).count()).toBe(0);
    await eventually(() => thursday.getByText('Game has started - picks are locked').count()).toBe(1);
    expect(
      await card(page, 'MIN at DAL')
        .getByText(/Locks in/)
        .count(),
    ).toBe(0);

    const saved = await saveAlicesPicks();
    const { client: admin } = await signInApi(stack.url, 'admin@example.com');
    expect((await admin.send('PUT', '/api/admin/picks/enabled', { isEnabled: false })).ok).toBe(true);
    await openPicks(page);
    await page.getByText('Picks are currently disabled by admin').waitFor();
    await eventually(() => page.getByText('Picks are currently disabled by admin').count()).toBe(1);
    await eventually(() => page.getByText(/Next lock in|Locks in/).count()).toBe(0);
    await eventually(() => sunday.getByText('Locked', { exact: true }).count()).toBe(1);
    await eventually(() => sunday.getByRole('button', { name: /New England Patriots/ }).isDisabled()).toBe(
      true,
    );
    const saveBar = page.getByRole('region', { name: 'Save All Picks' });
    await eventually(() => saveBar.getByText(`${saved} of 16 picks saved`).count()).toBe(1);
    await eventually(() => saveBar.getByText('The admin has paused picks').count()).toBe(1);
    await eventually(() => saveBar.getByRole('button', { name: 'Save All Picks' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue9-picks-paused');
    await context.close();
  });
});
