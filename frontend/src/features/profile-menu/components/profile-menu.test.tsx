// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { DEFAULT_REMINDER_PREFERENCE } from '@shared/reminders';
import type { PushDevice } from '@shared/schemas/push';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileMenu } from '@/features/profile-menu/components/profile-menu';
import { type Answer, renderWithApp, type SentRequest } from '@/test-support/render-with-app';

/*
 * The browser's push (service worker registration, PushManager, the notification permission) is
 * the one part headless chromium cannot play here (test/e2e/push.test.ts says why): these tests
 * give happy-dom a browser that can subscribe, and check what the menu asks of it and sends.
 */

const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/this-phone';
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'Q'.repeat(22) };
/** The server's id of a subscription (functions/lib/data/push-repository.ts). */
const serverDeviceId = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);
const PUBLIC_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, index) => index)]).toString('base64url');

const device = (id: string, service = 'fcm.googleapis.com'): PushDevice => ({
  id,
  service,
  createdAt: '2025-12-01T15:00:00.000Z',
});

interface FakeBrowser {
  permission: NotificationPermission;
  /** What the prompt answers when the player is asked. */
  answer?: NotificationPermission;
  subscribed?: boolean;
}

/** A browser with push: its permission, its prompt and its service worker's push subscription. */
const browserWithPush = (browser: FakeBrowser) => {
  let subscription: PushSubscription | null = null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    subscription = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return subscription;
  });
  if (browser.subscribed) void subscribe({});
  const registration = { pushManager: { subscribe, getSubscription: async () => subscription } };
  const requestPermission = vi.fn(async () => {
    browser.permission = browser.answer ?? 'granted';
    return browser.permission;
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission,
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, requestPermission, subscription: () => subscription };
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const openMenu = (routes: Record<string, Answer | ((request: SentRequest) => Answer)>) => ({
  user: userEvent.setup(),
  ...renderWithApp(<ProfileMenu trigger={<button type="button">Alice</button>} defaultOpen />, {
    'GET /api/users/reminders': DEFAULT_REMINDER_PREFERENCE,
    ...routes,
  }),
});

/**
 * Picks a menu item from the keyboard: arrows to it, then Enter. (A pointer's tap works once per file
 * under happy-dom: Chakra's menu then takes later pointer moves for the keyboard's and highlights
 * nothing; the e2e taps the items in chromium.)
 */
const choose = async (user: ReturnType<typeof userEvent.setup>, item: HTMLElement) => {
  for (let step = 0; step < 40 && !item.hasAttribute('data-highlighted'); step += 1)
    await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
};

const status = async (text: string) => {
  await waitFor(() => expect(document.querySelector('[data-push-status]')?.textContent).toBe(text));
};

describe('push in the profile menu', () => {
  it('asks the browser only once the player taps, subscribes with the pool’s key, and shows this device on', async () => {
    const browser = browserWithPush({ permission: 'default' });
    let devices = [device('older-laptop')];
    const { requests, user } = openMenu({
      'GET /api/push/subscriptions': () => devices,
      'GET /api/push/public-key': { publicKey: PUBLIC_KEY },
      'POST /api/push/subscriptions': () => {
        devices = [...devices, device(serverDeviceId(ENDPOINT))];
        return { status: 201, body: devices.at(-1) };
      },
    });
    await status('Push is off for this device.');
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await choose(user, screen.getByRole('menuitem', { name: 'Turn push on for this device' }));
    await status('Push is on for this device.');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [options] = browser.subscribe.mock.calls[0] ?? [];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
    expect(await screen.findByText('Push on for this device')).toBeTruthy();
    expect(screen.getByText('Devices with push (2 of 10)')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /^Chrome or Android \(this device\) since/ })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Turn push off for this device' })).toBeTruthy();
  });

  it('shows the server’s refusal at the device limit, and the browser keeps no subscription', async () => {
    const browser = browserWithPush({ permission: 'granted' });
    const limit = 'Push is on for 10 devices already: turn it off on one of them first';
    const { user } = openMenu({
      'GET /api/push/subscriptions': [device('laptop')],
      'GET /api/push/public-key': { publicKey: PUBLIC_KEY },
      'POST /api/push/subscriptions': { status: 409, body: { message: limit } },
    });
    await status('Push is off for this device.');
    await choose(user, screen.getByRole('menuitem', { name: 'Turn push on for this device' }));
    expect(await screen.findByText(limit)).toBeTruthy();
    expect(screen.getByText('Could not turn push on')).toBeTruthy();
    expect(browser.subscription()).toBeNull();
    await status('Push is off for this device.');
  });

  it('says so when the list is full, and does not ask the browser', async () => {
    const browser = browserWithPush({ permission: 'default' });
    const { user } = openMenu({
      'GET /api/push/subscriptions': Array.from({ length: 10 }, (_, index) => device(`device-${index}`)),
    });
    await status('Push is on for 10 devices already: remove one below to turn it on here.');
    const turnOn = screen.getByRole('menuitem', { name: 'Turn push on for this device' });
    expect(turnOn.getAttribute('aria-disabled')).toBe('true');
    await user.click(turnOn);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('turns push off: the server forgets this browser’s endpoint, then the browser unsubscribes', async () => {
    const browser = browserWithPush({ permission: 'granted', subscribed: true });
    let devices = [device(serverDeviceId(ENDPOINT)), device('tablet', 'updates.push.services.mozilla.com')];
    const { requests, user } = openMenu({
      'GET /api/push/subscriptions': () => devices,
      [`DELETE /api/push/subscriptions?endpoint=${encodeURIComponent(ENDPOINT)}`]: () => {
        devices = devices.filter(({ id }) => id !== serverDeviceId(ENDPOINT));
        return devices;
      },
    });
    await status('Push is on for this device.');
    expect(screen.getByRole('menuitem', { name: /^Firefox since/ })).toBeTruthy();
    await choose(user, screen.getByRole('menuitem', { name: 'Turn push off for this device' }));
    await status('Push is off for this device.');
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(browser.subscription()).toBeNull();
    expect(screen.getByText('Devices with push (1 of 10)')).toBeTruthy();
  });

  it('clears the list: each device is removed, this browser’s subscription with it', async () => {
    const browser = browserWithPush({ permission: 'granted', subscribed: true });
    let devices = [device(serverDeviceId(ENDPOINT)), device('laptop')];
    const { requests, user } = openMenu({
      'GET /api/push/subscriptions': () => devices,
      [`DELETE /api/push/subscriptions?id=${serverDeviceId(ENDPOINT)}`]: () => {
        devices = devices.filter(({ id }) => id !== serverDeviceId(ENDPOINT));
        return devices;
      },
      'DELETE /api/push/subscriptions?id=laptop': () => {
        devices = devices.filter(({ id }) => id !== 'laptop');
        return devices;
      },
    });
    await status('Push is on for this device.');
    await choose(user, screen.getByRole('menuitem', { name: 'Turn push off on every device' }));
    expect(await screen.findByText('Push off everywhere')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map(({ url }) => url)).toEqual([
      `/api/push/subscriptions?id=${serverDeviceId(ENDPOINT)}`,
      '/api/push/subscriptions?id=laptop',
    ]);
    expect(browser.subscription()).toBeNull();
    await status('Push is off for this device.');
    expect(screen.queryByText(/Devices with push/)).toBeNull();
  });

  it('tells a browser without push, and one whose notifications are blocked, what to do', async () => {
    const unsupported = openMenu({ 'GET /api/push/subscriptions': [] });
    await status(
      'This browser cannot receive push notifications. On an iPhone or iPad, add the pool to your Home Screen and open it from there.',
    );
    unsupported.unmount();

    browserWithPush({ permission: 'denied' });
    openMenu({ 'GET /api/push/subscriptions': [] });
    await status(
      'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then turn push on here.',
    );
    expect(
      screen.getByRole('menuitem', { name: 'Turn push on for this device' }).getAttribute('aria-disabled'),
    ).toBe('true');
  });

  it('saves each push choice beside the email choice, sending the whole choice as shown', async () => {
    browserWithPush({ permission: 'default' });
    let saved: unknown = DEFAULT_REMINDER_PREFERENCE;
    const { requests, user } = openMenu({
      'GET /api/users/reminders': () => saved,
      'GET /api/push/subscriptions': [],
      'PUT /api/users/reminders': (request: SentRequest) => {
        saved = request.body;
        return saved;
      },
    });
    const survivor = await screen.findByRole('menuitemcheckbox', { name: 'My survivor pick is missing' });
    await waitFor(() => expect(survivor.getAttribute('aria-disabled')).toBeNull());
    await choose(user, survivor);
    expect(await screen.findByText('Push when my survivor pick is missing: on')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      enabled: false,
      leadHours: 24,
      push: { picksMissing: false, survivorMissing: true, weekGraded: false },
    });
    await waitFor(() => expect(survivor.getAttribute('aria-checked')).toBe('true'));
  });
});
