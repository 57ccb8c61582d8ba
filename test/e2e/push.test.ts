import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PushMessage } from '../../functions/services/push-sender';
import type { ReminderPreference } from '../../shared/reminders';
import type { PushDevice } from '../../shared/schemas/push';
import { chromiumForFile, eventually, poolLocale, screenshot, signInThroughUi } from '../support/browser';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

/*
 * Headless chromium here has no push service to subscribe with: in a fresh (incognito) context
 * `pushManager.subscribe` is refused ("permission denied"), in a persistent profile it waits for
 * Google's push service forever. So the service worker's side is tested by delivering the push
 * through the DevTools protocol, and the menu's states around subscribing through the real server
 * (the devices a player's other browsers subscribed, added through the API as they would be).
 */

const stack = localStackForFile({ seed: true, poolNow: '2025-12-12T03:00:00.000Z' });
const chromium = chromiumForFile({ ...poolLocale, serviceWorkers: 'allow' });

/** A browser's subscription on Google's push service, as another of the player's devices sends it. */
const anotherBrowser = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomUUID()}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});

const subscribeDevices = async (client: PoolClient, count: number) => {
  for (let device = 0; device < count; device += 1) {
    const response = await client.send('POST', '/api/push/subscriptions', anotherBrowser());
    expect(response.status).toBe(201);
  }
};

const devicesOf = async (client: PoolClient) =>
  (await (await client.get('/api/push/subscriptions')).json()) as PushDevice[];

/** The service worker's registration id, for the DevTools protocol's push delivery. */
const workerRegistrationId = async (cdp: CDPSession): Promise<string> => {
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const live = registrations.find((registration) => !registration.isDeleted);
      if (live) resolve(live.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  return registered;
};

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data,
    })),
  );

/** Opens the profile menu from the phone's drawer. */
const openReminders = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Reminders' }).click();
  await page.getByRole('menuitem', { name: /^Turn push (on|off) for this device$/ }).waitFor();
};

const pushStatus = (page: Page) => page.locator('[data-push-status]');

