import type { CDPSession, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { PushMessage } from '../../functions/services/push-sender';
import { chromiumForFile, eventually, poolLocale } from '../support/browser';
import { localStackForFile } from '../support/local-stack';

/*
 * Headless chromium here has no push service to subscribe with: in a fresh (incognito) context
 * `pushManager.subscribe` is refused ("permission denied"), in a persistent profile it waits for
 * Google's push service forever. So the service worker's side is tested by delivering the push
 * through the DevTools protocol.
 */

const stack = localStackForFile({ seed: true, poolNow: '2025-12-12T03:00:00.000Z' });
const chromium = chromiumForFile({ ...poolLocale, serviceWorkers: 'allow' });

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
});
