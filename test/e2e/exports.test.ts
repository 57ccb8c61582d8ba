import { buffer } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  signInThroughUi,
  type ViewportName,
} from '../support/browser';
import { csvRecords, parseCsv } from '../support/csv';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

/** Clicks the tab's Download CSV link and opens the file the browser saved. */
const downloadFrom = async (page: Page) => {
  const link = page.getByRole('link', { name: 'Download CSV' });
  await link.waitFor();
  await eventually(() => link.isVisible()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  // Read through playwright: the file is saved on the run's chromium's side (chromium-server-setup.ts).
  const bytes = await buffer(await download.createReadStream());
  const parsed = parseCsv(bytes.toString('utf8'));
  return { filename: download.suggestedFilename(), bytes, parsed, records: csvRecords(parsed) };
};

describe.each(['desktop', 'phone'] as ViewportName[])(
  'a player downloads what /results shows on %s',
  (viewport) => {
    it('saves the weekly standings, the picks grid, the season standings and a survivor pool as CSV', async () => {
      const { context, page } = await chromium.newPage(viewport);
      await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');

      await page.goto(`${stack.url}/results?tab=weekly-standings&week=14`);
      await page.getByRole('table', { name: 'Week 14 standings' }).waitFor();
      await screenshot(page, `issue13-export-weekly-standings-${viewport}`);
      const standings = await downloadFrom(page);
      expect(standings.filename).toBe('weekly-standings-week-14.csv');
      expect([...standings.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(standings.parsed.header).toEqual([
        'Rank',
        'Player',
        'Record',
        'MNF Points',
        'TB Avg',
        'Wins',
        'Losses',
        'Pushes',
      ]);
      const entries = (await (
        await page.request.get(`${stack.url}/api/leaderboard/weekly/14`)
      ).json()) as WeeklyLeaderboardEntry[];
      const mine = entries.find((entry) => entry.user.displayName === 'alice_b');
      const myRow = standings.records.find((row) => row.Player === 'alice_b');
      expect(myRow?.Rank).toBe(String(mine?.rank));
      expect(myRow?.Wins).toBe(String(mine?.wins));
      const shownRow = page
        .getByRole('table', { name: 'Week 14 standings' })
        .getByRole('row', { name: /alice_b/ });
      await eventually(() => shownRow.innerText()).toContain(myRow?.Record ?? 'missing');

      await page.goto(`${stack.url}/results?tab=weekly-picks&week=14`);
      const grid = page.getByRole('table', { name: 'Weekly picks by player' });
      await grid.waitFor();
      await screenshot(page, `issue13-export-picks-grid-${viewport}`);
      const picks = await downloadFrom(page);
      expect(picks.filename).toBe('picks-week-14.csv');
      expect([...picks.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(picks.parsed.header.slice(0, 2)).toEqual(['Player', 'Won']);
      await eventually(async () =>
        (await grid.locator('thead th').allInnerTexts()).slice(2).map((text) => text.split('\n')[0]?.trim()),
      ).toEqual(picks.parsed.header.slice(2));
      expect(picks.parsed.rows[0]?.[0]).toBe('alice_b');
      await eventually(async () =>
        (await grid.locator('tbody tr').first().locator('td').allInnerTexts())
          .slice(0, 2)
          .map((text) => text.trim()),
      ).toEqual(picks.parsed.rows[0]?.slice(0, 2));
      expect(picks.parsed.rows.length).toBe(await grid.locator('tbody tr').count());

      await page.goto(`${stack.url}/results?tab=season-standings`);
      await page.getByRole('table', { name: 'Season standings' }).waitFor();
      await screenshot(page, `issue13-export-season-standings-${viewport}`);
      const season = await downloadFrom(page);
      expect(season.filename).toBe('season-standings.csv');
      expect(season.parsed.header).toEqual(['Rank', 'Player', 'Record', 'Win %', 'Wins', 'Losses', 'Pushes']);
      expect(season.records.some((row) => row.Player === 'alice_b')).toBe(true);

      await page.goto(`${stack.url}/results?tab=survivor`);
      await page.getByRole('table', { name: 'Survivor Pool picks by week' }).waitFor();
      await screenshot(page, `issue13-export-survivor-${viewport}`);
      const survivor = await downloadFrom(page);
      expect(survivor.filename).toBe('survivor-pool-results.csv');
      expect(survivor.parsed.header.slice(0, 4)).toEqual(['Entry', 'Entry name', 'Status', 'Wk 1']);
      expect(survivor.records.some((row) => row.Entry === 'alice_b')).toBe(true);
      await context.close();
    });
  },
);
