import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/local/demo-players';
import type { AdminSurvivorPicks, SurvivorPoolResults, SurvivorStats } from '../../shared/schemas/survivor';
import { axeViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotWhole,
  signInThroughUi,
  type ViewportName,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Week 15, Thursday noon ET: every Week 15 game still to be played.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-11T17:00:00.000Z' });
const chromium = chromiumForFile(poolLocale);

const emailOf = (username: string) =>
  demoAccounts.find((account) => account.username === username)?.email ?? '';

const resultsPath = (poolId: string) => `/api/survivor/results?poolId=${poolId}&maxWeek=15`;

const poolResults = async (page: Page, poolId: string) =>
  (await (await page.request.get(`${stack.url}${resultsPath(poolId)}`)).json()) as SurvivorPoolResults;

/** Another player's Week 15 pick, read as the admin (who sees every pick before kickoff). */
const openPickOfAnother = async (viewer: string) => {
  const { client: admin } = await signIn(stack.url, 'admin@example.com');
  const all = (await (await admin.get(resultsPath('standard'))).json()) as SurvivorPoolResults;
  const row = all.rows.find((candidate) => candidate.user.displayName !== viewer && candidate.picks[15]);
  if (!row) throw new Error('the seed has no Week 15 standard pick of another player');
  return { row, team: row.picks[15]?.teamAbbreviation ?? '' };
};

const statValue = (page: Page, label: string) =>
  page.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');

/** The chip's background: a green chip is greener than red, a red one redder than green. */
const background = async (chip: Locator) => {
  const colour = await chip.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [r = 0, g = 0] = (colour.match(/\d+/g) ?? []).map(Number);
  return { r, g };
};

const xOf = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;

describe.each(Object.keys(viewports) as ViewportName[])('the Survivor Pools tab on %s', (viewport) => {
  it("shows each pool's stats and week grid, green wins and red losses, and hides open picks", async () => {
    const { row: other, team: hiddenTeam } = await openPickOfAnother('alice_b');
    const { context, page } = await chromium.newPage(viewport);
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/results?tab=survivor`);

    const grid = page.getByRole('table', { name: 'Survivor Pool picks by week' });
    await grid.waitFor();
    const standard = await poolResults(page, 'standard');
    await eventually(() => statValue(page, 'Alive').innerText()).toBe(String(standard.stats.alive));
    await eventually(() => statValue(page, 'Eliminated').innerText()).toBe(String(standard.stats.eliminated));
    await eventually(() => statValue(page, 'Total entries').innerText()).toBe(String(standard.stats.total));
    await eventually(() => statValue(page, 'Prize pool').count()).toBe(0);
    expect(standard.weeks).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));

    // Wins green with a check, losses red with a cross: never colour alone.
    const survived = grid.locator('[aria-label$=", survived"]').first();
    const lost = grid.locator('[aria-label$=", lost"]').first();
    const green = await background(survived);
    const red = await background(lost);
    expect(green.g).toBeGreaterThan(green.r);
    expect(red.r).toBeGreaterThan(red.g);
    await eventually(() => survived.locator('svg').count()).toBe(1);
    await eventually(() => lost.locator('svg').count()).toBe(1);

    // The viewer's row is marked; an eliminated entry says when it went out.
    const mine = grid.locator('tr[aria-current="true"]');
    await eventually(() => mine.innerText()).toContain('alice_b');
    const out = standard.rows.find((row) => row.isEliminated);
    if (!out) throw new Error('the seed has no eliminated standard entry');
    const outRow = grid.getByRole('row', { name: new RegExp(out.user.displayName) });
    await eventually(() => outRow.innerText()).toContain(`Out Wk ${out.eliminatedInWeek}`);
    await eventually(() => outRow.getAttribute('data-eliminated')).toBe('true');

    // Another player's Week 15 pick is not in the API answer, nor on the page, until its kickoff.
    const seen = standard.rows.find((row) => row.entryId === other.entryId);
    expect(seen?.picks[15]).toBeUndefined();
    expect(JSON.stringify(standard.distribution.map((week) => week.week))).not.toContain('15');
    const otherRow = grid.getByRole('row', { name: new RegExp(other.user.displayName) });
    expect(
      await otherRow.getByRole('cell').last().getByRole('img', { name: 'Hidden until kickoff' }).count(),
    ).toBe(1);
    await eventually(() => otherRow.innerText()).not.toContain(hiddenTeam);

    await page.getByText(/^Week 14: .*\d+% of alive entries/).waitFor();
    await eventually(() => page.getByTestId('survivor-field-summary').innerText()).toBe(
      `${standard.stats.total} entries started; ${standard.stats.alive} still alive.`,
    );
    await page.getByRole('img', { name: /^Alive entries by week\./ }).waitFor();

    if (viewport === 'phone') {
      const entryCell = mine.getByRole('cell').first();
      const lastCell = mine.getByRole('cell').last();
      const before = [await xOf(entryCell), await xOf(lastCell)];
      await page.getByRole('region', { name: 'Survivor grid, scrolls sideways' }).evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
      });
      await page.waitForTimeout(200);
      await eventually(() => xOf(entryCell)).toBe(before[0]);
      await eventually(() => xOf(lastCell)).toBeLessThan((before[1] ?? 0) - 100);
      await page.getByRole('region', { name: 'Survivor grid, scrolls sideways' }).evaluate((element) => {
        element.scrollLeft = 0;
      });
    }
    expect(await axeViolations(page)).toEqual([]);
    await screenshotWhole(page, `issue10-survivor-results-standard-${viewport}`);

    await page.getByLabel('Survivor pool', { exact: true }).selectOption('late');
    const lateGrid = page.getByRole('table', { name: 'Late-Entry Survivor picks by week' });
    await lateGrid.waitFor();
    const late = await poolResults(page, 'late');
    // The late entries' fees, 25 points each by default: what the ledger pays its winner.
    expect(late.prizePool).toBe(`${late.stats.total * 25} points`);
    await eventually(() => statValue(page, 'Prize pool').innerText()).toBe(late.prizePool);
    await eventually(() => statValue(page, 'Total entries').innerText()).toBe(String(late.stats.total));
    await eventually(() => lateGrid.getByRole('columnheader').first().innerText()).toBe('Entry');
    await eventually(() => lateGrid.getByRole('columnheader').nth(1).innerText()).toBe('Wk 6');
    await eventually(() => lateGrid.getByRole('row').count()).toBe(late.rows.length + 1);
    await screenshotWhole(page, `issue10-survivor-results-late-${viewport}`);

    await page.getByLabel('Survivor pool', { exact: true }).selectOption('week6');
    const week6Grid = page.getByRole('table', { name: 'Week 6 Survivor Pool picks by week' });
    await week6Grid.waitFor();
    const week6 = await poolResults(page, 'week6');
    await eventually(() => statValue(page, 'Prize pool').innerText()).toBe(week6.prizePool);
    expect(week6.prizePool).toBe(`${(week6.stats.total * 100).toLocaleString('en-US')} points`);
    const aliceEntries = week6Grid.locator('tr[aria-current="true"]');
    await eventually(() => aliceEntries.count()).toBe(2);
    await eventually(() => aliceEntries.allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringContaining('Alice Safe'), expect.stringContaining('Alice Bold')]),
    );
    await screenshotWhole(page, `issue10-survivor-results-week6-${viewport}`);
    await context.close();
  });
});

/** Names in the cells that a line break cuts inside a word (a break may follow a space, "_", "." or "@"). */
const namesCutMidWord = (cells: Locator) =>
  cells.evaluateAll((elements) =>
    elements.flatMap((cell) => {
      const chars: { char: string; top: number; parent: Element | null }[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: text[i] ?? '', top: rect.top, parent: node.parentElement });
        }
      }
      return chars
        .filter((at, i) => {
          const before = chars[i - 1];
          return (
            before !== undefined &&
            before.parent === at.parent &&
            at.top > before.top + 2 &&
            !/[\s_.@-]/.test(before.char) &&
            !/\s/.test(at.char)
          );
        })
        .map((at) => at.parent?.textContent ?? '');
    }),
  );

describe('names on a phone', () => {
  it('wrap only between words and username parts in the survivor grid, the picks grid and the standings', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    const tables = [
      ['/results?tab=survivor', 'Survivor Pool picks by week', 'td:first-child'],
      ['/results?tab=weekly-picks&week=14', 'Weekly picks by player', 'td:first-child'],
      ['/results?tab=weekly-standings&week=14', 'Week 14 standings', 'td:nth-child(2)'],
      ['/results?tab=season-standings', 'Season standings', 'td:nth-child(2)'],
    ] as const;
    for (const [path, name, cells] of tables) {
      await page.goto(`${stack.url}${path}`);
      const table = page.getByRole('table', { name });
      await table.locator('tbody tr').first().waitFor();
      expect(await namesCutMidWord(table.locator(`tbody tr ${cells}`)), name).toEqual([]);
    }
    await screenshotWhole(page, 'results-season-standings-names-phone');
    await context.close();
  });
});

describe('the admin Survivor tab', () => {
  it("lists the week's survivor picks as Can Change, then finalizes the week and shows them Finalized", async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/admin?tab=survivor`);
    const list = page.getByRole('table', { name: 'Week 15 survivor picks' });
    await list.waitFor();
    const before = (await (
      await page.request.get(`${stack.url}/api/admin/survivor/picks?week=15`)
    ).json()) as AdminSurvivorPicks;
    expect(before.isFinalized).toBe(false);
    expect(before.picks.length).toBeGreaterThan(0);
    await eventually(() => list.getByText('Can Change', { exact: true }).count()).toBe(before.picks.length);
    const [first] = before.picks;
    if (!first) throw new Error('no Week 15 survivor pick in the seed');
    expect(
      await list
        .getByRole('row', { name: new RegExp(first.user.displayName) })
        .first()
        .innerText(),
    ).toContain(first.team.abbreviation);
    await screenshotWhole(page, 'issue10-admin-survivor-open-desktop');
    await page.setViewportSize(viewports.phone);
    await screenshotWhole(page, 'issue10-admin-survivor-open-phone');
    await page.setViewportSize(viewports.desktop);

    await page.getByRole('button', { name: 'Finalize Week 15' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Finalize Week 15?' });
    await dialog.waitFor();
    await screenshotWhole(page, 'issue10-admin-survivor-confirm-desktop');
    await dialog.getByRole('button', { name: 'Finalize Week' }).click();
    await page.getByText('Week finalized. All picks are now locked.').first().waitFor();
    await list.getByText('Finalized', { exact: true }).first().waitFor();
    await eventually(() => list.getByText('Finalized', { exact: true }).count()).toBe(before.picks.length);
    await eventually(() => list.getByText('Can Change', { exact: true }).count()).toBe(0);
    await eventually(() => page.getByRole('button', { name: 'Finalize Week 15', exact: true }).count()).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Un-finalize Week 15' }).waitFor();
    await screenshotWhole(page, 'issue10-admin-survivor-finalized-desktop');
    await page.setViewportSize(viewports.phone);
    await screenshotWhole(page, 'issue10-admin-survivor-finalized-phone');

    // The lock is the server's: the pick's owner can no longer change it.
    const standardPick = before.picks.find((pick) => pick.poolId === 'standard');
    if (!standardPick) throw new Error('no standard Week 15 pick in the seed');
    const { client } = await signIn(stack.url, emailOf(standardPick.user.displayName));
    const changed = await client.send('POST', '/api/survivor/pick', {
      entryId: standardPick.entryId,
      pickedTeamId: standardPick.pickedTeamId,
      week: 15,
    });
    expect(changed.status).toBeGreaterThanOrEqual(400);
    expect(((await changed.json()) as { message: string }).message).toBe(
      'Week 15 is finalized - survivor picks are locked',
    );

    // Pool Statistics counts the survivors alive in the standard pool and the late-entry group.
    const stats = (await (await page.request.get(`${stack.url}/api/survivor/stats`)).json()) as SurvivorStats;
    await page.goto(`${stack.url}/admin?tab=pool-settings`);
    const card = page.getByRole('region', { name: 'Pool Statistics' });
    const count = (label: string) =>
      card.locator('dl > div', { has: page.locator('dt', { hasText: label }) }).locator('dd');
    await count('Standard survivors').getByText(String(stats.standard.alive), { exact: true }).waitFor();
    await eventually(() => count('Late-entry survivors').innerText()).toBe(String(stats.lateEntry.alive));
    expect(Number(await count('Weekly pool players').innerText())).toBeGreaterThan(0);
    await context.close();
  });
});
