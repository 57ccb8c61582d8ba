import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueLiveSync } from '../../functions/services/live-scores-service';
import type { Game } from '../../shared/game';
import { liveClockText } from '../../shared/live-game';
import type { LiveScoresStatus } from '../../shared/schemas/live-scores';
import type { WeeklyPick } from '../../shared/schemas/picks';
import { seriousViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotsWanted,
  screenshotWhole,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Sunday of Week 15 during the 1 pm ET games: the seed stores them in progress (the season file has
// no Week 15 scores, so no score, quarter or clock) and every demo player has picked them. The admin's
// score route puts a live score on two of them; the game-day job runs here only by direct call.
const POOL_NOW = '2025-12-14T19:30:00.000Z';
const stack = localStackForFile({ poolNow: POOL_NOW, seed: true });
const chromium = chromiumForFile(poolLocale);

/** A live game of alice's, with the score the admin saved for it. */
interface Watched {
  game: Game;
  pickedTeamId: number;
  picked: string;
}

let admin: PoolClient;
/** Alice's team leads by 30: covering whatever the line. */
let ahead: Watched;
/** Alice's team trails by 30: not covering whatever the line. */
let behind: Watched;

const week15 = async (client: PoolClient) =>
  (await (await client.get('/api/games/week/15')).json()) as Game[];

/** Saves an in-progress score through the admin's route, alice's team `lead` points up (or down). */
const saveLiveScore = async (game: Game, pickedTeamId: number, lead: number) => {
  const picked = 10 + Math.max(lead, 0);
  const other = 10 + Math.max(-lead, 0);
  const home = pickedTeamId === game.homeTeamId;
  const response = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
    homeScore: home ? picked : other,
    awayScore: home ? other : picked,
    isCompleted: false,
  });
  expect(response.status).toBe(200);
};

const scoreText = (game: Game) =>
  `${game.awayTeam.abbreviation} ${game.awayScore} – ${game.homeTeam.abbreviation} ${game.homeScore}`;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // One sync of the job at the pinned clock, so the Data Sync tab has a last sync to show.
  expect(await runDueLiveSync()).toMatchObject({ weeks: [15] });

  const { client: alice } = await signIn(stack.url, 'alice@example.com');
  const me = (await (await alice.get('/api/auth/user')).json()).id as string;
  const picks = (await (await alice.get(`/api/picks/weekly/15/${me}`)).json()) as WeeklyPick[];
  const pickOf = new Map(picks.map((pick) => [pick.gameId, pick.pickedTeamId]));
  const sunday1pm = (game: Game) => game.startTime === '2025-12-14T18:00:00.000Z';
  const [first, second] = (await week15(alice)).filter((game) => sunday1pm(game) && pickOf.has(game.id));
  if (!first || !second) throw new Error('the seed should have two 1 pm games alice picked');
  await saveLiveScore(first, pickOf.get(first.id) as number, 30);
  await saveLiveScore(second, pickOf.get(second.id) as number, -30);

  const stored = await week15(admin);
  const watched = (game: Game): Watched => {
    const now = stored.find((candidate) => candidate.id === game.id) as Game;
    const pickedId = pickOf.get(game.id);
    return {
      game: now,
      pickedTeamId: pickedId as number,
      picked: (pickedId === now.homeTeamId ? now.homeTeam : now.awayTeam).abbreviation,
    };
  };
  ahead = watched(first);
  behind = watched(second);
  // Saved by hand while not final: in progress, without the quarter and clock only a provider gives.
  for (const { game } of [ahead, behind]) expect(liveClockText(game)).toBe('Live');
});

/** A picture of one part of the page, big enough to read. */
const snap = (part: Locator, name: string) => screenshot(part, name);

const cardOf = (page: Page, game: Game) => page.locator(`[data-game-id="${game.id}"]`);

