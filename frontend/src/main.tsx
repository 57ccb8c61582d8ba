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

/** How long the page must have fetched nothing, once loaded, before the service worker registers. */
const QUIET_BEFORE_SERVICE_WORKER_MS = 2000;

/**
 * The service worker (offline reading, the installed app) registers once the page has loaded and
 * then fetched nothing for two seconds: its module, and the precache the worker then downloads, never
 * compete with the first paint, hydrating, the page's own code or its first reads. (Registered at the
 * first idle moment after the load event, they did: hydrating leaves idle moments, and on a server
 * that answers six requests at a time, HTTP/1.1, the precache held the connections the dashboard's
 * reads waited for.) Its module loads only then, apart from the entry. The pool's own polls (every 30
 * s or more) leave such quiet moments.
 */
const registerServiceWorkerOnceQuiet = () => {
  if (!('serviceWorker' in navigator)) return;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(register, QUIET_BEFORE_SERVICE_WORKER_MS);
  };
  const observer = new PerformanceObserver(waitForQuiet);
  const register = () => {
    observer.disconnect();
    void import('@/lib/service-worker').then((m) => m.registerServiceWorker());
  };
  const afterLoad = () => {
    observer.observe({ type: 'resource' });
    waitForQuiet();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
};

void start(rootElement).then(registerServiceWorkerOnceQuiet);
