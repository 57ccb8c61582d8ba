import { describe, expect, it } from 'vitest';
import { mailer } from '../../functions/lib/mail';
import { seriousViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshotBothSizes,
  screenshotWhole,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

describe('the admin reading the Outbox in chromium', () => {
  it('lists mail sent through the mailer, newest first, and opens one to read without running its HTML', async () => {
    await mailer().send({
      to: 'bob@example.com',
      subject: 'Welcome to the pool',
      text: 'Glad to have you.',
    });
    await mailer().send({
      to: 'alice@example.com',
      subject: 'Week 15: picks missing',
      text: `Hi Alice,\n\nYou still need to pick 3 games before Thursday 8:15 PM ET.\n\nMake your picks: ${stack.url}/weekly-picks`,
      html: '<p>Hi Alice,</p><p id="mail-body">You still need to pick <b>3 games</b>.</p><script>parent.document.title = "taken over"</script>',
      headers: { 'List-Unsubscribe': `<${stack.url}/api/unsubscribe?token=demo>` },
    });

    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('tab', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('outbox');
    const received = page.getByRole('list', { name: 'Received mail' });
    await received.getByText('Week 15: picks missing').waitFor();
    const rows = received.getByRole('listitem');
    await eventually(() => rows.count()).toBe(2);
    await eventually(() => rows.nth(0).textContent()).toContain('To alice@example.com');
    await eventually(() => rows.nth(1).textContent()).toContain('Welcome to the pool');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue13-outbox-list');

    await rows.nth(0).getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Week 15: picks missing' });
    await dialog.waitFor();
    await dialog.getByText('You still need to pick 3 games before Thursday 8:15 PM ET.').waitFor();
    await eventually(() => dialog.getByText('NFL Pool <pool@localhost>').count()).toBe(1);
    await eventually(() =>
      dialog.getByRole('link', { name: `${stack.url}/weekly-picks` }).getAttribute('href'),
    ).toBe(`${stack.url}/weekly-picks`);
    await eventually(() => dialog.getByText(`<${stack.url}/api/unsubscribe?token=demo>`).count()).toBe(1);
    // Before the HTML frame opens: axe cannot look inside a frame that runs no scripts.
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByText('HTML version').click();
    const frame = dialog.locator('iframe[title="HTML version of this mail"]');
    await eventually(() => frame.getAttribute('sandbox')).toBe('');
    await page.frameLocator('iframe[title="HTML version of this mail"]').locator('#mail-body').waitFor();
    // The mail's markup is in its own sandboxed frame, never in the page, and its script did not run.
    await eventually(() => page.locator('#mail-body').count()).toBe(0);
    await eventually(() => page.title()).toBe('Admin Dashboard · NFL Pool');
    await screenshotBothSizes(page, 'issue13-outbox-message');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('says that Amazon SES sends the mail when SES is the configured transport', async () => {
    process.env.MAIL_TRANSPORT = 'ses';
    try {
      const { context, page } = await chromium.newPage('phone');
      await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
      await page.goto(`${stack.url}/admin?tab=outbox`);
      await page.getByText('Mail is sent by Amazon SES.').waitFor();
      await screenshotWhole(page, 'issue13-outbox-ses-phone');
      await context.close();
    } finally {
      delete process.env.MAIL_TRANSPORT;
    }
  });
});
