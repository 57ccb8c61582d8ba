import type { Game } from '@shared/game';
import type { WeeklyLeaderboardEntry } from '@shared/schemas/leaderboard';
import { homeSpread } from '@shared/scoring';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import {
  chromiumForFile,
  poolLocale,
  screenshot,
  signInThroughUi,
  type ViewportName,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 15: Week 14 is played, final and graded with the demo pool's picks.
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);
const WEEK = 14;
let admin: PoolClient;
let reopened: Game[];

const board = async () =>
  (await (await admin.get(`/api/leaderboard/weekly/${WEEK}`)).json()) as WeeklyLeaderboardEntry[];

const setFinal = async (isCompleted: boolean) => {
  for (const game of reopened) {
    const saved = await admin.send('PUT', `/api/admin/game-score/${game.id}`, {
      homeScore: game.homeScore,
      awayScore: game.awayScore,
      isCompleted,
    });
    expect(saved.status).toBe(200);
  }
};

const openStandings = async (page: Page) => {
  await page.goto(`${stack.url}/results?tab=weekly-standings&week=${WEEK}`);
  const table = page.getByRole('table', { name: `Week ${WEEK} standings` });
  await table.getByRole('row', { name: /alice_b/ }).waitFor();
  return table;
};

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  const games = (await (await admin.get(`/api/games/week/${WEEK}`)).json()) as Game[];
  // Sunday night and the two late games back to not final: the week is in play again.
  reopened = games
    .filter((game) => !game.isMnfTiebreaker && !Number.isInteger(homeSpread(game)))
    .sort((a, b) => b.startTime.localeCompare(a.startTime))
    .slice(0, 3);
});

describe.each(['phone', 'desktop'] as ViewportName[])(
  'the weekly standings while games remain, on %s',
  (viewport) => {
    it('say how many each player could still get right and who is out of the running; nothing once the week is over', async () => {
      await setFinal(false);
      const { context, page } = await chromium.newPage(viewport);
      try {
        await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
        const entries = await board();
        const out = entries.filter((entry) => entry.canStillWin === false);
        expect(out.length).toBeGreaterThan(0);
        expect(entries.some((entry) => entry.canStillWin)).toBe(true);

        let table = await openStandings(page);
        for (const entry of entries) {
          const row = table.getByRole('row', { name: new RegExp(entry.user.displayName) });
          const text = await row.innerText();
          expect(text, entry.user.displayName).toContain(`Up to ${entry.maxCorrect}`);
          expect(text.includes('Out of the running'), entry.user.displayName).toBe(
            entry.canStillWin === false,
          );
        }
        expect(await table.getByText('Out of the running', { exact: true }).count()).toBe(out.length);
        expect(await page.getByText(/"Out of the running" marks a player/).isVisible()).toBe(true);
        const fits = await table.evaluate((element) => {
          const area = element.parentElement as HTMLElement;
          return area.scrollWidth <= area.clientWidth;
        });
        expect(fits, 'the table fits the window').toBe(true);
        expect(await axeViolations(page, 'table')).toEqual([]);
        await screenshot(page, `issue30-standings-outlook-${viewport}`);

        await setFinal(true);
        table = await openStandings(page);
        expect(await table.getByText(/Up to \d+/).count()).toBe(0);
        expect(await table.getByText('Out of the running').count()).toBe(0);
        expect(await page.getByText(/Out of the running/).count()).toBe(0);
        if (viewport === 'phone') await screenshot(page, 'issue30-standings-week-over-phone');
      } finally {
        await setFinal(true);
        await context.close();
      }
    });
  },
);
