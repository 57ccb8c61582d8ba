import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { privatePoolMessages } from '../../shared/join-policy';
import type { CurrentUser } from '../../shared/user';
import { seriousViolations } from '../support/axe';
import {
  chromiumForFile,
  eventually,
  poolLocale,
  screenshot,
  screenshotWhole,
  signInThroughUi,
} from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * A private pool through the pages at 390 px: the admin copies the invite link from Admin → Users, a
 * friend opens it on a phone, signs in through the real local provider, picks a username and makes a
 * pick; a stranger who signs in without the link meets the private-pool page and a 403 from the API.
 * Under approval a friend waits until the admin approves them from the list, then plays.
 */
const stack = localStackForFile({ seed: true });
const chromium = chromiumForFile(poolLocale);

let admin: PoolClient;
beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
});

const setJoinPolicy = async (joinPolicy: 'open' | 'invite' | 'approval') =>
  expect((await admin.send('PUT', '/api/admin/pool-settings', { joinPolicy })).status).toBe(200);

/** The admin's phone, signed in through the pages, on Admin → Users. */
const adminOnUsers = async () => {
  const { context, page } = await chromium.newPage('phone');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await signInThroughUi(page, stack.url, 'admin@example.com');
  await page.goto(`${stack.url}/admin?tab=users`);
  await page.getByRole('textbox', { name: 'Invite link' }).waitFor();
  return { context, page };
};

/** The invite link as Admin → Users shows it, copied with its Copy button. */
const copyInviteLink = async (page: Page) => {
  const field = page.getByRole('textbox', { name: 'Invite link' });
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${stack.url}/join#[A-Za-z0-9_-]{22,}$`));
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  return link;
};

