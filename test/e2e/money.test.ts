import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Ledger } from '../../shared/schemas/money';
import { seriousViolations } from '../support/axe';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotBothSizes,
  signInThroughUi,
  viewports,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Week 15, Thursday noon ET: the pool's day is 2025-12-11, whatever this machine's date.
const THURSDAY_NOON = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_NOON });
const chromium = chromiumForFile(poolLocale);

const numberIn = async (cell: Locator) => Number((await cell.textContent())?.replace(/,/g, ''));

/** A player's row of the ledger: owed, paid, won and projected as numbers, and the balance as it reads. */
const rowOf = async (page: Page, player: string) => {
  const table = page.getByRole('table', { name: "Players' money in points" });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: player, exact: true }) });
  const cells = row.getByRole('cell');
  return {
    owed: await numberIn(cells.nth(0)),
    paid: await numberIn(cells.nth(1)),
    won: await numberIn(cells.nth(2)),
    balance: (await cells.nth(4).textContent()) ?? '',
  };
};

/** The balance in the admin's words, as the table writes it. */
const ledgerWords = (balance: number) =>
  balance < 0
    ? `Owes ${(-balance).toLocaleString('en-US')}`
    : balance > 0
      ? `Is owed ${balance.toLocaleString('en-US')}`
      : 'All square';