describe.each(Object.keys(viewports) as ViewportName[])('live scores on %s', (viewport) => {
  it('shows the live scores, clock and where alice stands on /weekly-picks, the dashboard and the grid', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');

    const live = page.getByTestId('live-games');
    await live.getByText(`Covering: ${ahead.picked}`).waitFor();
    for (const { game } of [ahead, behind]) {
      await eventually(() => live.innerText()).toContain(scoreText(game));
      await eventually(() => live.innerText()).toMatch(/^Live$/m);
    }
    await eventually(() => live.innerText()).toContain(`Covering: ${ahead.picked}`);
    await eventually(() => live.innerText()).toContain(`Not covering: ${behind.picked}`);
    if (screenshotsWanted) await page.waitForLoadState('networkidle');
    await screenshot(page, `issue13-live-dashboard-${viewport}`);

    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    const aheadCard = cardOf(page, ahead.game);
    await aheadCard.getByText('Covering', { exact: true }).waitFor();
    await eventually(() => aheadCard.innerText()).toMatch(/^Live$/m);
    await eventually(() => aheadCard.innerText()).toContain(String(ahead.game.homeScore));
    await eventually(() => aheadCard.innerText()).toContain(String(ahead.game.awayScore));
    await eventually(() => cardOf(page, behind.game).getByText('Not covering', { exact: true }).count()).toBe(
      1,
    );
    await screenshot(page, `issue13-live-weekly-picks-${viewport}`);
    await snap(aheadCard, `issue13-live-weekly-picks-card-${viewport}`);

    await page.goto(`${stack.url}/results?tab=weekly-picks&week=15`);
    const grid = page.getByRole('table', { name: 'Weekly picks by player' });
    await grid.getByRole('row', { name: /alice_b/ }).waitFor();
    const header = grid.getByRole('columnheader', {
      name: new RegExp(`${ahead.game.awayTeam.abbreviation} @ ${ahead.game.homeTeam.abbreviation}`),
    });
    await eventually(() => header.innerText()).toContain(
      `${ahead.game.awayScore}-${ahead.game.homeScore} · Live`,
    );
    await screenshot(page, `issue13-live-grid-${viewport}`);
    await snap(header, `issue13-live-grid-header-${viewport}`);
    await context.close();
  });

  it('lets the admin see the live job and switch it off and on', async () => {
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.goto(`${stack.url}/admin?tab=data-sync`);
    const card = page.getByRole('region', { name: 'Live Scores' });
    await card.getByText('Game on: syncing every 5 minutes').waitFor();
    await eventually(() => card.getByText('Active', { exact: true }).count()).toBe(1);
    await eventually(() => card.innerText()).toMatch(
      /Last sync\s+Sun, Dec 14, 2:30 PM EST\s+Week 15: \d+ games? updated/,
    );
    const toggle = card.getByRole('checkbox', { name: 'Sync live scores' });
    await eventually(() => toggle.isChecked()).toBe(true);
    await snap(card, `issue13-live-admin-on-${viewport}`);

    await card.getByText('Sync live scores').click();
    await page.getByText('Live scores off').waitFor();
    await page.reload();
    await card.getByText('Game on, but syncing is off').waitFor();
    await eventually(() => card.getByText('Disabled', { exact: true }).count()).toBe(1);
    await eventually(() => toggle.isChecked()).toBe(false);
    expect(((await (await admin.get('/api/admin/live-scores')).json()) as LiveScoresStatus).enabled).toBe(
      false,
    );

    await card.getByText('Sync live scores').click();
    await page.getByText('Live scores on').waitFor();
    const interval = card.getByLabel('Sync every (minutes)');
    await interval.fill('10');
    await card.getByRole('button', { name: 'Save Interval' }).click();
    await page.getByText('Interval updated').waitFor();
    await page.reload();
    await card.getByText('Game on: syncing every 10 minutes').waitFor();
    await eventually(() => toggle.isChecked()).toBe(true);
    await eventually(() => interval.inputValue()).toBe('10');
    await interval.fill('5');
    await card.getByRole('button', { name: 'Save Interval' }).click();
    await card.getByText('Game on: syncing every 5 minutes').waitFor();
    await context.close();
  });
});

describe('a failed sync', () => {
  beforeAll(async () => {
    // The provider is unreachable when the next sync is due: the job records the error, stores nothing.
    process.env.SPORTS_DATA_PROVIDER = 'espn';
    process.env.ESPN_BASE_URL = 'http://127.0.0.1:9';
    process.env.POOL_NOW = '2025-12-14T19:36:00.000Z';
    expect(await runDueLiveSync()).toBeNull();
    const { lastError } = (await (await admin.get('/api/admin/live-scores')).json()) as LiveScoresStatus;
    expect(lastError?.at).toBe('2025-12-14T19:36:00.000Z');
  });
  afterAll(() => {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'shows in an alert and on System Status on %s',
    async (viewport) => {
      const { context, page } = await chromium.newPage(viewport);
      await signInThroughUi(page, stack.url, 'admin@example.com');
      await page.goto(`${stack.url}/admin?tab=data-sync`);
      const card = page.getByRole('region', { name: 'Live Scores' });
      await card.getByText('Last sync failed: Sun, Dec 14, 2:36 PM EST').waitFor();
      const status = page.getByRole('region', { name: 'System Status' });
      await status.getByText(/Live score sync:\s*Problem/).waitFor();
      await eventually(() => status.innerText()).toContain('Failed Sun, Dec 14, 2:36 PM EST');
      // The scores saved before stay as they were.
      const stored = (await week15(admin)).find((game) => game.id === ahead.game.id) as Game;
      expect([stored.awayScore, stored.homeScore]).toEqual([ahead.game.awayScore, ahead.game.homeScore]);

      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page, 'section[aria-labelledby]')).toEqual([]);
      await snap(card, `issue13-live-admin-error-${viewport}`);
      await snap(status, `issue13-live-system-status-${viewport}`);
      await screenshotWhole(page, `issue13-live-admin-tab-${viewport}`);
      await context.close();
    },
  );
});

describe('refreshing by itself', () => {
  it('moves a live score without a reload, and never polls a week with nothing live', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await page.clock.install();
    const gameReads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/games/week/')) gameReads.push(new URL(request.url()).pathname);
    });
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    const card = cardOf(page, ahead.game);
    await card.getByText('Covering', { exact: true }).waitFor();

    await saveLiveScore(ahead.game, ahead.pickedTeamId, -30);
    await page.clock.fastForward(61_000);
    await card.getByText('Not covering', { exact: true }).waitFor();
    await saveLiveScore(ahead.game, ahead.pickedTeamId, 30);
    await page.clock.fastForward(61_000);
    await card.getByText('Covering', { exact: true }).waitFor();

    // Week 14 is over: its grid reads the games once and then stays quiet.
    await page.goto(`${stack.url}/results?tab=weekly-picks&week=14`);
    await page.getByRole('table', { name: 'Weekly picks by player' }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(5 * 61_000);
    await page.waitForTimeout(500);
    expect(gameReads.filter((path) => path === '/api/games/week/14')).toHaveLength(1);
    await context.close();
  });
});
