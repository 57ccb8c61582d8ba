/**
 * The build's prerender entry (vite.config.ts loads it in Node): each page shell's HTML, with the
 * Chakra (emotion) styles it uses inlined in its head, for the browser to paint before any script runs
 * and for `main.tsx` to hydrate, and each page's own frame (shared/pages.ts). The servers pick the
 * file by `pageFileAt`.
 */
import { type FirstRead, type PageShell, pageList, pageShells } from '@shared/pages';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { firstReads } from '@/app/first-reads';
import { PageShellView } from '@/app/page-shell-view';
import { AppProvider } from '@/app/provider';

export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The reads a page starts from its HTML, asked for while the HTML is parsed instead of once the
 * entry script has run (the app's own fetches, with the same credentials, pick the answers up).
 */
const preloads = (reads: readonly FirstRead[]) =>
  reads
    .map(
      (read) =>
        `<link rel="preload" as="fetch" href="${firstReads[read].key}" crossorigin="use-credentials" />`,
    )
    .join('');

const modulePreloads = (files: readonly string[]) =>
  files
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`)
    .join('');

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

/** Emotion's styles for the rendered markup, which the server renderer puts before each element. */
const EMOTION_STYLES = /<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g;
const EMOTION_STYLE = /^<style data-emotion="([^ "]+) ([^"]*)"[^>]*>([\s\S]*?)<\/style>$/;

/**
 * The rendered styles for the head: each global style as rendered (emotion's `Global` finds its own
 * tag by name), the class styles in one tag naming every class it holds. Emotion's cache adopts its
 * server styles by moving each tag into the head as the script starts, and the browser restyles the
 * page for every tag moved: one tag is one restyle instead of one per class.
 */
const headStyles = (markup: string): string => {
  const classIds: string[] = [];
  const classRules: string[] = [];
  const globals: string[] = [];
  for (const tag of markup.match(EMOTION_STYLES) ?? []) {
    const [, key, ids = '', rules = ''] = EMOTION_STYLE.exec(tag) ?? [];
    if (key === 'css') {
      classIds.push(ids);
      classRules.push(rules);
    } else globals.push(tag);
  }
  const classes = classIds.length
    ? `<style data-emotion="css ${classIds.join(' ')}">${classRules.join('')}</style>`
    : '';
  return globals.join('') + classes;
};

/**
 * Every prerendered file: each shell's page (the built index.html with its #root filled and naming
 * the shell it holds), then each page's own frame (the frame's HTML). The frame's head also names
 * `frameModules`, the modules every signed-in page waits for, and a page's own frame those of the
 * page's code (`modulesOf` its module, less the frame's), fetched beside the entry script rather than
 * after it ran.
 */
export const prerenderPages = async (
  template: string,
  frameModules: readonly string[],
  modulesOf: (module: string) => readonly string[],
): Promise<{ fileName: string; source: string }[]> => {
  const shellPage = async (shell: PageShell): Promise<string> => {
    const markup = await renderPageShell(shell);
    const modules = shell === 'frame' ? modulePreloads(frameModules) : '';
    return template
      .replaceAll(
        '<script type="module" crossorigin',
        '<script type="module" fetchpriority="low" crossorigin',
      )
      .replaceAll(
        '<link rel="modulepreload" crossorigin',
        '<link rel="modulepreload" fetchpriority="low" crossorigin',
      )
      .replace('</head>', `${headStyles(markup)}${preloads(pageShells[shell].firstReads)}${modules}</head>`)
      .replace(
        EMPTY_ROOT,
        `<div id="root" data-shell="${shell}">${markup.replace(EMOTION_STYLES, '')}</div>`,
      );
  };
  const shells = Object.keys(pageShells) as PageShell[];
  const sources = Object.fromEntries(
    await Promise.all(shells.map(async (shell) => [shell, await shellPage(shell)] as const)),
  ) as Record<PageShell, string>;
  const ownFrames = pageList.flatMap(({ module, frame }) =>
    frame
      ? [
          {
            fileName: frame.file,
            source: sources.frame.replace(
              '</head>',
              `${preloads(frame.firstReads)}${modulePreloads(
                modulesOf(module).filter((file) => !sources.frame.includes(`/${file}"`)),
              )}</head>`,
            ),
          },
        ]
      : [],
  );
  return [
    ...shells.map((shell) => ({ fileName: pageShells[shell].file, source: sources[shell] })),
    ...ownFrames,
  ];
};
