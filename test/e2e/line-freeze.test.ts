import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
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
import { type PoolClient, signIn as signInApi } from '../support/pool-client';

// Wednesday of Week 15: with Thursday noon as the fixed freeze, the week's lines still move.
const WEDNESDAY = '2025-12-10T17:00:00.000Z';
const THURSDAY_AFTERNOON = '2025-12-11T19:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: WEDNESDAY });
const chromium = chromiumForFile(poolLocale);

let admin: PoolClient;
let alice: PoolClient;
let sundayGames: Game[];
beforeAll(async () => {
  admin = (await signInApi(stack.url, 'admin@example.com')).client;
  alice = (await signInApi(stack.url, 'alice@example.com')).client;
  const games = (await (await admin.get('/api/games/week/15')).json()) as Game[];
  sundayGames = games.filter((game) => new Date(game.startTime).getUTCDay() === 0);
});

const setting = async (key: string) =>
  ((await (await admin.get(`/api/settings/${key}`)).json()) as { value: string }).value;
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
/** Waits for the page to come to rest before a picture, when pictures are taken. */
const settle = async (page: Page) => {
  if (!screenshotsWanted) return;
  await page.waitForLoadState('networkidle');
  await animationsSettled(page);
};

/** Opens an admin section: the tab on wide screens, the select on phones. */
const openSection = async (page: Page, viewport: ViewportName, label: string) => {
  if (viewport === 'phone') await page.getByLabel('Admin section').selectOption({ label });
  else await page.getByRole('tab', { name: label }).click();
};

describe.each(Object.keys(viewports) as ViewportName[])('line freeze on %s', (viewport) => {
  beforeAll(async () => {
    process.env.POOL_NOW = WEDNESDAY;
    await admin.send('PUT', '/api/admin/pool-settings', { lineFreeze: 'kickoff' });
  });

  it('lets the admin set the fixed-time freeze on Pool Settings, and shows frozen lines in Game Management', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await openSection(page, viewport, 'Pool Settings');

    const card = section(page, 'Line Freeze');
    const rule = card.getByLabel('Lines freeze');
    await rule.waitFor();
    await eventually(() => rule.inputValue()).toBe('kickoff');
    await card.getByText('Each game’s line can change until the game kicks off.').waitFor();
    await rule.selectOption({ label: 'At a fixed time each week' });
    await page.getByText('Lines freeze: Thursday 12:00 PM New York time.').first().waitFor();
    await eventually(() => card.getByLabel('Day').inputValue()).toBe('thursday');
    await eventually(() => card.getByLabel('Time (New York)').inputValue()).toBe('12:00');
    await eventually(() => setting('line_freeze')).toBe('fixed');
    await eventually(() => setting('line_freeze_at')).toBe('thursday 12:00');

    await card.getByLabel('Time (New York)').selectOption({ label: '1:30 PM' });
    await page.getByText('Lines freeze: Thursday 1:30 PM New York time.').first().waitFor();
    await eventually(() => setting('line_freeze_at')).toBe('thursday 13:30');
    await card.getByLabel('Time (New York)').selectOption({ label: '12:00 PM' });
    const toast = page.getByText('Lines freeze: Thursday 12:00 PM New York time.');
    await toast.first().waitFor();
    // The toast would cover the card on a phone.
    await page.getByRole('button', { name: 'Dismiss notification' }).click();
    await toast.first().waitFor({ state: 'hidden' });
    await settle(page);
    await screenshot(card, `line-freeze-settings-${viewport}`);

    // After Thursday noon, Game Management shows the week's Sunday lines frozen, their inputs off.
    process.env.POOL_NOW = THURSDAY_AFTERNOON;
    await page.reload();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await openSection(page, viewport, 'Data Sync');
    const management = section(page, 'Game Management');
    await management.getByText(/Lines freeze Thursday 12:00 PM New York time/).waitFor();
    const [sunday] = sundayGames;
    if (!sunday) throw new Error('no Sunday game in Week 15');
    const row = management.getByRole('group', {
      name: `${sunday.awayTeam.abbreviation} at ${sunday.homeTeam.abbreviation}`,
    });
    await row.getByText('Line frozen').waitFor();
    await eventually(() => row.getByLabel('Favorite').isDisabled()).toBe(true);
    process.env.POOL_NOW = WEDNESDAY;
    await context.close();
  });

  it('shows the player the line their pick was made against after the line moved', async () => {
    const game = sundayGames[viewport === 'desktop' ? 1 : 2];
    if (!game) throw new Error('no Sunday game in Week 15');
    expect((await admin.send('PUT', `/api/admin/game/${game.id}/spread`, { spread: -3 })).status).toBe(200);
    const saved = await alice.send('POST', '/api/picks/weekly/batch', {
      picks: [{ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 }],
    });
    expect((await saved.json()).savedCount).toBe(1);
    expect((await admin.send('PUT', `/api/admin/game/${game.id}/spread`, { spread: -4.5 })).status).toBe(200);

    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    const home = game.homeTeam.abbreviation;
    const card = page.getByRole('group', { name: `${game.awayTeam.abbreviation} at ${home}` });
    await card.getByText(`${home} -3`, { exact: true }).waitFor();
    await card.getByText('Your pick:').waitFor();
    await card.getByText(`Line now ${home} -4.5`).waitFor();
    await card.getByText(`${home} -4.5`, { exact: true }).waitFor(); // the line on the card itself
    // Clear of the sticky header and the save bar at the bottom of a phone's screen.
    await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await settle(page);
    await screenshot(card, `line-freeze-pick-card-${viewport}`);
    await screenshot(page, `line-freeze-weekly-picks-${viewport}`);
    await context.close();
  });
});
