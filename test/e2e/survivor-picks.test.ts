import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/local/demo-players';
import type { Game } from '../../shared/game';
import type { MySurvivorEntry, SurvivorEntry, SurvivorPoolResults } from '../../shared/schemas/survivor';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Week 15, Thursday noon ET: every game still open.
const stack = localStackForFile({ seed: true, poolNow: '2025-12-11T17:00:00.000Z' });
const chromium = chromiumForFile(poolLocale);

const emailOf = (username: string) =>
  demoAccounts.find((account) => account.username === username)?.email ?? '';

/** A demo player whose standard entry is alive and has no Week 15 pick (the seed is the same on every machine). */
const aliveWithoutPick = async (): Promise<string> => {
  const { client: admin } = await signIn(stack.url, 'admin@example.com');
  const results = (await (
    await admin.get('/api/survivor/results?poolId=standard&maxWeek=15')
  ).json()) as SurvivorPoolResults;
  const row = results.rows.find((candidate) => !candidate.isEliminated && !candidate.picks[15]);
  if (!row) throw new Error('the seed has no alive standard entry without a Week 15 pick');
  return emailOf(row.user.displayName);
};

describe('survivor picks on /weekly-picks', () => {
  it('saves the survivor pick with the weekly picks, never offers a used team, and asks for it first', async () => {
    const email = await aliveWithoutPick();
    const { client } = await signIn(stack.url, email);
    const games = (await (await client.get('/api/games/week/15')).json()) as Game[];
    const [first, ...rest] = games.filter((game) => game.lockReason === null) as [Game, ...Game[]];
    const picks = rest.map((game) => ({ gameId: game.id, pickedTeamId: game.homeTeamId, week: 15 }));
    expect((await client.send('POST', '/api/picks/weekly/batch', { picks })).status).toBe(200);
    const monday = games.find((game) => game.isMnfTiebreaker);
    await client.send('POST', '/api/tiebreaker/mnf', { gameId: monday?.id, week: 15, predictedTotal: 47 });
    const { entry } = (await (await client.get('/api/survivor/entry')).json()) as MySurvivorEntry;
    const used = entry?.picks[0]?.team.abbreviation as string;

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    const card = page.getByRole('article', { name: 'Survivor Pool' });
    const picker = card.getByRole('group', { name: 'Team for Week 15' });
    await picker.waitFor();
    await eventually(() => page.getByText('Pick needed').count()).toBeGreaterThan(0);

    // Each team shows its opponent, line and kickoff; a used team is greyed out with the week it was used.
    const usedRadio = picker.getByRole('radio', {
      name: new RegExp(`^${used} .*Used in Week ${entry?.picks[0]?.week}$`),
    });
    await eventually(() => usedRadio.count()).toBe(1);
    await eventually(() => usedRadio.isDisabled()).toBe(true);
    await eventually(() => picker.getByRole('radio').count()).toBe(games.length * 2);
    const firstHome = picker.getByRole('radio', {
      name: new RegExp(
        `^${first.homeTeam.abbreviation}\\s*[-+][\\d.]+\\s*vs ${first.awayTeam.abbreviation}\\s*Thu \\d+:\\d\\d PM$`,
      ),
    });
    await eventually(() => firstHome.getAttribute('value')).toBe(String(first.homeTeamId));

    await page
      .getByRole('group', { name: `${first.awayTeam.abbreviation} at ${first.homeTeam.abbreviation}` })
      .getByRole('button')
      .first()
      .click();
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Incomplete Picks', { exact: true }).waitFor();
    await page.getByText("Choose this entry's team for Week 15.").waitFor();
    await screenshotBothSizes(page, 'issue10-survivor-card-needed');

    const open = picker.getByRole('radio', { disabled: false });
    const choice = (await open.first().getAttribute('value')) as string;
    await open.first().check();
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();

    const saved = (await (await client.get('/api/survivor/entry')).json()) as MySurvivorEntry;
    expect(saved.entry?.picks.find((pick) => pick.week === 15)?.pickedTeamId).toBe(Number(choice));
    const weekly = (await (
      await client.get(`/api/picks/weekly/15/${(await (await client.get('/api/auth/user')).json()).id}`)
    ).json()) as unknown[];
    expect(weekly.length).toBe(rest.length + 1);

    await page.reload();
    await picker.waitFor();
    await eventually(() => picker.getByRole('radio', { checked: true }).getAttribute('value')).toBe(choice);
    await card.getByText(`Used: Wk ${entry?.picks[0]?.week} ${used}`).waitFor();
    await screenshotBothSizes(page, 'issue10-survivor-card-saved');
    await context.close();
  });

  it('shows an eliminated entry as such, with no pick to make', async () => {
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const results = (await (
      await admin.get('/api/survivor/results?poolId=standard')
    ).json()) as SurvivorPoolResults;
    const out = results.rows.find((row) => row.isEliminated && row.user.displayName !== 'commish');
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, emailOf(out?.user.displayName ?? ''), 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    const card = page.getByRole('article', { name: 'Survivor Pool' });
    await card.getByText(`Out in Week ${out?.eliminatedInWeek}`, { exact: true }).waitFor();
    await eventually(() => card.getByRole('radio').count()).toBe(0);
    await context.close();
  });

  it('gives a Week 6-only player their entries’ cards, saves a pick and refuses to send a used team', async () => {
    const email = emailOf('wendy_w6');
    const { client } = await signIn(stack.url, email);
    const entries = (await (await client.get('/api/week6/entries')).json()) as SurvivorEntry[];
    const alive = entries.filter((entry) => !entry.isEliminated);
    expect(alive.length).toBeGreaterThan(0);

    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
    await page.goto(`${stack.url}/weekly-picks`);
    await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
    for (const entry of entries) await page.locator(`[id="entry-${entry.id}"]`).waitFor();
    const card = page.locator(`[id="entry-${alive[0]?.id}"]`);
    // The entries fold to one line each, one grid open at a time: open the first live one's.
    if ((await card.getByRole('group').count()) === 0)
      await card.getByRole('button', { name: /^(Choose|Change) / }).click();
    const usedTeam = card.getByRole('radio', { name: /Used in Week \d+$/ });
    await eventually(() => usedTeam.count()).toBeGreaterThan(0);
    await eventually(() => usedTeam.first().isDisabled()).toBe(true);
    await screenshotBothSizes(page, 'issue10-week6-cards');
    for (const entry of alive) {
      const entryCard = page.locator(`[id="entry-${entry.id}"]`);
      const picker = entryCard.getByRole('group', { name: 'Team for Week 15' });
      if ((await picker.count()) === 0)
        await entryCard.getByRole('button', { name: /^(Choose|Change) / }).click();
      const values = await picker
        .getByRole('radio', { disabled: false })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const taken = new Set(
        alive.flatMap((other) => other.picks.filter((p) => p.week === 15).map((p) => String(p.pickedTeamId))),
      );
      const value = values.find((candidate) => !taken.has(candidate)) as string;
      await picker.locator(`input[value="${value}"]`).click();
      await entryCard.getByText(/ · locks /).waitFor();
    }
    await page.getByRole('button', { name: 'Save All Picks' }).click();
    await page.getByText('Picks Saved', { exact: true }).waitFor();
    const after = (await (await client.get('/api/week6/entries')).json()) as SurvivorEntry[];
    for (const entry of after.filter((candidate) => !candidate.isEliminated)) {
      expect(entry.picks.some((pick) => pick.week === 15)).toBe(true);
    }
    await context.close();
  });
});
