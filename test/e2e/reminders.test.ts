import { describe, expect, it } from 'vitest';
import { runDueReminders } from '../../functions/services/reminder-job';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotBothSizes,
  signInThroughUi,
} from '../support/browser';
import { gate } from '../support/gate';
import { localStackForFile } from '../support/local-stack';

// Wednesday of Week 15; the week's first kickoff is Thursday 8:15 PM ET (2025-12-12T01:15Z).
const WEDNESDAY = '2025-12-10T17:00:00.000Z';
const PAST_SIX_HOURS_BEFORE = '2025-12-11T19:30:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: WEDNESDAY });
const chromium = chromiumForFile(poolLocale);

const SUBJECT = 'Week 15: you still have picks to make';

let unsubscribeLink = '';

describe('missing-picks reminders in chromium', () => {
  it('a player opts in from the profile menu; once the clock passes the lead, the admin reads the reminder in the Outbox', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await page.getByRole('button', { name: 'Alice Brown' }).click();
    const optIn = page.getByRole('menuitemcheckbox', { name: 'Email me when I have missing picks' });
    await eventually(() => optIn.getAttribute('aria-checked')).toBe('false');
    await optIn.click();
    await page.getByText('Reminders on: 24 hours before the first kickoff').waitFor();
    await page.getByRole('menuitemradio', { name: '6 hours before' }).click();
    await page.getByText('Reminders on: 6 hours before the first kickoff').waitFor();
    await eventually(() => optIn.getAttribute('aria-checked')).toBe('true');
    expect(
      await page.getByRole('menuitemradio', { name: '6 hours before' }).getAttribute('aria-checked'),
    ).toBe('true');
    await screenshot(page, 'issue13-reminders-menu-desktop');
    await page.keyboard.press('Escape');
    await context.close();

    expect(await runDueReminders()).toEqual({ sent: 0 });
    process.env.POOL_NOW = PAST_SIX_HOURS_BEFORE;
    expect(await runDueReminders()).toEqual({ sent: 1 });

    const admin = await chromium.newPage('desktop');
    await signInThroughUi(admin.page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await admin.page.goto(`${stack.url}/admin?tab=outbox`);
    const mail = admin.page.getByRole('list', { name: 'Received mail' });
    await mail.getByRole('button', { name: new RegExp(SUBJECT) }).click();
    const dialog = admin.page.getByRole('dialog', { name: SUBJECT });
    await dialog.getByText('alice@example.com').first().waitFor();
    await eventually(() => dialog.innerText()).toContain('You still have picks to make');
    await eventually(() => dialog.innerText()).toContain('Weekly picks (');
    await eventually(() => dialog.innerText()).toContain('Monday night tiebreaker');
    await eventually(() => dialog.innerText()).toContain(`${stack.url}/weekly-picks`);
    unsubscribeLink = (await dialog.innerText()).match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0] ?? '';
    expect(unsubscribeLink).not.toBe('');
    await screenshot(admin.page, 'issue13-reminder-in-outbox-desktop');
    await admin.context.close();
  });

  it('a tap on the name before the menu code arrives opens the menu once it does', async () => {
    const { context, page } = await chromium.newPage('desktop');
    const menuCode = gate();
    await page.route(/\/assets\/profile-menu-[\w-]+\.js$/, async (route) => {
      await menuCode.opened;
      await route.continue();
    });
    await signInThroughUi(page, stack.url, 'bob@example.com', 'Week 15 Dashboard');
    const name = page.getByRole('button', { name: 'Bob Taylor' });
    await name.click();
    await eventually(() => name.getAttribute('data-scope')).toBeNull();
    menuCode.open();
    await page.getByRole('menuitemcheckbox', { name: 'Email me when I have missing picks' }).waitFor();
    await eventually(() => name.getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });

  it('the unsubscribe link turns the reminders off without signing in, and a bad link says so', async () => {
    const { context, page } = await chromium.newPage('phone');
    await page.goto(unsubscribeLink);
    await page.getByRole('heading', { name: 'Reminders are off' }).waitFor();
    await page.getByText('alice_b').waitFor();
    await screenshotBothSizes(page, 'issue13-unsubscribed');
    await page.goto(`${stack.url}/unsubscribe?token=${encodeURIComponent(`${unsubscribeLink.slice(-12)}x`)}`);
    await page.getByRole('heading', { name: 'Link not valid' }).waitFor();
    await page.getByText('This unsubscribe link is invalid or has expired').waitFor();
    await screenshotBothSizes(page, 'issue13-unsubscribe-invalid');
    await context.close();

    const alice = await chromium.newPage('desktop');
    await signInThroughUi(alice.page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await alice.page.getByRole('button', { name: 'Alice Brown' }).click();
    const optIn = alice.page.getByRole('menuitemcheckbox', { name: 'Email me when I have missing picks' });
    await optIn.waitFor();
    await eventually(() => optIn.getAttribute('aria-checked')).toBe('false');
    await alice.context.close();
  });

  it('a player opts in from the phone menu, and the admin reminds the opted-in players from the report', async () => {
    const bob = await chromium.newPage('phone');
    await signInThroughUi(bob.page, stack.url, 'bob@example.com', 'Week 15 Dashboard');
    await bob.page.getByRole('button', { name: 'Open menu' }).click();
    await bob.page.getByRole('button', { name: 'Reminders' }).click();
    await bob.page.getByRole('menuitemcheckbox', { name: 'Email me when I have missing picks' }).click();
    await bob.page.getByText('Reminders on: 24 hours before the first kickoff').waitFor();
    await screenshot(bob.page, 'issue13-reminders-menu-phone');
    await bob.context.close();

    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/admin?tab=override-picks`);
    const report = page.getByRole('region', { name: 'Missing Picks' });
    await report.getByText('Next kickoff in 5 h 45 min').waitFor();
    const players = report.getByRole('list', { name: 'Players with missing picks' });
    await players.getByText('bobby_t').waitFor();
    await players.getByText('dan_the_man').waitFor();
    await report.getByRole('button', { name: 'Remind these players now' }).click();
    await report.getByRole('status').getByText('Sent 1 reminder: bobby_t.').waitFor();
    await screenshotBothSizes(page, 'issue13-missing-picks-report');

    await page.goto(`${stack.url}/admin?tab=outbox`);
    const mail = page.getByRole('list', { name: 'Received mail' });
    await mail.getByText('To bob@example.com').waitFor();
    await context.close();
  });
});