/** Opens the invite link on a fresh phone and signs in through the local provider as `email`. */
const arriveThroughLink = async (link: string, email: string) => {
  const { context, page } = await chromium.newPage('phone');
  await page.goto(link);
  await page.getByRole('heading', { name: /^Join / }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, 'private-pool-join-phone');
  await page.getByRole('button', { name: 'Sign in to join' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
};

/** The username step, then the home side of every open game of /weekly-picks and the Monday-night total, saved. */
const chooseUsernameAndPick = async (page: Page, username: string) => {
  await page.getByLabel('Username').fill(username);
  await page.getByText('Username is available!').waitFor();
  await page.getByRole('button', { name: 'Set Username' }).click();
  await page.getByRole('button', { name: 'Go to the site' }).click();
  await page.getByRole('heading', { name: /Dashboard/ }).waitFor();
  await page.goto(`${stack.url}/weekly-picks`);
  await page.getByRole('heading', { name: 'Week 15 Picks' }).waitFor();
  await page.getByRole('group', { name: 'ATL at TB' }).waitFor();
  for (const card of await page.getByRole('group', { name: / at / }).all()) {
    const home = card.getByRole('button').nth(1);
    await home.click();
    await eventually(() => home.getAttribute('aria-pressed')).toBe('true');
  }
  await page.getByLabel('Total points').fill('44');
  await page.getByRole('button', { name: 'Save All Picks' }).click();
  await page.getByText('Picks Saved', { exact: true }).waitFor();
};

const me = async (page: Page) =>
  (await (await page.request.get(`${stack.url}/api/auth/user`)).json()) as CurrentUser & {
    poolAccess: string;
  };

const closeAll = (...contexts: BrowserContext[]) => Promise.all(contexts.map((context) => context.close()));

describe('a private pool on a phone', () => {
  it('lets in a friend with the invite link and shows a stranger the private-pool page', async () => {
    await setJoinPolicy('invite');
    const adminPhone = await adminOnUsers();
    await screenshotWhole(adminPhone.page, 'private-pool-admin-users-phone');
    const link = await copyInviteLink(adminPhone.page);

    const friend = await arriveThroughLink(link, 'invited.friend@example.com');
    await chooseUsernameAndPick(friend.page, 'invited_friend');
    expect(await me(friend.page)).toMatchObject({ username: 'invited_friend', poolAccess: 'member' });

    const stranger = await chromium.newPage('phone');
    await stranger.page.goto(stack.url);
    await stranger.page.getByRole('button', { name: 'Sign In' }).first().click();
    await stranger.page.getByLabel('Email').fill('stranger@example.com');
    await stranger.page.getByRole('button', { name: 'Sign in' }).click();
    await stranger.page.getByRole('heading', { name: 'Members only' }).waitFor();
    await stranger.page.getByText(privatePoolMessages.outsider).waitFor();
    expect(await seriousViolations(stranger.page)).toEqual([]);
    await screenshot(stranger.page, 'private-pool-outsider-phone');
    // Any address shows the same page, and the API refuses the stranger.
    await stranger.page.goto(`${stack.url}/weekly-picks`);
    await stranger.page.getByRole('heading', { name: 'Members only' }).waitFor();
    const refused = await stranger.page.request.get(`${stack.url}/api/games/current-week`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ message: privatePoolMessages.outsider });

    // Replaced, the old link no longer lets anyone in.
    await adminPhone.page.getByRole('button', { name: 'Replace Link' }).click();
    await adminPhone.page
      .getByRole('alertdialog', { name: 'Replace the invite link?' })
      .getByRole('button', { name: 'Replace Link' })
      .click();
    await adminPhone.page.getByText('Invite link replaced').waitFor();
    expect(await adminPhone.page.getByRole('textbox', { name: 'Invite link' }).inputValue()).not.toBe(link);
    const late = await chromium.newPage('phone');
    await late.page.goto(link);
    await late.page.getByRole('button', { name: 'Sign in to join' }).click();
    await late.page.getByRole('heading', { name: 'Invite link not valid' }).waitFor();
    await late.page.getByText(privatePoolMessages.invalidLink).waitFor();
    await screenshot(late.page, 'private-pool-invalid-link-phone');
    await closeAll(adminPhone.context, friend.context, stranger.context, late.context);
  }, 120_000);

  it('keeps a friend waiting under approval until the admin approves them from the list', async () => {
    const adminPhone = await adminOnUsers();
    await adminPhone.page.goto(`${stack.url}/admin?tab=pool-settings`);
    const choice = adminPhone.page.getByRole('radio', { name: /Invite link and approval/ });
    await choice.click();
    await adminPhone.page.getByText('Who can join updated').waitFor();
    expect(await choice.isChecked()).toBe(true);
    await screenshotWhole(adminPhone.page, 'private-pool-who-can-join-phone');
    await adminPhone.page.goto(`${stack.url}/admin?tab=users`);
    const link = await copyInviteLink(adminPhone.page);

    const friend = await arriveThroughLink(link, 'patient.friend@example.com');
    await friend.page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await friend.page.getByText(privatePoolMessages.waiting).waitFor();
    expect(await seriousViolations(friend.page)).toEqual([]);
    await screenshot(friend.page, 'private-pool-waiting-phone');

    // The admin's dashboard counts them and leads to the list.
    await adminPhone.page.goto(stack.url);
    await adminPhone.page.getByText('1 person is waiting to join').waitFor();
    await screenshot(adminPhone.page, 'private-pool-admin-dashboard-phone', { fullPage: false });
    await adminPhone.page.getByRole('link', { name: 'Review' }).click();
    // The phone's section select counts them on Users.
    const section = adminPhone.page.getByLabel('Admin section').locator('option:checked');
    await eventually(() => section.textContent()).toBe('Users (1)');
    const waiting = adminPhone.page.getByRole('list', { name: 'People waiting to join' });
    await waiting.getByText('patient.friend@example.com').first().waitFor();
    await screenshotWhole(adminPhone.page, 'private-pool-admin-waiting-phone');
    await adminPhone.page.getByRole('button', { name: /^Approve / }).click();
    await adminPhone.page.getByText('No one is waiting to join').waitFor();
    await eventually(() => section.textContent()).toBe('Users');

    await friend.page.getByRole('button', { name: 'Check again' }).click();
    await chooseUsernameAndPick(friend.page, 'patient_friend');
    expect(await me(friend.page)).toMatchObject({ username: 'patient_friend', poolAccess: 'member' });
    await closeAll(adminPhone.context, friend.context);
  }, 120_000);
});
