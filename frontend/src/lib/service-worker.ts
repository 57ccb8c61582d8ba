/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { savesSettled } from '@/lib/api-client';
import { toaster } from '@/lib/toaster';

/**
 * Opens the new version at once, at the player's word: a save on its way is let in first (the reload
 * would cut it off unanswered), then the waiting worker takes over and the page reloads with it. The
 * message goes to the registration's waiting worker itself: registerSW's own skip-waiting reaches only
 * a worker it found itself, not one the browser found later (a page left open while a build went out).
 */
const openNewVersionOnceSaved = async () => {
  await savesSettled();
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
};

/**
 * Registers the service worker (vite.config.ts). A new version found later waits for the app's next
 * open, so it never takes over a page in the middle of a save; the player is told it is there, and
 * may open it at once: once no save is on its way.
 */
export const registerServiceWorker = (): void => {
  registerSW({
    immediate: true,
    onNeedRefresh: () =>
      toaster.info({
        title: 'A new version of the pool is ready',
        description: 'It opens the next time you open the pool.',
        duration: 15_000,
        action: { label: 'Open it now', onClick: () => void openNewVersionOnceSaved() },
      }),
  });
};
