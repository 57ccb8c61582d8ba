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

void start(rootElement);
