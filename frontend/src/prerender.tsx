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

export const EMPTY_ROOT = '<div id="root"></div>';

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
export const prerenderPages = (template: string) =>
  Promise.all(
    (Object.entries(pageShells) as [PageShell, string][]).map(async ([shell, fileName]) => ({
      fileName,
      source: template.replace(
        EMPTY_ROOT,
        `<div id="root" data-shell="${shell}">${await renderPageShell(shell)}</div>`,
      ),
    })),
  );
