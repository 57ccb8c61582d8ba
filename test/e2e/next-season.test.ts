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

// The demo pool at its clock (Week 15 of 2025), with a made-up 2026 season beside the bundled 2025 one.
process.env.SEASON_DATA_DIR = writeNextSeasonFiles(2026);
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

describe('the next season, on a phone', () => {
  it('the admin starts 2026 from the console; a player opens 2025 from Results', async () => {
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

    await card.getByRole('button', { name: 'Start the 2026 Season' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Start the 2026 season?' });
    await dialog.waitFor();
    await animationsSettled(page);
    await screenshot(page, 'next-season-confirm-phone', { fullPage: false });
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
});
