import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import {
  animationsSettled,
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotsWanted,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// Week 15 before its first kickoff: every game open, weeks 1-14 scored.
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

/** One element as the phone shows it. */
const shoot = async (target: Locator, name: string) => {
  if (!screenshotsWanted) return;
  await animationsSettled(target.page());
  await screenshot(target, name);
};

/** Every request from now on with this method whose path matches. */
const requestsTo = (page: Page, method: string, path: RegExp) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === method && path.test(pathname)) seen.push(pathname);
  });
  return seen;
};

/** The texts the box is described by, in order. */
const descriptionOf = async (page: Page, box: Locator) => {
  const ids = ((await box.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  return Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()));
};

/** The MNF card's id: its rule's id without '-rule'. */
const mnfCardId = async (total: Locator) =>
  ((await total.getAttribute('aria-describedby')) ?? '')
    .split(' ')
    .at(-1)
    ?.replace(/-rule$/, '');

const openAdminSection = async (page: Page, label: string) => {
  await page.goto(`${stack.url}/admin`);
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  await page.getByLabel('Admin section').selectOption({ label });
};

describe('inputs on a phone (390 px) say what is wrong as it is typed', () => {
  it('the MNF total: a number keypad, and the problem under the box as each character goes in', async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'bob@example.com');
    await page.goto(`${stack.url}/weekly-picks`);
    const total = page.getByLabel('Total points');
    await total.waitFor();
    await eventually(() => total.getAttribute('inputmode')).toBe('numeric');
    const rule = "Both teams' points combined, 0-150, whole number";

    const typed: [string, string | null][] = [
      ['2', null],
      ['20', null],
      ['200', '200 is more than 150'],
    ];
    for (const [text, problem] of typed) {
      await total.pressSequentially(text.slice(-1));
      await eventually(() => total.inputValue()).toBe(text);
      await eventually(() => descriptionOf(page, total), text).toEqual(problem ? [problem, rule] : [rule]);
      await eventually(() => total.getAttribute('aria-invalid'), text).toBe(problem ? 'true' : null);
    }
    await shoot(page.locator(`#${await mnfCardId(total)}`), 'inputs-mnf-over-150-phone');

    for (const [text, problem] of [
      ['-5', "A total can't be negative"],
      ['45.5', 'Whole numbers only, no decimals'],
      ['4x', 'Numbers only'],
    ] as const) {
      await total.fill(text);
      await eventually(() => descriptionOf(page, total), text).toEqual([problem, rule]);
    }
    await total.fill('47');
    await eventually(() => descriptionOf(page, total)).toEqual([rule]);
    await eventually(() => total.getAttribute('aria-invalid')).toBeNull();
    await context.close();
  });

  it("the admin's test score keeps a minus sign and refuses it with a message, sending nothing", async () => {
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await openAdminSection(page, 'Testing');
    const card = page.getByRole('region', { name: 'Game Score Testing' });
    await card.getByLabel('Game').selectOption({ index: 1 });
    const puts = requestsTo(page, 'PUT', /^\/api\/admin\/game-score\//);

    const away = card.getByLabel('Away score');
    await away.fill('');
    await away.pressSequentially('-7');
    await card.getByLabel('Home score').fill('21');
    await eventually(() => away.inputValue()).toBe('-7');
    await card.getByText("A score can't be negative").waitFor();
    await eventually(() => away.getAttribute('aria-invalid')).toBe('true');
    const setScore = card.getByRole('button', { name: 'Set Game Score' });
    await eventually(() => setScore.isDisabled()).toBe(true);
    await away.press('Enter');
    await shoot(card, 'inputs-admin-negative-score-phone');

    await away.fill('4.5');
    await card.getByText('Whole numbers only').waitFor();
    await away.fill('17');
    await eventually(() => card.getByText("A score can't be negative").count()).toBe(0);
    await eventually(() => setScore.isDisabled()).toBe(false);
    expect(puts).toEqual([]);

    // The week's score table on Data Sync: the same refusal, named by its box, and Save All sends nothing.
    await page.getByLabel('Admin section').selectOption({ label: 'Data Sync' });
    const scores = page.getByRole('region', { name: 'Sync Game Scores' });
    await scores.getByRole('button', { name: 'Load Games' }).click();
    const table = scores.getByRole('table', { name: 'Week 15 scores' });
    await table.waitFor();
    const firstAway = table.getByRole('textbox').first();
    const label = await firstAway.getAttribute('aria-label');
    await firstAway.pressSequentially('-3');
    await eventually(() => firstAway.inputValue()).toBe('-3');
    await eventually(() => firstAway.getAttribute('aria-invalid')).toBe('true');
    await scores.getByText(`${label}: a score can't be negative`).waitFor();
    const posts = requestsTo(page, 'POST', /^\/api\/admin\/save-all-scores$/);
    await scores.getByRole('button', { name: 'Save All Scores' }).click();
    await page.getByText('Scores not saved').waitFor();
    expect(posts).toEqual([]);
    await context.close();
  });

  it("a square goes to a pool player from the list, whatever their username's length, or to a typed name capped at 10; hidden characters say so", async () => {
    const admin = (await signIn(stack.url, 'admin@example.com')).client;
    const usersRead: string[] = [];
    const { context, page } = await chromium.newPage('phone');
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/users') usersRead.push(request.method());
    });
    await signInThroughUi(page, stack.url, 'admin@example.com');
    await openAdminSection(page, 'Squares');
    const names = page.getByRole('region', { name: 'Square Names' });
    const grid = names.getByRole('group', { name: 'Square names' });
    const square = grid.getByRole('combobox', { name: 'Square 12', exact: true });
    await square.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await square.click();
    await square.pressSequentially('ali');
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: 'alice_b' }).waitFor();
    await eventually(() => listbox.getByRole('option').allInnerTexts()).toEqual(['alice_b']);
    await shoot(names, 'inputs-squares-picker-phone');
    await listbox.getByRole('option', { name: 'alice_b' }).click();
    await eventually(() => square.inputValue()).toBe('alice_b');

    const other = grid.getByRole('combobox', { name: 'Square 13', exact: true });
    await other.click();
    await other.pressSequentially('Uncle Bobby Jr');
    await eventually(() => other.inputValue()).toBe('Uncle Bobb');
    await other.fill('Bo\u200Bb');
    const message = names.getByText(
      'Square 13: control, bidirectional or zero-width characters are not allowed',
    );
    await message.waitFor();
    await eventually(() => other.getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await shoot(names, 'inputs-squares-hidden-characters-phone');

    const puts = requestsTo(page, 'PUT', /^\/api\/admin\/squares\/\d+\/assign$/);
    await page.getByRole('button', { name: 'Save All' }).click();
    await page.getByText('Square names not saved').waitFor();
    expect(puts).toEqual([]);

    await other.fill('Uncle Bob');
    await eventually(() => message.count()).toBe(0);
    const third = grid.getByRole('combobox', { name: 'Square 14', exact: true });
    await third.click();
    await third.pressSequentially('dan_t');
    await listbox.getByRole('option', { name: 'dan_the_man' }).click();
    await eventually(() => third.inputValue()).toBe('dan_the_man');
    await page.getByRole('button', { name: 'Save All' }).click();
    await page.getByText('Square names saved').waitFor();
    expect(puts).toHaveLength(3);
    const squares = (await (await admin.get('/api/squares')).json()) as {
      gridPosition: number;
      playerName: string | null;
      userId: string | null;
    }[];
    const named = squares.filter((s) => [12, 13, 14].includes(s.gridPosition));
    expect(named.map((s) => [s.gridPosition, s.playerName, s.userId !== null])).toEqual([
      [12, 'alice_b', true],
      [13, 'Uncle Bob', false],
      [14, 'dan_the_man', true],
    ]);
    expect(usersRead).toEqual(['GET']);
    await context.close();
  });
});