describe('push notifications in chromium', () => {
  it('the service worker shows the push the server sends as a notification; a later one of the same tag replaces it', async () => {
    const { context, page } = await chromium.newPage('phone');
    await context.grantPermissions(['notifications'], { origin: stack.url });
    await page.goto(stack.url);
    await page.getByRole('heading', { name: 'NFL Pool' }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistrationId(cdp);
    const push = (message: PushMessage) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: stack.url,
        registrationId,
        data: JSON.stringify(message),
      });

    const reminder = {
      title: 'Week 15: picks missing',
      body: 'You still have 15 picks to make before Sunday 1:00 PM.',
      url: `${stack.url}/weekly-picks`,
      tag: 'picks-missing-15',
    } satisfies PushMessage;
    await push(reminder);
    await eventually(() => shownNotifications(page)).toEqual([
      { title: reminder.title, body: reminder.body, tag: reminder.tag, data: { url: reminder.url } },
    ]);

    await push({ ...reminder, body: 'You still have 2 picks to make before Sunday 1:00 PM.' });
    await eventually(() => shownNotifications(page)).toEqual([
      {
        title: reminder.title,
        body: 'You still have 2 picks to make before Sunday 1:00 PM.',
        tag: reminder.tag,
        data: { url: reminder.url },
      },
    ]);
    await context.close();
  });

  it('the menu lists the player’s devices, removes one, clears them, and says when the limit is reached', async () => {
    const { client } = await signIn(stack.url, 'alice@example.com');
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'alice@example.com', 'Week 15 Dashboard');
    await openReminders(page);
    await eventually(() => pushStatus(page).innerText()).toBe('Push is off for this device.');
    expect(await page.getByRole('menuitem', { name: /Remove/ }).count()).toBe(0);
    await screenshot(page, 'push-menu-off-phone', { fullPage: false });

    await subscribeDevices(client, 2);
    await page.reload();
    await openReminders(page);
    const removeButtons = page.getByRole('menuitem', { name: /^Chrome or Android since .* Remove$/ });
    await eventually(() => removeButtons.count()).toBe(2);
    await page.getByText('Devices with push (2 of 10)').waitFor();
    await screenshot(page, 'push-menu-devices-phone', { fullPage: false });
    await removeButtons.first().click();
    await page.getByText('Push off for Chrome or Android').waitFor();
    await eventually(() => removeButtons.count()).toBe(1);
    expect(await devicesOf(client)).toHaveLength(1);

    await subscribeDevices(client, 9);
    await page.reload();
    await openReminders(page);
    await eventually(() => pushStatus(page).innerText()).toBe(
      'Push is on for 10 devices already: remove one below to turn it on here.',
    );
    const turnOn = page.getByRole('menuitem', { name: 'Turn push on for this device' });
    expect(await turnOn.getAttribute('aria-disabled')).toBe('true');
    await screenshot(page, 'push-menu-limit-phone', { fullPage: false });

    await page.getByRole('menuitem', { name: 'Turn push off on every device' }).click();
    await page.getByText('Push off everywhere').waitFor();
    await eventually(() => removeButtons.count()).toBe(0);
    expect(await devicesOf(client)).toEqual([]);
    await eventually(() => pushStatus(page).innerText()).toBe('Push is off for this device.');
    await context.close();
  });

  it('the push choices are saved beside the email reminder, each on its own', async () => {
    const { client } = await signIn(stack.url, 'bob@example.com');
    const { context, page } = await chromium.newPage('phone');
    await signInThroughUi(page, stack.url, 'bob@example.com', 'Week 15 Dashboard');
    await openReminders(page);
    const graded = page.getByRole('menuitemcheckbox', { name: 'My week is graded' });
    await eventually(() => graded.getAttribute('aria-checked')).toBe('false');
    await graded.click();
    await page.getByText('Push when my week is graded: on').waitFor();
    await page.getByRole('menuitemcheckbox', { name: 'My picks are missing' }).click();
    await page.getByText('Push when my picks are missing: on').waitFor();
    await screenshot(page, 'push-menu-choices-phone', { fullPage: false });
    const saved = (await (await client.get('/api/users/reminders')).json()) as ReminderPreference;
    expect(saved).toEqual({
      enabled: false,
      leadHours: 24,
      push: { picksMissing: true, survivorMissing: false, weekGraded: true },
    });
    await context.close();
  });

  it.each([
    ['a late-entry-only player', 'nina@example.com', 'late-entry'],
    ['a Week 6-only player', 'wendy@example.com', 'week6-only'],
  ])(
    '%s is offered the survivor push alone, their only picks being survivor picks',
    async (_, email, shot) => {
      const { client } = await signIn(stack.url, email);
      const { context, page } = await chromium.newPage('phone');
      await signInThroughUi(page, stack.url, email, 'Week 15 Dashboard');
      await openReminders(page);
      const choices = page.getByRole('menuitemcheckbox');
      await eventually(() => choices.allInnerTexts()).toEqual([
        'Email me when I have missing picks',
        'My survivor pick is missing',
      ]);
      await screenshot(page, `push-menu-${shot}-phone`, { fullPage: false });
      await page.getByRole('menuitemcheckbox', { name: 'My survivor pick is missing' }).click();
      await page.getByText('Push when my survivor pick is missing: on').waitFor();
      const saved = (await (await client.get('/api/users/reminders')).json()) as ReminderPreference;
      expect(saved.push).toEqual({ picksMissing: false, survivorMissing: true, weekGraded: false });
      await context.close();
    },
  );

  it('a browser that refuses the notification prompt, and one without push, are each told so', async () => {
    const denied = await chromium.newPage('phone');
    await signInThroughUi(denied.page, stack.url, 'carla@example.com', 'Week 15 Dashboard');
    await openReminders(denied.page);
    await denied.page.getByRole('menuitem', { name: 'Turn push on for this device' }).click();
    await denied.page.getByText('Notifications not allowed for this site').waitFor();
    await eventually(() => pushStatus(denied.page).innerText()).toMatch(
      /^Notifications are blocked for this site\. Allow them in your browser’s site settings/,
    );
    await screenshot(denied.page, 'push-menu-denied-phone', { fullPage: false });
    await denied.context.close();

    const { context, page } = await chromium.newPage('phone');
    // A browser without the Push API (Safari on an iPhone outside the Home Screen app).
    await context.addInitScript(() => {
      Reflect.deleteProperty(window, 'PushManager');
    });
    await signInThroughUi(page, stack.url, 'carla@example.com', 'Week 15 Dashboard');
    await openReminders(page);
    await eventually(() => pushStatus(page).innerText()).toMatch(
      /^This browser cannot receive push notifications\./,
    );
    expect(
      await page
        .getByRole('menuitem', { name: 'Turn push on for this device' })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await screenshot(page, 'push-menu-unsupported-phone', { fullPage: false });
    await context.close();
  });
});
