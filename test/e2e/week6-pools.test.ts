import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';
import { keepWeek6Open } from '../support/week6';

// Week 15, Thursday noon ET: every game still open.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-11T17:00:00.000Z' });

// The demo clock is Week 15: the Week 6 pools these sign-ups register in are kept open (the closed
// pools are journey-newcomer.test.ts's).
beforeAll(async () => {
  await keepWeek6Open((await signIn(stack.url, 'admin@example.com')).client);
});
const chromium = chromiumForFile(poolLocale);

const entryCards = (page: Page) => page.getByRole('article');
const myEntries = async (page: Page) =>
  (await (await page.request.get(`${stack.url}/api/week6/entries`)).json()) as SurvivorEntry[];

describe('Week 6 pools, from the sign-up link to the picks', () => {
  it('signs up with 3 entries, names one, deletes one, picks for each and sees them on the pools page', async () => {
    const { context, page } = await chromium.newPage('phone');
    await page.goto(stack.url);
    await page.getByRole('button', { name: 'Join Week 6 Survivor Pool' }).first().click();
    await page.getByLabel('Email').fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Username').fill('newcomer_w6');
    await page.getByText('Username is available!').waitFor();
    await page.getByLabel('Number of Entries').selectOption('3');
    await page.getByRole('button', { name: 'Register for Week 6' }).click();
    await page.getByText('Your 3 entries are ready.').waitFor();
    await page.getByRole('button', { name: 'Go to the site' }).click();
    await page.getByRole('heading', { name: 'Week 15 Dashboard' }).waitFor();
    const banner = page.getByRole('region', { name: 'Week 6 Survivor Pools' });
    await banner.getByText('Registered').waitFor();
    await eventually(() => banner.getByRole('link', { name: 'Pick Now!' }).getAttribute('href')).toBe(
      '/weekly-picks',
    );

    await page.goto(`${stack.url}/week6/welcome`);
    await page.getByRole('heading', { name: 'Welcome to the Week 6 Survivor Pools' }).waitFor();
    await screenshotBothSizes(page, 'issue10-week6-welcome');

    await page.getByRole('link', { name: 'Manage My Entries' }).click();
    await page.getByRole('heading', { name: 'Your Entries' }).waitFor();
    await entryCards(page).nth(2).waitFor();
    await eventually(() => entryCards(page).count()).toBe(3);

    await page.getByRole('button', { name: 'Create New Entry' }).click();
    await page.getByRole('button', { name: 'Create Entry' }).click();
    await page.getByText('Please enter an entry name').waitFor();
    await page.getByLabel('Entry name').fill('My Main Entry');
    await screenshotBothSizes(page, 'issue10-week6-create-dialog');
    await page.getByRole('button', { name: 'Create Entry' }).click();
    await page.getByText('Entry Created', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'My Main Entry' }).waitFor();

    await page.getByRole('button', { name: 'Delete Entry 2' }).click();
    await page
      .getByText('Are you sure you want to delete this entry? This action cannot be undone.')
      .waitFor();
    await screenshotBothSizes(page, 'issue10-week6-delete-confirm');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Entry Deleted', { exact: true }).waitFor();
    await eventually(async () => entryCards(page).count()).toBe(3);
    const entries = await myEntries(page);
    expect(entries.map((entry) => entry.displayName).sort()).toEqual(['Entry 1', 'Entry 2', 'My Main Entry']);

    await page
      .getByRole('article', { name: 'My Main Entry' })
      .getByRole('link', { name: 'Manage Picks' })
      .click();
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    // One grid open at a time: each entry folds to its line once its team is chosen.
    for (const entry of entries) {
      const card = page.locator(`[id="entry-${entry.id}"]`);
      const picker = card.getByRole('group', { name: 'Team for Week 15' });
      await card.waitFor();
      if ((await picker.count()) === 0) await card.getByRole('button', { name: /^(Choose|Change) / }).click();
      await picker.getByRole('radio', { disabled: false }).first().click();
      await card.getByText(/ · locks /).waitFor();
    }
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    const picked = await myEntries(page);
    expect(picked.every((entry) => entry.picks.some((pick) => pick.week === 15))).toBe(true);

    await page.goto(`${stack.url}/week6/pools`);
    for (const entry of picked) {
      const team = entry.picks.find((pick) => pick.week === 15)?.team.abbreviation;
      await page
        .getByRole('article', { name: entry.displayName })
        .getByText(`Week 15 pick: ${team}`)
        .waitFor();
    }
    await screenshotBothSizes(page, 'issue10-week6-pools');

    const results = (await (
      await page.request.get(`${stack.url}/api/survivor/results?poolId=week6&maxWeek=15`)
    ).json()) as SurvivorPoolResults;
    const rows = results.rows.filter((row) => row.user.displayName === 'newcomer_w6');
    expect(rows.map((row) => row.entryName).sort()).toEqual(['Entry 1', 'Entry 2', 'My Main Entry']);
    await page.goto(`${stack.url}/results?tab=survivor`);
    await page.getByText('My Main Entry').first().waitFor();
    await page.getByText('Entry 2').first().waitFor();
    await page.goto(`${stack.url}/week6/pools`);
    await entryCards(page).nth(2).waitFor();

    for (let created = 3; created < 10; created += 1) {
      const response = await page.request.post(`${stack.url}/api/week6/entries`, {
        data: { poolId: 'week6', entryName: `Extra ${created}` },
        headers: { origin: new URL(stack.url).origin },
      });
      expect(response.status()).toBe(200);
    }
    await page.reload();
    await page.getByText('You have reached the maximum number of entries for this pool.').waitFor();
    await eventually(() => page.getByRole('button', { name: 'Create New Entry' }).count()).toBe(0);
    await screenshotBothSizes(page, 'issue10-week6-pools-full');
    await context.close();
  });

  it('shows an empty pools page, then registers from the dashboard dialog', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    const banner = page.getByRole('region', { name: 'Week 6 Survivor Pools' });
    await banner.getByText('Registered').waitFor();

    await context.close();
    const fresh = await chromium.newPage('phone');
    await fresh.page.goto(stack.url);
    await fresh.page.getByRole('button', { name: 'Sign In' }).first().click();
    await fresh.page.getByLabel('Email').fill('latecomer@example.com');
    await fresh.page.getByRole('button', { name: 'Sign in' }).click();
    await fresh.page.getByLabel('Username').fill('latecomer');
    await fresh.page.getByText('Username is available!').waitFor();
    await fresh.page.getByRole('button', { name: 'Set Username' }).click();
    await fresh.page.getByRole('button', { name: 'Go to the site' }).click();
    const freshBanner = fresh.page.getByRole('region', { name: 'Week 6 Survivor Pools' });
    await freshBanner.getByRole('button', { name: 'Register Now' }).waitFor();
    await fresh.page.getByRole('group', { name: 'Survivor' }).getByText('No entry').waitFor();

    await fresh.page.goto(`${stack.url}/week6/pools`);
    await fresh.page.getByText('No entries yet').waitFor();
    await fresh.page.getByText('Create your first entry to start playing Week 6 survivor!').waitFor();
    await screenshotBothSizes(fresh.page, 'issue10-week6-pools-empty');

    await fresh.page.goto(stack.url);
    await freshBanner.getByRole('button', { name: 'Register Now' }).click();
    await fresh.page.getByLabel('Number of Entries').selectOption('2');
    await fresh.page.getByText('200 points total').waitFor();
    await screenshotBothSizes(fresh.page, 'issue10-dashboard-register-dialog');
    await fresh.page.getByRole('button', { name: 'Sign Up' }).click();
    await fresh.page.getByText('Week 6 Registration Complete', { exact: true }).waitFor();
    await freshBanner.getByText('Registered').waitFor();
    await freshBanner.getByText('2 picks needed').waitFor();
    await screenshotBothSizes(fresh.page, 'issue10-dashboard-week6-banner');
    await fresh.context.close();
  });
});
