import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { poolSystem } from '@/app/system';
import { nextTask } from '@/lib/next-task';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The page is painted from its HTML already: loading the code, building the Chakra system and
 * hydrating each take a task of their own, and hydrating in a transition lets React yield every few
 * milliseconds, so no one piece holds the main thread for long.
 */
const start = async (root: HTMLElement) => {
  await nextTask();
  poolSystem();
  await nextTask();
  // The build prerenders the page's first view into #root (vite.config.ts); Vite's dev server does not.
  if (root.hasChildNodes())
    startTransition(() => {
      hydrateRoot(root, app);
    });
  else createRoot(root).render(app);
};

/**
 * The service worker (offline reading, the installed app) registers once the page has loaded and the
 * browser is idle: its code and its precache download never compete with the first paint or with
 * hydrating. Its module loads only then, apart from the entry.
 */
const registerServiceWorkerWhenIdle = () => {
  if (!('serviceWorker' in navigator)) return;
  const load = () => void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
  // Safari has no requestIdleCallback: there a task after the load event's.
  const register = () => ('requestIdleCallback' in window ? requestIdleCallback(load) : setTimeout(load));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
};

void start(rootElement).then(registerServiceWorkerWhenIdle);
