/*
 * The pool's pushes, in the service worker (vite.config.ts imports this file into it): each push is
 * the JSON functions/services/push-sender.ts sends, `{ title, body, url, tag }`, shown as a
 * notification; a tap on it brings the pool to the front at that page, or opens it there.
 */

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data?.json() ?? {};
  } catch {
    message = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'NFL Pool', {
      body: message.body ?? '',
      tag: message.tag,
      icon: '/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Only a page of the pool: the notification never opens another site. */
const poolPage = (url) => {
  try {
    const page = new URL(url, self.location.origin);
    return page.origin === self.location.origin ? page.href : `${self.location.origin}/`;
  } catch {
    return `${self.location.origin}/`;
  }
};

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = poolPage(event.notification.data?.url ?? '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      return open.url === url ? focused : focused.navigate(url);
    }),
  );
});
