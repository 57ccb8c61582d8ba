import AxeBuilder from '@axe-core/playwright';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { describe, expect, it } from 'vitest';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  signInThroughUi,
  type ViewportName,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);
const LONG_NAME = 'a_very_long_username';

/** A seeded week where players with as many correct picks were ordered by the tiebreaker. */
const weekDecidedByTiebreak = async () => {
  const { client } = await signIn(stack.url, 'alice@example.com');
  for (let week = 1; week <= 14; week += 1) {
    const entries = (await (
      await client.get(`/api/leaderboard/weekly/${week}`)
    ).json()) as WeeklyLeaderboardEntry[];
    const split = entries.find((entry) =>
      entries.some((other) => other.correctPicks === entry.correctPicks && other.rank !== entry.rank),
    );
    if (split) return { week, split };
  }
  throw new Error('no seeded week has equal records split by the tiebreaker');
};

/** A new player with a 20-character username and one Week 15 pick, so they stand in Week 15. */
const longNamedPlayer = async () => {
  const { client } = await signIn(stack.url, 'longname@example.com');
  expect(
    (await client.send('POST', '/api/users/username', { username: LONG_NAME, defaultPick: 'home' })).status,
  ).toBe(200);
  const [game] = (await (await client.get('/api/games/week/15')).json()) as {
    id: string;
    homeTeamId: number;
  }[];
  const saved = await client.send('POST', '/api/picks/weekly/batch', {
    picks: [{ gameId: game?.id, pickedTeamId: game?.homeTeamId, week: 15 }],
  });
  expect(saved.status).toBe(200);
};

describe.each(['phone', 'desktop'] as ViewportName[])('standings a player can read on %s', (viewport) => {
  it('explains the columns, says why a tiebreak ordered a row, keeps names whole and shows the race', async () => {
    if (viewport === 'phone') await longNamedPlayer();
    const { week, split } = await weekDecidedByTiebreak();
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');

    await page.goto(`${stack.url}/results?tab=weekly-standings&week=${week}`);
    const table = page.getByRole('table', { name: `Week ${week} standings` });
    const row = table.getByRole('row', { name: new RegExp(split.user.displayName) });
    await row.waitFor();
    const legend = page.getByText(/MNF Points: the Monday-night total picked/);
    await eventually(() => legend.isVisible()).toBe(true);
    await eventually(() => legend.innerText()).toMatch(/TB Avg: the average Monday-night miss/);
    await eventually(() => row.innerText()).toMatch(
      /Tied: (MNF ±\d+|TB Avg \d+\.\d|no MNF total|no TB Avg yet)/,
    );
    await screenshot(page, `issue9-standings-tiebreak-${viewport}`);

    await page.goto(`${stack.url}/results?tab=weekly-standings&week=15`);
    const name = page.getByRole('table', { name: 'Week 15 standings' }).getByText(LONG_NAME, { exact: true });
    await name.waitFor();
    const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect(fits).toBe(true);
    if (viewport === 'phone') await screenshot(page, 'issue9-standings-long-name-phone');

    await page.goto(`${stack.url}/results?tab=season-standings`);
    await page.getByRole('heading', { name: 'The race' }).waitFor();
    const chart = page.getByRole('img', { name: /^Games behind the leader by week\./ });
    await chart.locator('.recharts-line').first().waitFor();
    await eventually(() => chart.getAttribute('aria-label')).toMatch(
      /You: (Leading after Week 14|\d+ games? behind the leader after Week 14)\. Leading: \w+/,
    );
    const season = (await (await page.request.get(`${stack.url}/api/leaderboard/season`)).json()) as {
      rank: number;
      user: { displayName: string };
    }[];
    await eventually(() => chart.locator('.recharts-line').count()).toBe(season.length);
    // The demo picks follow random user ids, so the top can be shared: the legend names every player
    // level on games after the last week, the ranked leader among them.
    const leader = season.find((entry) => entry.rank === 1)?.user.displayName ?? '';
    const leaderLegend = page.getByText(/^Leader: /);
    await leaderLegend.waitFor();
    expect((await leaderLegend.textContent())?.replace('Leader: ', '').split(', ')).toContain(leader);
    await screenshot(page, `issue9-season-race-${viewport}`);
    await context.close();
  });

  it('keeps the landing page headings in order', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'What you can play' }).waitFor({ state: 'attached' });
    const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await screenshot(page, `issue9-landing-${viewport}`);
    await context.close();
  });
});

describe('a full tie at the top of a week', () => {
  it('marks on the board the one player the prize goes to, as the ledger pays it', async () => {
    // A new player given the Week 1 leader's picks and Monday-night total by the admin: level on
    // every key of the standings but the user id.
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const { client: twin } = await signIn(stack.url, 'twin@example.com');
    expect(
      (await twin.send('POST', '/api/users/username', { username: 'twin_t', defaultPick: 'home' })).status,
    ).toBe(200);
    const twinId = ((await (await twin.get('/api/auth/user')).json()) as { id: string }).id;
    const board = async () =>
      (await (await admin.get('/api/leaderboard/weekly/1')).json()) as WeeklyLeaderboardEntry[];
    const leader = (await board())[0] as WeeklyLeaderboardEntry;
    const picks = (await (await admin.get(`/api/picks/weekly/1/${leader.userId}`)).json()) as {
      gameId: string;
      pickedTeamId: number;
    }[];
    const overridden = await admin.send('POST', '/api/admin/override-picks', {
      userId: twinId,
      week: 1,
      picks: picks.map(({ gameId, pickedTeamId }) => ({ userId: twinId, gameId, pickedTeamId, week: 1 })),
    });
    expect(overridden.status, await overridden.text()).toBe(200);
    const prediction = (await (await admin.get(`/api/admin/mnf-tiebreaker/${leader.userId}/1`)).json()) as {
      gameId: string;
      predictedTotal: number;
    };
    const predicted = await admin.send('POST', '/api/admin/mnf-tiebreaker/override', {
      userId: twinId,
      week: 1,
      gameId: prediction.gameId,
      predictedTotal: prediction.predictedTotal,
    });
    expect(predicted.status, await predicted.text()).toBe(200);
    const [top, next] = await board();
    expect([top?.rank, next?.rank]).toEqual([1, 1]);
    expect([top?.prize, next?.prize]).toEqual([{ place: 1, shares: 1, byUserId: true }, null]);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/results?tab=weekly-standings&week=1`);
    const table = page.getByRole('table', { name: 'Week 1 standings' });
    const rows = table.getByRole('row');
    await eventually(() => rows.nth(1).innerText()).toContain('1st on user id (full tie)');
    await eventually(() => rows.nth(2).innerText()).toContain('2nd on user id (full tie)');
    await screenshot(page, 'issue37-standings-full-tie-phone');
    await context.close();
  });
});
