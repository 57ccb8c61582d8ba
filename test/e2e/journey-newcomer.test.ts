import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import type { CurrentUser } from '../../shared/user';
import type { Week6RegistrationStatus } from '../../shared/week6-registration';
import { chromiumForFile, eventually, poolLocale, screenshot, screenshotWhole } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { runPoolClock, stopPoolClockAfterAll } from '../support/pool-clock';

/*
 * A newcomer who signs up after the Week 6 pools started, through the pages at 390 px on the
 * running pool clock: the landing they opened an hour before the first Week 6 kickoff still offers
 * Week 6 when they click it after the kickoff; the server makes them a full-app player instead, and
 * every page tells them the Week 6 pools are closed and how their field stands, while the weekly
 * picks are theirs to play: Weeks 6, 7 and 8, graded on the real 2025 scores.
 */
const THURSDAY_EVENING = '2025-10-09T23:00:00.000Z'; // Thu Oct 9, 7 PM ET, before the 8:15 PM kickoff
const FRIDAY_MORNING = '2025-10-10T14:00:00.000Z';
const CLOSED_TEXT = 'Registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_EVENING });
const chromium = chromiumForFile(poolLocale);
const setClock = runPoolClock;
stopPoolClockAfterAll();

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // A pool hour per real minute while the player is on the pages.
  setClock(THURSDAY_EVENING, 60);
});

const registration = async () =>
  (await (await new PoolClient(stack.url).get('/api/week6/registration')).json()) as Week6RegistrationStatus;
const fieldText = (status: Week6RegistrationStatus) =>
  `${status.alive} of ${status.entries} entries still alive.`;

/** Picks the home side of every game still open on /weekly-picks, a Monday-night total, and saves. */
const pickWeek = async (page: Page, week: number) => {
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: `Week ${week} Picks` }).waitFor();
  await page
    .getByText(
      'You joined after this season\u2019s survivor pools started, so you have no survivor entry this season.',
    )
    .waitFor();
  let picked = 0;
  for (const card of await page.getByRole('group', { name: / at / }).all()) {
    const home = card.getByRole('button').nth(1);
    if (await home.isDisabled()) continue;
    await home.click();
    picked += 1;
  }
  expect(picked).toBeGreaterThan(10);
  await page.getByLabel('Total points').fill('44');
  await page.getByRole('button', { name: 'Save All Picks' }).click();
  await page.getByText('Picks Saved', { exact: true }).waitFor();
  return picked;
};

/** The admin closes a week: the clock to the Tuesday after it, its finals synced (graded), the next week current. */
const finishWeek = async (week: number, tuesday: string) => {
  setClock(tuesday, 60);
  expect((await admin.send('POST', `/api/admin/sync-scores/${week}`, {})).status).toBe(200);
  expect((await admin.send('PUT', '/api/admin/current-week', { week: week + 1 })).status).toBe(200);
};

