import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/local/demo-players';
import type { Game } from '../../shared/game';
import type { MissingPicksReport } from '../../shared/schemas/reminders';
import type { MySurvivorEntry } from '../../shared/schemas/survivor';
import { seriousViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Week 15, Thursday noon ET: every game still open. Nina (late-entry only) is alive, Omar (late-entry only) is out.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-11T17:00:00.000Z' });
const chromium = chromiumForFile(poolLocale);

const emailOf = (username: string) =>
  demoAccounts.find((account) => account.username === username)?.email ?? '';

const entryOf = async (email: string) => {
  const { client } = await signIn(stack.url, email);
  const { entry } = (await (await client.get('/api/survivor/entry')).json()) as MySurvivorEntry;
  if (!entry) throw new Error(`${email} has no survivor entry`);
  return { client, entry };
};

describe('a late-entry-only player on /weekly-picks and the dashboard', () => {
  it('shows her Late-Entry Survivor entry with its team picker, saves the pick, and the admin stops waiting for it', async () => {
    const email = emailOf('nina_late');
    const { client, entry } = await entryOf(email);
    expect(entry).toMatchObject({ kind: 'late', isEliminated: false });
    expect(entry.picks.some((pick) => pick.week === 15)).toBe(false);
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const waiting = async () =>
      ((await (await admin.get('/api/admin/missing-picks')).json()) as MissingPicksReport).players.find(
        (row) => row.displayName === 'nina_late',
      );
    expect((await waiting())?.survivor.map((missing) => missing.name)).toEqual(['Late-Entry Survivor']);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
    const card = page.getByRole('region', { name: 'Late-Entry Survivor' });
    await card.getByText('Pick needed', { exact: true }).waitFor();
    await card.getByText('Alive', { exact: true }).waitFor();
    await card.getByText(/^No pick yet · next lock /).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue26-late-dashboard-pick-needed');

    await card.getByRole('link', { name: 'Pick Now!' }).click();
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    await page.getByText('Your Late-Entry Survivor entry: one team a week, each team once.').waitFor();
    await eventually(() => page.getByText(/Week 6 survivor pools|No entries yet/).count()).toBe(0);
    const entryCard = page.getByRole('article', { name: 'Late-Entry Survivor' });
    const picker = entryCard.getByRole('group', { name: 'Team for Week 15' });
    await picker.waitFor();
    const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
    await eventually(() => picker.getByRole('radio').count()).toBe(games.length * 2);
    const used = entry.picks[0];
    const usedRadio = picker.getByRole('radio', { name: new RegExp(`^${used?.team.abbreviation} `) });
    if ((await usedRadio.count()) > 0) {
      await eventually(() => usedRadio.isDisabled()).toBe(true);
      await entryCard.getByText(`Used in Week ${used?.week}`).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue26-late-picks-needed');

    const sunday = games.find(
      (game) =>
        game.startTime > '2025-12-14T00:00:00Z' &&
        !entry.picks.some((p) => p.pickedTeamId === game.homeTeamId),
    ) as Game;
    await picker.getByRole('radio', { name: new RegExp(`^${sunday.homeTeam.abbreviation} `) }).check();
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    const saved = (await (await client.get('/api/survivor/entry')).json()) as MySurvivorEntry;
    expect(saved.entry?.picks.find((pick) => pick.week === 15)?.pickedTeamId).toBe(sunday.homeTeamId);
    expect(await waiting()).toBeUndefined();

    await page.goto(stack.url);
    await card.getByText(`Your pick: ${sunday.homeTeam.abbreviation} (locks `, { exact: false }).waitFor();
    await eventually(() => card.getByText('Pick needed', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows an eliminated late entry as a compact card with no team list and no Pick Now!', async () => {
    const email = emailOf('omar_late');
    const { entry } = await entryOf(email);
    expect(entry.isEliminated).toBe(true);
    const last = entry.picks.at(-1);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
    const card = page.getByRole('region', { name: 'Late-Entry Survivor' });
    await card.getByText('Eliminated', { exact: true }).waitFor();
    await card.getByText(new RegExp(`Out in Week ${entry.eliminatedInWeek}`)).waitFor();
    await eventually(() => card.getByRole('link', { name: 'Pick Now!' }).count()).toBe(0);
    await screenshotBothSizes(page, 'issue26-late-dashboard-eliminated');

    await page.goto(`${stack.url}/weekly-picks`);
    const entryCard = page.getByRole('article', { name: 'Late-Entry Survivor' });
    await entryCard.getByText(`Out in Week ${entry.eliminatedInWeek}`).waitFor();
    if (last)
      await entryCard.getByText(`Last pick: ${last.team.abbreviation} in Week ${last.week}`).waitFor();
    await eventually(() => page.getByRole('radio').count()).toBe(0);
    await eventually(() => page.getByRole('button', { name: 'Save All Picks' }).count()).toBe(0);
    await screenshotBothSizes(page, 'issue26-late-picks-eliminated');
    await context.close();
  });

  it('leaves a full-app player her weekly picks with the same picker, and her dashboard its survivor card', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const results = (await (await admin.get('/api/survivor/results?poolId=standard&maxWeek=15')).json()) as {
      rows: { user: { displayName: string }; isEliminated: boolean }[];
    };
    const alive = results.rows.find((row) => !row.isEliminated && row.user.displayName !== 'commish');
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, emailOf(alive?.user.displayName ?? ''), 'Week 15 Dashboard');
    await page.getByText('Weekly rank').waitFor();
    await eventually(() => page.getByRole('region', { name: 'Late-Entry Survivor' }).count()).toBe(0);
    await screenshotBothSizes(page, 'issue26-full-app-dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    await page
      .getByRole('article', { name: 'Survivor Pool' })
      .getByRole('group', { name: 'Team for Week 15' })
      .waitFor();
    await page.getByRole('group', { name: /^ATL at TB/ }).waitFor();
    await screenshotBothSizes(page, 'issue26-full-app-picks');
    await context.close();
  });

  it('offers Pick Now! on the Week 6 banner only to a player with an entry still alive', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const results = (await (await admin.get('/api/survivor/results?poolId=week6')).json()) as {
      rows: { user: { displayName: string }; isEliminated: boolean }[];
    };
    const owners = [...new Set(results.rows.map((row) => row.user.displayName))];
    const allOut = (name: string) =>
      results.rows.filter((row) => row.user.displayName === name).every((row) => row.isEliminated);
    const out = owners.find(allOut);
    const alive = owners.find((name) => !allOut(name));
    expect(out && alive).toBeTruthy();
    for (const [name, offered] of [
      [out, 0],
      [alive, 1],
    ] as const) {
      const { context, page } = await chromium.newPage('phone');
      await signInThroughUi(page, stack.url, emailOf(name as string), 'Week 15 Dashboard');
      const banner = page.getByRole('region', { name: 'Week 6 Survivor Pools' });
      await banner.getByText('Registered', { exact: true }).waitFor();
      await banner.getByRole('link', { name: 'My entries' }).waitFor();
      await eventually(() => banner.getByRole('link', { name: 'Pick Now!' }).count()).toBe(offered);
      await context.close();
    }
  });
});