describe('the money through the pages', () => {
  it('the admin records a payment for a player, then corrects it with a new record', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/admin`);
    await page.getByRole('tab', { name: 'Money' }).click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('money');
    await page.getByRole('rowheader', { name: 'alice_b', exact: true }).waitFor();
    const before = await rowOf(page, 'alice_b');
    expect(before.owed).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue30-money-tab');

    await page.getByRole('button', { name: 'Record payment for alice_b' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment for alice_b' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date paid').inputValue()).toBe('2025-12-11');
    await dialog.getByLabel('Amount (points)').fill('-40');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog
      .getByText('A payment is money in: enter a positive amount (a correction may be negative)')
      .waitFor();
    await dialog.getByLabel('Amount (points)').fill('140');
    await dialog.getByLabel('Date paid').fill('2025-12-10');
    await dialog.getByLabel('Note').fill('Venmo');
    await animationsSettled(page);
    await page.setViewportSize(viewports.phone);
    await screenshot(page, 'issue30-payment-dialog-phone', { fullPage: false });
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'issue30-payment-dialog-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await page.getByText('Payment recorded').first().waitFor();
    await page.getByText('140 points for alice_b on Dec 10, 2025.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The table's new answer renders in a transition (lib/deferred-answers.ts), just after the toast.
    await eventually(async () => (await rowOf(page, 'alice_b')).paid).toBe(before.paid + 140);
    const paid = await rowOf(page, 'alice_b');
    expect(paid.balance).toBe(ledgerWords(paid.paid + paid.won - paid.owed));

    await page.getByRole('button', { name: 'Details of alice_b' }).click();
    const details = page.getByRole('dialog', { name: 'alice_b' });
    const payment = details.getByRole('listitem', { name: 'Payment of 140 points on Dec 10, 2025' });
    await payment.getByText('Venmo').waitFor();
    await payment.getByRole('button', { name: 'Correct' }).click();
    const correction = page.getByRole('dialog', { name: 'Correct a payment of alice_b' });
    await correction.waitFor();
    expect(await correction.getByLabel('Amount (points)').inputValue()).toBe('-140');
    await correction.getByLabel('Amount (points)').fill('-15');
    await correction.getByLabel('Note').fill('Counted 15 twice');
    await correction.getByRole('button', { name: 'Record correction' }).click();
    await page.getByText('Correction recorded').first().waitFor();
    await correction.waitFor({ state: 'hidden' });
    await eventually(async () => (await rowOf(page, 'alice_b')).paid).toBe(before.paid + 125);
    const corrected = await rowOf(page, 'alice_b');
    expect(corrected.balance).toBe(ledgerWords(corrected.paid + corrected.won - corrected.owed));

    // Both records stay: the payment, marked corrected, and the correction naming it.
    await page.getByRole('button', { name: 'Details of alice_b' }).click();
    const after = page.getByRole('dialog', { name: 'alice_b' });
    await after
      .getByRole('listitem', { name: 'Payment of 140 points on Dec 10, 2025' })
      .getByText('Corrected')
      .waitFor();
    const record = after.getByRole('listitem', { name: 'Correction of -15 points on Dec 11, 2025' });
    await record.getByText('Corrects 140 points on Dec 10, 2025').waitFor();
    await record.getByText('Counted 15 twice').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await animationsSettled(page);
    await page.setViewportSize(viewports.phone);
    await screenshot(page, 'issue30-money-details-phone', { fullPage: false });
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'issue30-money-details-desktop', { fullPage: false });
    await context.close();
  });

  it('the player sees their balance on the dashboard at 390 px, and the prizes in the rules', async () => {
    const { context, page } = await chromium.newPage('phone');
    await page.addInitScript(() => {
      const shifts: { value: number; startTime: number }[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push({ value: entry.value, startTime: entry.startTime });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    const card = page.getByRole('region', { name: 'Your money' });
    const { client: admin } = await signIn(stack.url, 'admin@example.com');
    const ledger = (await (await admin.get('/api/admin/money')).json()) as Ledger;
    const aliceBalance = ledger.rows.find((row) => row.displayName === 'alice_b')?.balance ?? Number.NaN;
    const words =
      aliceBalance < 0
        ? `You owe ${(-aliceBalance).toLocaleString('en-US')} points`
        : aliceBalance > 0
          ? `The pool owes you ${aliceBalance.toLocaleString('en-US')} points`
          : 'All square';
    await card.getByText(words).waitFor();
    expect(await card.getByText('Paid').count()).toBe(1);
    await animationsSettled(page);
    // Nothing on the page moved when the card's answer came and the card appeared.
    const shiftAfterCard = await page.evaluate(() => {
      const reads = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const read = reads.find((entry) => entry.name.endsWith('/api/money/me'));
      const { shifts } = window as unknown as { shifts: { value: number; startTime: number }[] };
      return read
        ? shifts
            .filter((shift) => shift.startTime >= read.responseEnd)
            .reduce((sum, shift) => sum + shift.value, 0)
        : null;
    });
    expect(shiftAfterCard).toBe(0);
    const box = await card.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue30-dashboard-money');

    await page.goto(`${stack.url}/rules?tab=prizes`);
    const prizes = page.getByRole('table', { name: 'Prizes and fees in points' });
    await prizes.getByRole('row', { name: /Weekly winner.*350 points/ }).waitFor();
    await prizes.getByRole('row', { name: /Season 1st place.*2,500 points/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'issue30-rules-prizes');
    await context.close();
  });

  it('the admin changes a prize and enters the Super Bowl score; the rules show the new prize', async () => {
    const { context, page } = await chromium.newPage('desktop');
    await signInThroughUi(page, stack.url, 'admin@example.com', 'Week 15 Dashboard');
    await page.goto(`${stack.url}/admin?tab=money`);
    const amounts = page.getByRole('region', { name: 'Amounts' });
    await amounts.getByLabel('Weekly winner').waitFor();
    expect(await amounts.getByLabel('Weekly winner').inputValue()).toBe('350');
    await amounts.getByLabel('Weekly winner').fill('400');
    await amounts.getByLabel('Final %').fill('20');
    await amounts.getByRole('button', { name: 'Save amounts' }).click();
    await amounts.getByText('The four quarters must add up to 100%').waitFor();
    await amounts.getByLabel('Q1 %').fill('30');
    await amounts.getByRole('button', { name: 'Save amounts' }).click();
    await page.getByText('Amounts saved').first().waitFor();

    const superBowl = page.getByRole('region', { name: 'Super Bowl score' });
    await superBowl.getByLabel('Away score, end of Q1').fill('7');
    await superBowl.getByLabel('Home score, end of Q1').fill('3');
    await superBowl.getByLabel('Away score, end of Q2').fill('6');
    await superBowl.getByLabel('Home score, end of Q2').fill('10');
    await superBowl.getByRole('button', { name: 'Save score' }).click();
    await superBowl.getByText(/^Q2: the score at the end of a quarter includes/).waitFor();
    await superBowl.getByLabel('Away score, end of Q2').fill('14');
    await superBowl.getByRole('button', { name: 'Save score' }).click();
    await page.getByText('The squares are paid through Q2.').first().waitFor();
    await page.reload();
    expect(await superBowl.getByLabel('Away score, end of Q2').inputValue()).toBe('14');
    expect(await amounts.getByLabel('Weekly winner').inputValue()).toBe('400');

    await page.goto(`${stack.url}/rules?tab=prizes`);
    const prizes = page.getByRole('table', { name: 'Prizes and fees in points' });
    await prizes.getByRole('row', { name: /Weekly winner.*400 points/ }).waitFor();
    await prizes.getByRole('row', { name: 'End of Q1 30% of the pot' }).waitFor();
    await prizes.getByRole('row', { name: 'Final score 20% of the pot' }).waitFor();
    await context.close();
  });
});