describe('a sign-in refused for too many attempts (the real limit, lowered for the test)', () => {
  it('is a page with the wait and the ways back, still a 429 with Retry-After', async () => {
    const { context, page } = await chromium.newPage('phone');
    const raised = process.env.SIGN_IN_LIMIT_PER_ADDRESS;
    process.env.SIGN_IN_LIMIT_PER_ADDRESS = '1';
    try {
      // The one sign-in start the lowered limit allows this window (earlier tests may have used it).
      await fetch(`${stack.url}/api/login`, { redirect: 'manual' });
      const response = await page.goto(`${stack.url}/api/login`);
      expect(response?.status()).toBe(429);
      const retryAfter = Number(await response?.headerValue('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Too many sign-in attempts' }).waitFor();
      const minutes = Math.ceil(retryAfter / 60);
      await page
        .getByText(`please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, { exact: false })
        .waitFor();
      await shoot(page.locator('body'), 'inputs-sign-in-429-phone');
      expect(await seriousViolations(page)).toEqual([]);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);

      await page.getByRole('link', { name: 'Back to the pool' }).click();
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await page.getByRole('heading', { name: 'Too many sign-in attempts' }).waitFor();
    } finally {
      if (raised === undefined) delete process.env.SIGN_IN_LIMIT_PER_ADDRESS;
      else process.env.SIGN_IN_LIMIT_PER_ADDRESS = raised;
    }
    await context.close();
  });
});
