import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { SurvivorEntry } from '../../shared/schemas/survivor';
import type { CurrentUser } from '../../shared/user';
import type { Week6RegistrationStatus } from '../../shared/week6-registration';
import { chromiumForFile, eventually, poolLocale, screenshot, screenshotWhole } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { runPoolClock, stopPoolClockAfterAll } from '../support/pool-clock';
import { realWeek } from '../support/real-season';

/*
 * A Week 6-only player's season, through the pages at 390 px on the running pool clock: the
 * landing's Join Week 6 the morning of the first Week 6 game, three entries, a pick for each, the
 * Thursday game playing out on the game-day job (one entry eliminated live), the pools closed from
 * that kickoff, then Weeks 7 and 8 picked and graded against the real 2025 scores, a second entry
 * out in Week 8. The admin's steps (sync the week's finals, move the current week) use the API.
 */
process.env.JOB_TICK_MS = '100';
const THURSDAY_MORNING = '2025-10-09T14:00:00.000Z'; // Thu Oct 9, 10 AM ET
const BEFORE_THURSDAY_KICKOFF = '2025-10-10T00:05:00.000Z'; // 8:05 PM ET, PHI @ NYG at 8:15
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_MORNING, jobs: true });
const chromium = chromiumForFile(poolLocale);
const setClock = runPoolClock;
stopPoolClockAfterAll();

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // A pool hour per real minute while the player is on the pages.
  setClock(THURSDAY_MORNING, 60);
});

const json = async <T>(response: Response | Promise<Response>): Promise<T> =>
  (await (await response).json()) as T;

/** The week's winners and losers by the real 2025 scores, as team ids, each with its game's kickoff. */
const realOutcomes = async (week: number) => {
  const games = await json<Game[]>(admin.get(`/api/games/week/${week}`));
  const real = new Map(realWeek(week).map((game) => [game.id, game]));
  const sides = games.flatMap((game) => {
    const score = real.get(game.id);
    if (!score || score.homeScore === null || score.awayScore === null || score.homeScore === score.awayScore)
      return [];
    const homeWon = score.homeScore > score.awayScore;
    return [
      { teamId: game.homeTeamId, won: homeWon, startTime: game.startTime, abbr: game.homeTeam.abbreviation },
      { teamId: game.awayTeamId, won: !homeWon, startTime: game.startTime, abbr: game.awayTeam.abbreviation },
    ];
  });
  return sides.sort((a, b) => a.startTime.localeCompare(b.startTime));
};

/** The admin closes a week: the clock to the Tuesday after it, its finals synced (graded), the next week current. */
const finishWeek = async (week: number, tuesday: string) => {
  setClock(tuesday, 60);
  expect((await admin.send('POST', `/api/admin/sync-scores/${week}`, {})).status).toBe(200);
  expect((await admin.send('PUT', '/api/admin/current-week', { week: week + 1 })).status).toBe(200);
};

const entriesOf = async (page: Page) =>
  (await (await page.request.get(`${stack.url}/api/week6/entries`)).json()) as SurvivorEntry[];

type Side = Awaited<ReturnType<typeof realOutcomes>>[number];

/**
 * Picks a team for each entry on /weekly-picks and saves: each entry's grid opens once the one before
 * it has its team (the entries fold to one line, one grid open at a time), or by its Choose or Change.
 */
const pickOnPage = async (page: Page, week: number, picks: [SurvivorEntry, Side | undefined][]) => {
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: `Week ${week} Picks` }).waitFor();
  for (const [entry, side] of picks) {
    if (!side) throw new Error(`no team to pick for ${entry.displayName} in Week ${week}`);
    const card = page.getByRole('article', { name: entry.displayName, exact: true });
    const grid = card.getByRole('group', { name: `Team for Week ${week}` });
    await card.waitFor();
    if ((await grid.count()) === 0) await card.getByRole('button', { name: /^(Choose|Change) / }).click();
    await eventually(() => page.getByRole('group', { name: `Team for Week ${week}` }).count()).toBe(1);
    const team = grid.getByRole('radio', { name: new RegExp(`^${side.abbr} `) });
    await eventually(() => team.getAttribute('value')).toBe(String(side.teamId));
    // Chosen, the entry folds to its line: the team and when it locks.
    await team.click();
    await card.getByText(new RegExp(`^${entry.displayName}: ${side.abbr} · locks `)).waitFor();
  }
  await page.getByRole('button', { name: 'Save All Picks' }).click();
  await page.getByText('Picks Saved', { exact: true }).waitFor();
};

