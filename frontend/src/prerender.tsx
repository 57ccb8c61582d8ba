/**
 * The build's prerender entry (vite.config.ts loads it in Node): each page shell's HTML, with the
 * Chakra (emotion) styles it uses inlined in its head, for the browser to paint before any script runs
 * and for `main.tsx` to hydrate. The servers pick the file by `pageShellAt`.
 */
import { type PageShell, pageShells } from '@shared/page-shell';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { PageShellView } from '@/app/page-shell-view';
import { AppProvider } from '@/app/provider';
import { currentWeekKey } from '@/lib/api/get-current-week';
import { homeContentKey } from '@/lib/api/get-home-content';
import { week6EntriesKey } from '@/lib/api/survivor';
import { week6RegistrationKey } from '@/lib/api/week6-registration';
import { currentUserKey } from '@/lib/auth';

export const EMPTY_ROOT = '<div id="root"></div>';

/** The files the build writes, for vite.config.ts (Vite's config loader warns at an import of shared code). */
export { pageFrames, pageShells } from '@shared/page-shell';

const preloads = (urls: string[]) =>
  urls.map((url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials" />`).join('');

/**
 * What each page reads first whoever it is, asked for while the HTML is parsed instead of once the
 * entry script has run (the app's own fetches, with the same credentials, pick the answers up): the
 * frame's the session check and the current week, the landing page's the session check, the home
 * content and the Week 6 registration. The frame also names the router's modules and those that check
 * its answers (the build names their chunks), fetched beside the entry script rather than after it ran.
 */
const firstReads = (shell: PageShell, frameModules: readonly string[]): string => {
  if (shell === 'frame')
    return [
      preloads([currentUserKey, currentWeekKey]),
      ...frameModules.map(
        (file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}" />`,
      ),
    ].join('');
  return shell === 'landing' ? preloads([currentUserKey, homeContentKey, week6RegistrationKey]) : '';
};

/**
 * What a page with a frame of its own reads first beyond the frame's reads, whoever the player: the
 * dashboard's heading note and its Week 6 banner, its largest text (`app.tsx` asks for the same).
 * Reads that name the week or the player wait for the frame's answers.
 */
export const pageFrameReads = (path: string): string =>
  path === '/' ? preloads([homeContentKey, week6RegistrationKey, week6EntriesKey]) : '';

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

/** Each shell's page: the built index.html with its #root filled and naming the shell it holds. */
export const prerenderPages = (template: string, frameModules: readonly string[]) =>
  Promise.all(
    (Object.entries(pageShells) as [PageShell, string][]).map(async ([shell, fileName]) => {
      const markup = await renderPageShell(shell);
      const styles = headStyles(markup);
      return {
        fileName,
        source: template
          .replaceAll(
            '<script type="module" crossorigin',
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replaceAll(
            '<link rel="modulepreload" crossorigin',
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          )
          .replace('</head>', `${styles}${firstReads(shell, frameModules)}</head>`)
          .replace(
            EMPTY_ROOT,
            `<div id="root" data-shell="${shell}">${markup.replace(EMOTION_STYLES, '')}</div>`,
          ),
      };
    }),
  );
