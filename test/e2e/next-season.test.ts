import { describe, expect, it } from 'vitest';
import type { SeasonArchive } from '../../shared/schemas/seasons';
import { seriousViolations } from '../support/axe';
import {
  animationsSettled,
  chromiumForFile,
  poolLocale,
  screenshot,
  screenshotWhole,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { writeNextSeasonFiles } from '../support/next-season-file';
import { signIn } from '../support/pool-client';

// The demo pool at its clock (Week 15 of 2025: Weeks 15 to 18 not played), with a made-up 2026 season
// beside the bundled 2025 one.
process.env.SEASON_DATA_DIR = writeNextSeasonFiles(2026);
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

describe('the next season, on a phone', () => {
  it('the admin is told why 2026 cannot start mid-season, ends 2025 early with its year typed, starts 2026; a player opens 2025 from Results', async () => {
    // The prerendered pages were built before any season: no year is baked into them.
    for (const path of ['/', '/results']) {
      expect(await (await fetch(`${stack.url}${path}`)).text()).not.toMatch(/20\d\d NFL|NFL (Pool )?20\d\d/);
    }
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await page.getByText('NFL 2025 Regular Season').waitFor();

    await page.goto(`${stack.url}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const card = page.getByRole('region', { name: 'Start the Next Season' });
    await card.getByText('The pool plays the 2025 season.', { exact: false }).waitFor();
    expect(await card.getByLabel('Next season').inputValue()).toBe('2026');
    await card.getByText('Squares price').waitFor();
    await card.getByText('A new survivor entry for every player').waitFor();
    await card.scrollIntoViewIfNeeded();
    await screenshot(card, 'next-season-card-phone');

    // Mid-season the start is refused, and the card says why: the server's own words.
    await card.getByRole('button', { name: 'Start the 2026 Season' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start the 2026 season?' });
    await dialog.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'next-season-confirm-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Start 2026' }).click();
    const refusal = card.getByRole('alert');
    await refusal.getByText('The 2026 season was not started').waitFor();
    await refusal
      .getByText(
        /^The 2025 season is not over: \d+ games in 4 weeks \(Weeks 15 to 18\) are not final\. Start 2026 once every game is final, or end 2025 early with "End the Season Now"\.$/,
      )
      .waitFor();
    await refusal.getByText('Nothing was changed: the pool still plays 2025.').waitFor();
    await card.getByText('The pool plays the 2025 season.', { exact: false }).waitFor();
    await refusal.scrollIntoViewIfNeeded();
    await screenshot(card, 'next-season-refused-phone');

    // End the season now: what stays undecided, and the year typed to confirm.
    const ending = page.getByRole('region', { name: 'End the Season Now' });
    await ending.getByText('No weekly winner for Weeks 15 to 18').waitFor();
    await ending.getByText('No season 1st and 2nd place').waitFor();
    // Clear of the sticky header for the picture.
    await ending.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await screenshot(ending, 'end-season-card-phone');
    await ending.getByRole('button', { name: 'End the 2025 Season Now' }).click();
    const endDialog = page.getByRole('alertdialog', { name: 'End the 2025 season now?' });
    await endDialog.waitFor();
    await endDialog.getByText(/^\d+ games never final$/).waitFor();
    await endDialog.getByText('No weekly winner for Weeks 15 to 18').waitFor();
    await endDialog.getByText('No season 1st and 2nd place').waitFor();
    await endDialog.getByText(/^Survivor Pool: no winner \(\d+ (entry|entries) still alive\)$/).waitFor();
    const endButton = endDialog.getByRole('button', { name: 'End 2025' });
    expect(await endButton.isDisabled()).toBe(true);
    const year = endDialog.getByLabel('Type 2025 to confirm');
    await year.fill('2026');
    expect(await endButton.isDisabled()).toBe(true);
    await year.fill('2025');
    expect(await endButton.isDisabled()).toBe(false);
    await animationsSettled(page);
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await screenshot(page, 'end-season-dialog-phone', { fullPage: false });
    await endButton.click();
    await endDialog.waitFor({ state: 'detached' });
    await ending
      .getByText(/^The 2025 season was ended early \(.+\)\. Start the next season when it is ready\.$/)
      .waitFor();
    await ending.getByText('Left undecided').waitFor();
    expect(await ending.getByRole('button', { name: 'End the 2025 Season Now' }).count()).toBe(0);
    await ending.evaluate((card) => card.scrollIntoView({ block: 'center' }));
    await screenshot(ending, 'end-season-ended-phone');

    // Ended, 2025 lets 2026 start.
    await card.getByRole('button', { name: 'Start the 2026 Season' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Start 2026' }).click();
    await card.getByText('The 2026 season has started').waitFor({ timeout: 60_000 });
    await card.getByText(/272 games loaded, \d+ players enrolled in the survivor pool/).waitFor();
    await card.getByText('The pool plays the 2026 season.', { exact: false }).waitFor();
    await screenshot(card, 'next-season-started-phone');

    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'Week 1 Dashboard' }).waitFor();
    await page.getByText('NFL 2026 Regular Season').waitFor();
    await animationsSettled(page);
    await screenshot(page, 'dashboard-2026-phone', { fullPage: false });
    await context.close();

    // What Results shows of 2025 is its archive.
    const alice = (await signIn(stack.url, 'alice@example.com')).client;
    const archive = (await (await alice.get('/api/seasons/2025')).json()) as SeasonArchive;
    const player = await chromium.newPage('phone');
    await signInThroughUi(player.page, stack.url, 'alice@example.com');
    await player.page.goto(`${stack.url}/results`);
    await player.page.getByRole('heading', { name: 'Results & Standings' }).waitFor();
    await player.page.getByLabel('Season').selectOption({ label: '2025 season' });
    await player.page.getByText('How the 2025 season ended.').waitFor();
    const endedNote = player.page.getByRole('note');
    await endedNote.getByText('The 2025 season was ended early, before its last game').waitFor();
    await endedNote.getByText('No weekly winner for Weeks 15 to 18').waitFor();
    const standings = player.page.getByRole('table', { name: '2025 final standings' });
    await standings.waitFor();
    expect(await standings.locator('tbody tr').count()).toBe(archive.standings.length);
    const first = archive.standings[0];
    await standings
      .locator('tbody tr')
      .first()
      .getByText(first?.name ?? '?')
      .waitFor();
    const survivor = player.page.getByRole('region', { name: 'Survivor', exact: true });
    await survivor.getByRole('heading', { name: 'Survivor Pool', exact: true }).waitFor();
    await survivor
      .getByText(/^(Winner|Still alive at the end|Last alive)/)
      .first()
      .waitFor();
    const winners = player.page.getByRole('table', { name: '2025 weekly winners' });
    expect(await winners.locator('tbody tr').count()).toBe(14);
    expect(new URL(player.page.url()).searchParams.get('season')).toBe('2025');
    await screenshotWhole(player.page, 'results-past-season-phone');
    expect(await seriousViolations(player.page)).toEqual([]);

    // Back to the season the pool plays.
    await player.page.getByLabel('Season').selectOption({ label: '2026 season (current)' });
    await player.page.getByText('Every pick, every week, and the race for the season.').waitFor();
    await player.context.close();

    // On a wide screen the address opens the past season by itself.
    const wide = await chromium.newPage('desktop');
    await signInThroughUi(wide.page, stack.url, 'alice@example.com');
    await wide.page.goto(`${stack.url}/results?season=2025`);
    await wide.page.getByRole('table', { name: '2025 final standings' }).waitFor();
    expect(await wide.page.getByLabel('Season').inputValue()).toBe('2025');
    await screenshotWhole(wide.page, 'results-past-season-desktop');
    await wide.context.close();

    const visitor = await chromium.newPage('phone');
    await visitor.page.goto(stack.url);
    await visitor.page.getByText('2026 NFL Season').waitFor();
    await visitor.page.getByRole('heading', { name: 'NFL Pool 2026' }).waitFor();
    await screenshot(visitor.page, 'landing-2026-phone', { fullPage: false });
    await visitor.context.close();
  });

  it("a late-entry-only player opens 2025's survivor pools from a season select, their entry in its grid", async () => {
    const limited = await chromium.newPage('phone');
    await signInThroughUi(limited.page, stack.url, 'omar@example.com');
    await limited.page.goto(`${stack.url}/results`);
    await limited.page.getByRole('heading', { name: 'Results & Standings' }).waitFor();
    await limited.page.getByLabel('Season').selectOption({ label: '2025 season' });
    await limited.page.getByText('How the 2025 season ended.').waitFor();
    await limited.page.getByLabel('Survivor pool', { exact: true }).selectOption('late');
    const lateGrid = limited.page.getByRole('table', { name: 'Late-Entry Survivor picks by week' });
    await lateGrid.getByRole('row', { name: /omar_late/ }).waitFor();
    expect(await limited.page.getByRole('table', { name: '2025 final standings' }).count()).toBe(0);
    await screenshotWhole(limited.page, 'results-past-season-limited-phone');
    await limited.context.close();
  });
});
