import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

// Week 15: Thursday night's ATL at TB kicks off at 01:15Z on Dec 12; the other fifteen games come later.
const BEFORE_KICKOFF = '2025-12-12T01:13:00.000Z';
const AFTER_KICKOFF = '2025-12-12T01:16:00.000Z';
const HOUR_MS = 60 * 60 * 1000;
const LOCKED = 'Game has started - picks are locked';

const stack = localStackForFile({ seed: true, poolNow: BEFORE_KICKOFF });
const chromium = chromiumForFile(poolLocale);

/**
 * A page whose own clock is `browserAheadMs` off the pool's, so only the server's Date header can
 * tell it when kickoff is. The fake clock goes in before the first navigation.
 */
const openPicks = async (viewport: ViewportName, email: string, browserAheadMs: number) => {
  process.env.POOL_NOW = BEFORE_KICKOFF;
  const { context, page } = await chromium.newPage(viewport);
  await page.clock.install({ time: Date.parse(BEFORE_KICKOFF) + browserAheadMs });
  await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
  const thursday = page.getByRole('group', { name: 'ATL at TB' });
  await thursday.waitFor();
  return { context, page, thursday };
};

/** Picks the home side of every game card after the first `skip`, and fills the MNF total. */
const pickTheRest = async (page: Page, skip: number) => {
  const cards = await page.getByRole('group', { name: / at / }).all();
  expect(cards.length).toBe(16);
  for (const card of cards.slice(skip)) await card.getByRole('button').nth(1).click();
  await page.getByLabel('Total points').fill('44');
};

/** Chooses the survivor team from a Sunday game, so the Thursday kickoff refuses nothing else. */
const pickSundaySurvivorTeam = async (page: Page) => {
  const picker = page.getByRole('group', { name: 'Team for Week 15' });
  await picker
    .getByRole('radio', { name: /^(?!ATL |TB )/, disabled: false })
    .first()
    .check();
};

describe.each(Object.keys(viewports) as ViewportName[])(
  'a picks page open across kickoff on %s',
  (viewport) => {
    it('locks the game at its kickoff without a reload, and Save All asks only for the open games', async () => {
      // The browser runs an hour behind the pool: by its own clock the game would stay open.
      const { context, page, thursday } = await openPicks(
        viewport,
        viewport === 'desktop' ? 'carla@example.com' : 'dan@example.com',
        -HOUR_MS,
      );
      await eventually(() => thursday.getByRole('button', { name: /Atlanta Falcons/ }).isEnabled()).toBe(
        true,
      );
      await eventually(() => thursday.getByText(LOCKED).count()).toBe(0);
      await page.evaluate(() => {
        (window as { samePage?: boolean }).samePage = true;
      });

      process.env.POOL_NOW = AFTER_KICKOFF;
      await page.clock.fastForward('03:00');
      await thursday.getByText(LOCKED).waitFor();
      await eventually(() => thursday.getByRole('button', { name: /Atlanta Falcons/ }).isDisabled()).toBe(
        true,
      );
      await eventually(() => page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

      await pickTheRest(page, 1);
      await page.getByText('15 of 15 picks made').waitFor();
      await page.getByRole('button', { name: 'Save All Picks' }).click();
      await page.getByText('Picks Saved', { exact: true }).waitFor();
      await page.getByText('All picks saved').waitFor();
      await screenshotWhole(page, `picks-across-kickoff-locked-${viewport}`);
      await context.close();
    });

    it('names the refused game and the reason when the server clock passed kickoff unseen', async () => {
      // The browser runs an hour ahead of the pool: by its own clock every Sunday game would be locked.
      // Erin is still alive in the survivor pool and owes a Week 15 team; Frank is out of it.
      const player =
        viewport === 'desktop'
          ? { email: 'erin@example.com', survivor: true }
          : { email: 'frank@example.com', survivor: false };
      const { context, page, thursday } = await openPicks(viewport, player.email, HOUR_MS);
      await eventually(() => thursday.getByRole('button', { name: /Atlanta Falcons/ }).isEnabled()).toBe(
        true,
      );
      await pickTheRest(page, 0);
      await page.getByText('16 of 16 picks made').waitFor();
      if (player.survivor) await pickSundaySurvivorTeam(page);
      else await eventually(() => page.getByRole('group', { name: 'Team for Week 15' }).count()).toBe(0);

      process.env.POOL_NOW = AFTER_KICKOFF;
      await page.getByRole('button', { name: 'Save All Picks' }).click();
      await page.getByText('Partial Success', { exact: true }).waitFor();
      // Every game, the MNF total and the survivor pick are sent; only ATL @ TB is refused.
      const sent = 16 + 1 + (player.survivor ? 1 : 0);
      await page.getByText(`${sent - 1} of ${sent} picks saved successfully`).waitFor();
      await page.getByText(`ATL @ TB: ${LOCKED}`).waitFor();
      await thursday.getByText(LOCKED).waitFor();
      await screenshotWhole(page, `picks-across-kickoff-refused-${viewport}`);
      await context.close();
    });
  },
);