describe('a newcomer after the Week 6 pools started', () => {
  it('is told on every page that Week 6 is closed, and plays the weekly picks instead', async () => {
    // An hour before the kickoff the landing still invites; the visitor leaves the tab open.
    const { page } = await chromium.newPage('phone');
    await page.goto(stack.url);
    const promo = page.getByRole('region', { name: 'Week 6 Survivor Pool' });
    await promo
      .getByText('Registration closes at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).')
      .waitFor();

    // The next morning: a fresh visitor's landing says the pool is closed and how its field stands.
    setClock(FRIDAY_MORNING, 60);
    const status = await registration();
    expect(status).toMatchObject({ isOpen: false, closeWeek: 6, closesAt: '2025-10-10T00:15:00.000Z' });
    expect(status.entries).toBeGreaterThan(0);
    const visitor = await chromium.newPage('phone');
    await visitor.page.goto(stack.url);
    const closedPromo = visitor.page.getByRole('region', { name: 'Week 6 Survivor Pool' });
    await closedPromo.getByText('Registration closed', { exact: true }).waitFor();
    await closedPromo.getByText(`${CLOSED_TEXT} ${fieldText(status)}`).waitFor();
    await eventually(() =>
      closedPromo.getByRole('button', { name: 'Join Week 6 Survivor Pool' }).count(),
    ).toBe(0);
    await closedPromo.getByRole('button', { name: 'Sign In to Play Weekly Picks' }).waitFor();
    await screenshot(visitor.page, 'issue26-newcomer-landing-closed-phone');
    await visitor.context.close();

    // The stale tab's Join Week 6 leads to the weekly pool's sign-up, which says why.
    await promo.getByRole('button', { name: 'Join Week 6 Survivor Pool' }).click();
    await page.getByLabel('Email').fill('late.comer@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The Week 6 survivor pools are closed to new players.').waitFor();
    await page.getByText(`${CLOSED_TEXT} Your account plays the weekly picks against the spread.`).waitFor();
    await eventually(() => page.getByLabel('Number of Entries').count()).toBe(0);
    await screenshot(page, 'issue26-newcomer-profile-setup-phone');
    await page.getByLabel('Username').fill('late_comer');
    await page.getByText('Username is available!').waitFor();
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: 'Week 6 Dashboard' }).waitFor();
    const me = (await (await page.request.get(`${stack.url}/api/auth/user`)).json()) as CurrentUser;
    expect(me).toMatchObject({ username: 'late_comer', userType: 'full_app', hasFullApp: true });

    // The dashboard: no Register Now, the close and the field.
    const banner = page.getByRole('region', { name: 'Week 6 Survivor Pools' });
    await banner.getByText('Registration closed', { exact: true }).waitFor();
    await banner.getByText(`${CLOSED_TEXT} ${fieldText(await registration())}`).waitFor();
    await eventually(() => banner.getByRole('button', { name: 'Register Now' }).count()).toBe(0);
    await screenshot(page, 'issue26-newcomer-dashboard-closed-phone');

    // /week6/pools: closed, no way to create an entry, and why they have none.
    await page.goto(`${stack.url}/week6/pools`);
    const pool = page.getByRole('region', { name: 'Week 6 Survivor Pool' });
    await pool.getByText(`${CLOSED_TEXT} ${fieldText(await registration())}`).waitFor();
    await page
      .getByText('The Week 6 pools closed to new entries when they started.', { exact: false })
      .waitFor();
    await eventually(() => page.getByRole('button', { name: 'Create New Entry' }).count()).toBe(0);
    await screenshotWhole(page, 'issue26-newcomer-week6-pools-closed-phone');

    // Week 6's weekly picks are theirs (the Sunday games), graded on the real scores.
    const week6Picks = await pickWeek(page, 6);
    await finishWeek(6, '2025-10-14T16:00:00.000Z');

    // Results: the Week 6 pool plays on without them; their first weekly result is in.
    await page.goto(`${stack.url}/results?tab=survivor`);
    await page.getByRole('heading', { name: 'Results & Standings' }).waitFor();
    await page.getByLabel('Survivor pool', { exact: true }).selectOption('week6');
    const grid = page.getByRole('table', { name: 'Week 6 Survivor Pool picks by week' });
    await grid.getByRole('row').nth(1).waitFor();
    await eventually(() => grid.getByText('late_comer').count()).toBe(0);
    await page.goto(`${stack.url}/results?tab=weekly-standings&week=6`);
    await page
      .getByRole('table', { name: 'Week 6 standings' })
      .getByRole('row', { name: /late_comer/ })
      .waitFor();

    // Weeks 7 and 8.
    setClock('2025-10-16T14:00:00.000Z', 60);
    await pickWeek(page, 7);
    await finishWeek(7, '2025-10-21T16:00:00.000Z');
    setClock('2025-10-23T14:00:00.000Z', 60);
    await pickWeek(page, 8);
    await finishWeek(8, '2025-10-28T16:00:00.000Z');

    // Week 9's dashboard still says the Week 6 pools are closed; nothing of Week 6 was ever stored for them.
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Week 9 Dashboard' }).waitFor();
    await banner.getByText(`${CLOSED_TEXT} ${fieldText(await registration())}`).waitFor();
    const entries = (await (
      await page.request.get(`${stack.url}/api/week6/entries`)
    ).json()) as SurvivorEntry[];
    expect(entries).toEqual([]);
    const board = await (await admin.get('/api/leaderboard/season')).json();
    expect(JSON.stringify(board)).toContain('late_comer');
    expect(week6Picks).toBeGreaterThan(10);
  }, 180_000);

  it('tells a newcomer who opens a shared Week 6 sign-up link after the close, and makes them a regular player', async () => {
    // No landing, no flag: the link itself, as shared in a group chat, the morning after the close.
    setClock(FRIDAY_MORNING, 60);
    expect((await registration()).isOpen).toBe(false);
    const { context, page } = await chromium.newPage('phone');
    await page.goto(`${stack.url}/api/week6/login`);
    await page.getByLabel('Email').fill('shared.link@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The Week 6 survivor pools are closed to new players.').waitFor();
    await page.getByText(`${CLOSED_TEXT} Your account plays the weekly picks against the spread.`).waitFor();
    await eventually(() => page.getByLabel('Number of Entries').count()).toBe(0);
    await page.getByLabel('Username').fill('sl');
    await page.getByText('Username must be at least 3 characters').waitFor();
    await screenshot(page, 'p39-newcomer-shared-link-closed-phone');
    await page.getByLabel('Username').fill('shared_link');
    await page.getByText('Username is available!').waitFor();
    await page.getByRole('button', { name: 'Set Username' }).click();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: /^Week \d+ Dashboard$/ }).waitFor();
    const me = (await (await page.request.get(`${stack.url}/api/auth/user`)).json()) as CurrentUser;
    expect(me).toMatchObject({ username: 'shared_link', userType: 'full_app', hasFullApp: true });
    await context.close();
  });
});
