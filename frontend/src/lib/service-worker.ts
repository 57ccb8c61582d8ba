/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { toaster } from '@/lib/toaster';

/**
 * Registers the service worker (vite.config.ts). A new version found later waits for the app's next
 * open, so it never takes over a page in the middle of a save; the player is told it is there.
 */
export const registerServiceWorker = (): void => {
  const openNewVersion = registerSW({
    immediate: true,
    onNeedRefresh: () =>
      toaster.info({
        title: 'A new version of the pool is ready',
        description: 'It opens the next time you open the pool.',
        duration: 15_000,
        action: { label: 'Open it now', onClick: () => void openNewVersion(true) },
      }),
  });
};
