import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotBothSizes,
  signInThroughUi,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn as signInApi } from '../support/pool-client';

// Week 15, Thursday noon ET: every game still open. ATL at TB kicks off at 8:15 PM ET.
const THURSDAY_NOON = '2025-12-11T17:00:00.000Z';
const AFTER_THURSDAY_KICKOFF = '2025-12-12T02:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_NOON });
const chromium = chromiumForFile(poolLocale);

const openAdminTab = async (page: Page, tab: string, heading: string) => {
  await page.goto(`${stack.url}/admin?tab=${tab}`);
  await page.getByRole('heading', { name: heading }).waitFor();
};

describe('an admin managing people in chromium', () => {
  it('searches users, impersonates a player, makes a pick as them and stops back on /admin', async () => {
    process.env.POOL_NOW = THURSDAY_NOON;
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await openAdminTab(page, 'users', 'User Management');
    const users = page.getByRole('list', { name: 'Users' });
    await users.getByText('carla_m', { exact: true }).waitFor();
    await page.getByLabel('Search users').fill('CARLA');
    await page.getByText('Filtered').locator('..').getByText('1', { exact: true }).waitFor();
    await eventually(() => users.getByRole('listitem').count()).toBe(1);
    await eventually(() => users.getByRole('button', { name: 'Impersonate commish' }).count()).toBe(0);
    await page.getByLabel('Search users').fill('');
    await screenshotBothSizes(page, 'issue11-users-tab');
    await page.getByLabel('Search users').fill('carla');

    await page.getByRole('button', { name: 'Details of carla_m' }).click();
    const details = page.getByRole('dialog', { name: 'carla_m' });
    await details.getByText('Regular User').waitFor();
    await details.getByText('carla@example.com').waitFor();
    await details.getByRole('button', { name: 'Close' }).first().click();

    // Starting the impersonation fails no request of the pool's and logs no error of its own: the
    // admin-only reads on screen are not read again as the player. (The team logos come from ESPN's
    // servers, which a machine without the internet does not reach.)
    const ours = (url: string) => url.startsWith(stack.url);
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400 && ours(response.url()))
        failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && ours(message.location().url)) failed.push(message.text());
    });
    // One tap beside Promote and Remove only asks; Cancel leaves the admin as they were.
    await page.getByRole('button', { name: 'Impersonate carla_m' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign in as carla_m?' });
    await confirm.getByText('You will see the app as they do until you stop.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await page.getByText('You are viewing the site as').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('button', { name: 'Impersonate carla_m' }).click();
    await confirm.getByRole('button', { name: 'Impersonate' }).click();
    await page.getByText('You are viewing the site as').waitFor();
    await page.getByText('carla@example.com', { exact: true }).waitFor();
    await page.waitForURL(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Week 15 Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    // The header shows while the games load: wait for the cards before listing them.
    await page.getByRole('group', { name: / at / }).first().waitFor();
    const cards = await page.getByRole('group', { name: / at / }).all();
    for (const card of cards) await card.getByRole('button').nth(0).click();
    await page.getByLabel('Total points').fill('47');
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    await screenshot(page, 'issue11-impersonating-picks');

    // What she sees as herself: the picks the admin made for her.
    const saved = await page.evaluate(async () => {
      const me = await (await fetch('/api/auth/user')).json();
      return (await (await fetch(`/api/picks/weekly/15/${me.id}`)).json()).length;
    });
    expect(saved).toBe(cards.length);

    await page.getByRole('button', { name: 'Exit Impersonation' }).click();
    await page.waitForURL(/\/admin/);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await eventually(() => page.getByText('You are viewing the site as').count()).toBe(0);
    await context.close();
  });

  it('overrides a pick after kickoff and the results grid shows it', async () => {
    process.env.POOL_NOW = AFTER_THURSDAY_KICKOFF;
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await openAdminTab(page, 'override-picks', 'Override User Picks');
    await page.getByRole('button', { name: 'Load Picks' }).click();
    await page.getByText('Please select both a user and week').waitFor();
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'dan_the_man' });
    await page.getByRole('button', { name: 'Load Picks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override dan_the_man · Week 15' });
    const thursday = dialog.getByRole('group', { name: 'ATL at TB' });
    await thursday.waitFor();
    await thursday.getByRole('button', { name: 'ATL' }).click();
    await eventually(() => thursday.getByRole('button', { name: 'ATL' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screenshot(page, 'issue11-override-dialog-desktop');
    await page.setViewportSize(viewports.phone);
    await screenshot(page, 'issue11-override-dialog-phone');
    await page.setViewportSize(viewports.desktop);
    await dialog.getByRole('button', { name: 'Confirm Override' }).click();
    await page.getByText('Picks overridden', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await screenshotBothSizes(page, 'issue11-override-picks-tab');

    await page.goto(`${stack.url}/results`);
    const grid = page.getByRole('table', { name: 'Weekly picks by player' });
    const row = grid.getByRole('row', { name: /dan_the_man/ });
    await row.waitFor();
    await row.getByText('ATL', { exact: true }).waitFor();
    await context.close();
  });

  it('on a phone, corrects one pick of a player with no picks of a final week: the player has that one pick and no other', async () => {
    process.env.POOL_NOW = THURSDAY_NOON;
    const { client: player } = await signInApi(stack.url, 'one.fix@example.com');
    const named = await player.send('POST', '/api/users/username', {
      username: 'one_fix',
      defaultPick: 'home',
    });
    expect(named.status).toBe(200);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await openAdminTab(page, 'override-picks', 'Override User Picks');
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'one_fix' });
    await page.getByLabel('Week', { exact: true }).selectOption({ label: 'Week 14' });
    await page.getByRole('button', { name: 'Load Picks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override one_fix · Week 14' });
    const games = dialog.getByRole('group', { name: / at / });
    await games.first().waitFor();
    const gameCount = await games.count();
    expect(gameCount).toBeGreaterThan(1);
    // The default pick (home) shows on every game, and nothing is to be saved until the admin picks.
    await dialog.getByText('Nothing to save yet').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'override-one-pick-dialog-phone', { fullPage: false });

    const corrected = games.first();
    const away = (await corrected.getAttribute('aria-label'))?.split(' at ')[0] as string;
    await corrected.getByRole('button', { name: new RegExp(`^${away} `) }).click();
    await dialog.getByText('1 pick to save').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'override-one-pick-chosen-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm Override' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'override-one-pick-confirm-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Confirm Override' }).click();
    await page.getByText('1 pick saved for one_fix in Week 14.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();

    const mine = await chromium.newPage('phone');
    await signInThroughUi(mine.page, stack.url, 'one.fix@example.com', 'Week 15 Dashboard');
    await mine.page.goto(`${stack.url}/results?week=14`);
    const grid = mine.page.getByRole('table', { name: 'Weekly picks by player' });
    const row = grid.getByRole('row', { name: /one_fix/ });
    await row.waitFor();
    await eventually(() => row.getByLabel('No pick').count()).toBe(gameCount - 1);
    await eventually(() => row.getByLabel(new RegExp(`^${away}, `)).count()).toBe(1);
    await screenshot(mine.page, 'override-one-pick-results-phone');
    await mine.context.close();
  });

  it('moves the next run when the schedule changes, and reads the audit log by player', async () => {
    process.env.POOL_NOW = THURSDAY_NOON;
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await openAdminTab(page, 'override-picks', 'Automated Pick Assignment');
    const card = page.getByRole('region', { name: 'Automated Pick Assignment' });
    // On from the start, on the spec's schedule: off, then on again.
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText('Sundays 1:05 PM EST').waitFor();
    await card.getByText(/Sun, Dec 14, 1:05 PM/).waitFor();
    await card.getByText('Run automatically').click();
    await card.getByRole('button', { name: 'Update Schedule' }).click();
    await page.getByText('Schedule updated successfully.', { exact: true }).waitFor();
    await card.getByText('Not scheduled').waitFor();
    await card.getByText('Run automatically').click();
    await card.getByRole('button', { name: 'Update Schedule' }).click();
    await card.getByText('Active', { exact: true }).waitFor();
    await card.getByText(/Sun, Dec 14, 1:05 PM/).waitFor();

    await card.getByLabel('Day').selectOption({ label: 'Saturday' });
    await card.getByLabel(/Time/).fill('10:30');
    await card.getByRole('button', { name: 'Update Schedule' }).click();
    await card.getByText('Saturdays 10:30 AM EST').waitFor();
    await card.getByText(/Sat, Dec 13, 10:30 AM/).waitFor();
    await eventually(() => card.getByText(/Sun, Dec 14/).count()).toBe(0);

    await openAdminTab(page, 'audit', 'Audit Log');
    const entries = page.getByRole('list', { name: 'Audit entries' });
    await entries.getByText('Setting changed').first().waitFor();
    await entries.getByText('Picks overridden').first().waitFor();
    await entries.getByText('Impersonation started').first().waitFor();
    await entries.getByText('Change while impersonating').first().waitFor();
    await screenshotBothSizes(page, 'issue11-audit-tab');

    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'dan_the_man' });
    await entries.getByText('Picks overridden').first().waitFor();
    await expect
      .poll(async () => {
        const [all, aboutDan] = await Promise.all([
          entries.getByRole('listitem').count(),
          entries.getByText('about dan_the_man').count(),
        ]);
        return all > 0 && all === aboutDan;
      })
      .toBe(true);
    await entries.getByText('Before and after').first().click();
    await entries.getByText('"ATL"').first().waitFor();
    await screenshot(page, 'issue11-audit-by-player');
    await context.close();
  });

  it('on a phone, tells a player whose Monday-night total went with the old tiebreaker game', async () => {
    process.env.POOL_NOW = THURSDAY_NOON;
    const { client: admin } = await signInApi(stack.url, 'admin@example.com');
    const { client: player } = await signInApi(stack.url, 'moved.total@example.com');
    const named = await player.send('POST', '/api/users/username', {
      username: 'moved_total',
      defaultPick: 'home',
    });
    expect(named.status).toBe(200);
    const games = (await (await player.get('/api/games/week/15')).json()) as Game[];
    const old = mnfTiebreakerGame(games) as Game;
    const moved = games.filter((game) => game.id !== old.id).at(-1) as Game;
    const predicted = await player.send('POST', '/api/tiebreaker/mnf', {
      gameId: old.id,
      week: 15,
      predictedTotal: 41,
    });
    expect(predicted.status).toBe(200);
    const flagged = await admin.send('PUT', `/api/admin/game/${moved.id}/mnf-tiebreaker`, {
      isMnfTiebreaker: true,
    });
    expect(flagged.status).toBe(200);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'moved.total@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    const matchup = (game: Game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`;
    const note = page.getByText(
      `The tiebreaker moved to ${matchup(moved)}, so your total of 41 for ${matchup(old)} was cleared. Enter a total for this game.`,
    );
    await note.waitFor();
    expect(await page.getByLabel('Total points').inputValue()).toBe('');
    await note.scrollIntoViewIfNeeded();
    await animationsSettled(page);
    await screenshot(page, 'mnf-total-cleared-note-phone', { fullPage: false });
    await context.close();
  });
});
