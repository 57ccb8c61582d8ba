/**
 * The build's prerender entry (vite.config.ts loads it in Node): each page shell's HTML, with the
 * Chakra (emotion) styles it uses inlined beside it, for the browser to paint before any script runs
 * and for `main.tsx` to hydrate. The servers pick the file by `pageShellAt`.
 */
import { type PageShell, pageShells } from '@shared/page-shell';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { PageShellView } from '@/app/page-shell-view';
import { AppProvider } from '@/app/provider';
import { currentWeekKey } from '@/lib/api/get-current-week';
import { currentUserKey } from '@/lib/auth';

export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * What the frame's page reads first whoever it is: the session check and the current week, asked for
 * while the HTML is parsed instead of once the entry script has run (the app's own fetches, with the
 * same credentials, pick the answers up); and the modules that check those answers (the build names
 * their chunks), fetched beside the entry script rather than after the answers came.
 */
const frameHead = (frameModules: readonly string[]) =>
  [
    ...[currentUserKey, currentWeekKey].map(
      (url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials" />`,
    ),
    ...frameModules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('');

const renderPageShell = async (shell: PageShell): Promise<string> => {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider>
        <PageShellView shell={shell} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
};

/** Each shell's page: the built index.html with its #root filled and naming the shell it holds. */
export const prerenderPages = (template: string, frameModules: readonly string[]) =>
  Promise.all(
    (Object.entries(pageShells) as [PageShell, string][]).map(async ([shell, fileName]) => ({
      fileName,
      source: template
        .replace('</head>', shell === 'frame' ? `${frameHead(frameModules)}</head>` : '</head>')
        .replace(EMPTY_ROOT, `<div id="root" data-shell="${shell}">${await renderPageShell(shell)}</div>`),
    })),
  );