describe('a Week 6-only player', () => {
  it('registers before the pools start, picks every week, and sees entries eliminated', async () => {
    const { page } = await chromium.newPage('phone');

    // Thursday morning of Week 6: the landing invites and says when registration closes.
    await page.goto(stack.url);
    const promo = page.getByRole('region', { name: 'Week 6 Survivor Pool' });
    await promo
      .getByText('Registration closes at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).')
      .waitFor();
    await screenshot(page, 'issue26-week6-landing-open-phone');
    await promo.getByRole('button', { name: 'Join Week 6 Survivor Pool' }).click();
    await page.getByLabel('Email').fill('six.only@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Registration closes at the first Week 6 kickoff').waitFor();
    await page.getByLabel('Username').fill('six_only');
    await page.getByText('Username is available!').waitFor();
    await page.getByLabel('Number of Entries').selectOption('3');
    await page.getByRole('button', { name: 'Register for Week 6' }).click();
    await page.getByText('Your 3 entries are ready.').waitFor();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: 'Week 6 Dashboard' }).waitFor();
    const banner = page.getByRole('region', { name: 'Week 6 Survivor Pools' });
    await banner.getByText('Registered').waitFor();
    await banner.getByText('3 picks needed').waitFor();
    await screenshot(page, 'issue26-week6-dashboard-open-phone');
    const me = (await (await page.request.get(`${stack.url}/api/auth/user`)).json()) as CurrentUser;
    expect(me).toMatchObject({ userType: 'week6_only', username: 'six_only' });

    // Week 6: Entry 1 on the Eagles, who lose Thursday night; the others on Sunday winners.
    const [first, second, third] = await entriesOf(page);
    if (!first || !second || !third) throw new Error('three entries were registered');
    const week6 = await realOutcomes(6);
    const thursdayLoser = week6.find((side) => !side.won);
    const sundayWinners = week6.filter((side) => side.won && side.startTime > '2025-10-12T16:00:00.000Z');
    expect(thursdayLoser?.abbr).toBe('PHI');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 6 Picks' }).waitFor();
    // Three entries, one grid: the first entry's; the others wait on one line each.
    await page
      .getByRole('article', { name: 'Entry 1' })
      .getByRole('group', { name: 'Team for Week 6' })
      .waitFor();
    await eventually(() => page.getByRole('group', { name: 'Team for Week 6' }).count()).toBe(1);
    await page.getByRole('article', { name: 'Entry 2' }).getByText('Entry 2: No pick yet').waitFor();
    await screenshot(page, 'p39-week6-picks-one-grid-phone', { fullPage: false });
    await pickOnPage(page, 6, [
      [first, thursdayLoser],
      [second, sundayWinners[0]],
      [third, sundayWinners[1]],
    ]);

    // Saved, the three fold to one line each; Entry 3 changes its team by its Change.
    const folded = (entry: SurvivorEntry, side: Side | undefined) =>
      page
        .getByRole('article', { name: entry.displayName, exact: true })
        .getByText(new RegExp(`^${entry.displayName}: ${side?.abbr} · locks `))
        .waitFor();
    await folded(first, thursdayLoser);
    await folded(second, sundayWinners[0]);
    await folded(third, sundayWinners[1]);
    await eventually(() => page.getByRole('group', { name: 'Team for Week 6' }).count()).toBe(0);
    await screenshot(page, 'p39-week6-picks-folded-phone');
    const otherWinner = sundayWinners[2];
    const changing = page
      .getByRole('article', { name: 'Entry 3' })
      .getByRole('group', { name: 'Team for Week 6' });
    // One tap where Change shows, while the Picks Saved toast is still up: the toast rests under the
    // Save All Picks bar of this short page, not over the entry lines.
    const change = await page.getByRole('button', { name: "Change Entry 3's team" }).boundingBox();
    if (!change) throw new Error("no Change Entry 3's team");
    await page.mouse.click(change.x + change.width / 2, change.y + change.height / 2);
    await eventually(() =>
      changing.getByRole('radio', { name: new RegExp(`^${sundayWinners[1]?.abbr} `) }).isChecked(),
    ).toBe(true);
    await screenshot(page, 'p39-week6-picks-change-phone', { fullPage: false });
    await changing.getByRole('radio', { name: new RegExp(`^${otherWinner?.abbr} `) }).click();
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    await folded(third, otherWinner);
    // The first save's Picks Saved may still be up as the line folds: the server's answer to this
    // save can come after it.
    await eventually(async () => {
      const changed = (await entriesOf(page)).find((entry) => entry.id === third.id);
      return changed?.picks.find((pick) => pick.week === 6)?.pickedTeamId;
    }).toBe(otherWinner?.teamId);

    // The dashboard: every live entry has its pick, so no Pick Now!, and when the first locks.
    await page.goto(stack.url);
    await banner.getByText('Picks in', { exact: true }).waitFor();
    await banner.getByText(/^All 3 Week 6 picks are in: the first locks Thu, Oct 9, 8:15/).waitFor();
    await eventually(() => banner.getByRole('link', { name: 'Pick Now!' }).count()).toBe(0);
    await screenshot(page, 'p39-week6-dashboard-picks-in-phone');

    await page.goto(`${stack.url}/week6/pools`);
    await page
      .getByText('Registration closes at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET).')
      .waitFor();
    await page.getByRole('button', { name: 'Create New Entry' }).waitFor();
    await screenshotWhole(page, 'issue26-week6-pools-open-phone');

    // Thursday night on a fast clock (half an hour a second): kickoff closes the pools, the game-day
    // job plays the game out and grades it, and Entry 1 is out.
    setClock(BEFORE_THURSDAY_KICKOFF, 1800);
    await expect
      .poll(async () => (await entriesOf(page)).find((entry) => entry.id === first.id)?.isEliminated, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(true);
    setClock('2025-10-10T04:00:00.000Z', 60);
    await page.goto(`${stack.url}/week6/pools`);
    const pool = page.getByRole('region', { name: 'Week 6 Survivor Pool' });
    await pool.getByText('Registration closed', { exact: true }).waitFor();
    await pool
      .getByText(
        /Registration closed at the first Week 6 kickoff \(Thu, Oct 9, 8:15 PM ET\)\. \d+ of \d+ entries still alive\./,
      )
      .waitFor();
    await eventually(() => page.getByRole('button', { name: 'Create New Entry' }).count()).toBe(0);
    await eventually(() => page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    const out = page.getByRole('article', { name: 'Entry 1' });
    await out.getByText('Eliminated').waitFor();
    await out.getByText('Out in Week 6').waitFor();
    await screenshotWhole(page, 'issue26-week6-pools-closed-phone');
    const refused = await page.request.post(`${stack.url}/api/week6/entries`, {
      data: { poolId: 'week6', entryName: 'One more' },
      headers: { origin: stack.url },
    });
    expect(refused.status()).toBe(409);

    // Week 7: the two entries left pick Sunday winners they have not used.
    await finishWeek(6, '2025-10-14T16:00:00.000Z');
    setClock('2025-10-16T14:00:00.000Z', 60);
    const week7 = await realOutcomes(7);
    const used = new Set([sundayWinners[0]?.teamId, otherWinner?.teamId]);
    const winners7 = week7.filter(
      (side) => side.won && side.startTime > '2025-10-19T16:00:00.000Z' && !used.has(side.teamId),
    );
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 7 Picks' }).waitFor();
    const eliminated = page.getByRole('article', { name: first.displayName, exact: true });
    await eliminated.getByText('Entry 1: Out in Week 6 · PHI lost', { exact: true }).waitFor();
    await eventually(() => eliminated.getByRole('radio').count()).toBe(0);
    await pickOnPage(page, 7, [
      [second, winners7[0]],
      [third, winners7[1]],
    ]);

    // Week 8: Entry 2 on a team that loses, Entry 3 on a winner.
    await finishWeek(7, '2025-10-21T16:00:00.000Z');
    setClock('2025-10-23T14:00:00.000Z', 60);
    const used8 = new Set([...used, winners7[0]?.teamId, winners7[1]?.teamId]);
    const week8 = (await realOutcomes(8)).filter(
      (side) => side.startTime > '2025-10-26T16:00:00.000Z' && !used8.has(side.teamId),
    );
    const loser8 = week8.find((side) => !side.won);
    const winner8 = week8.find((side) => side.won);
    await pickOnPage(page, 8, [
      [second, loser8],
      [third, winner8],
    ]);
    await finishWeek(8, '2025-10-28T16:00:00.000Z');

    await page.goto(`${stack.url}/week6/pools`);
    await page.getByRole('article', { name: 'Entry 2' }).getByText('Out in Week 8').waitFor();
    await eventually(() => page.getByRole('article', { name: 'Entry 3' }).getByText('Active').count()).toBe(
      1,
    );
    const stored = await entriesOf(page);
    expect(stored.map((entry) => [entry.displayName, entry.isEliminated, entry.eliminatedInWeek])).toEqual([
      ['Entry 1', true, 6],
      ['Entry 2', true, 8],
      ['Entry 3', false, null],
    ]);
    await page.goto(stack.url);
    await banner
      .getByText(/^Yours: 3 entries, 1 alive\. Registration closed at the first Week 6 kickoff/)
      .waitFor();
    const status = await json<Week6RegistrationStatus>(admin.get('/api/week6/registration'));
    expect(status).toMatchObject({ isOpen: false, closeWeek: 6 });
    await banner
      .getByText(`${status.alive} of ${status.entries} entries still alive.`, { exact: false })
      .waitFor();
    await screenshot(page, 'issue26-week6-dashboard-week9-phone');
  }, 180_000);
});
