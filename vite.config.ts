import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pageList, pages } from './shared/pages.ts';

/** Text files worth compressing: below this size a compressed copy saves less than its headers. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, at the highest
 * levels, so the local server sends them as CloudFront would, without compressing per request.
 */
export const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? '';
    for (const fileName of Object.keys(bundle)) {
      if (!COMPRESSIBLE.test(fileName)) continue;
      const path = join(outDir, fileName);
      const content = readFileSync(path);
      if (content.length < MIN_COMPRESSED_BYTES) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
});

/**
 * React and React Compiler: the compiler memoizes each component's elements and values, so a page
 * re-renders only what a change touches. On a phone a read that answers then costs its own card's
 * render, not the whole page's. It compiles the features only, not the landing page: the app's
 * shell, the shared components and lib render once or are leaves, and its memo caches cost bytes
 * every page loads (the budgets in test/integration/web-budget.test.ts).
 */
const reactWithCompiler = () => {
  const compiler = reactCompilerPreset();
  compiler.rolldown.filter = {
    ...compiler.rolldown.filter,
    id: { exclude: [/\/src\/features\/landing\//, /\/src\/app\//, /\/src\/components\//, /\/src\/lib\//] },
  };
  return [react(), babel({ presets: [compiler] })];
};

const root = fileURLToPath(new URL('./frontend', import.meta.url));
const alias = {
  '@': fileURLToPath(new URL('./frontend/src', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

const ROUTED_APP = 'src/app/routed-app.tsx';
const RESPONSE_CHECK = 'src/lib/response-check.ts';
const PAGE_CHUNKS = 'src/app/page-chunks.ts';

/** What the router's module, the response checks and the dashboard import statically, for `chunkGroups`. */
let routedAppModules = new Set<string>();
let responseCheckModules = new Set<string>();
let dashboardModules = new Set<string>();

/**
 * Reads those import graphs once the build has loaded every module, before it splits them into
 * chunks, and checks that src/app/page-chunks.ts loads the pages' modules of shared/pages.ts, no more.
 */
const recordStaticImports = (): Plugin => ({
  name: 'record-static-imports',
  apply: 'build',
  buildEnd() {
    const loaded = new Set(this.getModuleInfo(join(root, PAGE_CHUNKS))?.dynamicallyImportedIds);
    const described = new Set(pageList.map(({ module }) => join(root, module)));
    const differ = [
      ...[...described].filter((id) => !loaded.has(id)),
      ...[...loaded].filter((id) => !described.has(id)),
    ].map((id) => relative(root, id));
    if (differ.length)
      this.error(`${PAGE_CHUNKS} and the pages of shared/pages.ts disagree on ${differ.join(', ')}`);
    const withStaticImports = (id: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(id)) return seen;
      seen.add(id);
      for (const imported of this.getModuleInfo(id)?.importedIds ?? []) withStaticImports(imported, seen);
      return seen;
    };
    routedAppModules = withStaticImports(join(root, ROUTED_APP));
    responseCheckModules = withStaticImports(join(root, RESPONSE_CHECK));
    dashboardModules = withStaticImports(join(root, pages.dashboard.module));
  },
});

/** The project's own code and the router: no barrel module that re-exports a whole library. */
const OWN_OR_ROUTER = /[\\/](frontend[\\/]src|shared)[\\/]|node_modules[\\/]react-router(-dom)?[\\/]/;
/** What the pages share: the shared components, lib and rules, not a feature's own modules. */
const SHARED_BY_PAGES = /[\\/](frontend[\\/]src[\\/](components|lib)|shared)[\\/]/;

/**
 * Every page runs the entry and what it imports; every signed-in page also the router and what it
 * imports. Left to the bundler, these split into chunks of 1-2 KB by which lazy pages also use them:
 * each a request of its own before a page can draw, on a phone over HTTP/1.1 six at a time (the
 * dashboard fetched 36 scripts before its largest text). Grouped, each set is one file and no page
 * loads a byte more (but for `page-common`, by a few KB):
 * - `index`: what the entry imports (Rolldown's `$initial`, after tree-shaking), React apart;
 * - `routed-app`: the router and our modules the router's module imports, found in the import graph
 *   (`recordStaticImports`). Only those, not their dependencies: the graph reaches every module of a
 *   library through its index, used or not (Chakra's toast machine, loaded 3 s later, would come
 *   along). The response checks stay apart, as the landing page loads them without the router, and
 *   the router's module keeps a chunk of its own, the one the build and the budget tests name;
 * - `page-common`: the shared components, lib and rules the dashboard imports (its page header,
 *   team logos, spreads, the week's games read…), 13 files of 0.2-1.5 KB. Most are the picks page's
 *   and the results' too, which then load a few KB they do not run; the dashboard, the page a player
 *   opens most, fetches two files of its own instead of fourteen.
 */
const chunkGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'index', tags: ['$initial' as const] },
  {
    name: 'routed-app',
    test: (id: string) =>
      OWN_OR_ROUTER.test(id) &&
      routedAppModules.has(id) &&
      !responseCheckModules.has(id) &&
      !id.endsWith(ROUTED_APP),
    includeDependenciesRecursively: false,
  },
  {
    name: 'page-common',
    test: (id: string) =>
      SHARED_BY_PAGES.test(id) &&
      dashboardModules.has(id) &&
      !routedAppModules.has(id) &&
      !responseCheckModules.has(id),
    includeDependenciesRecursively: false,
  },
];

/**
 * Fills the built index.html's #root with each page shell rendered at build time (React's
 * `prerender`, run in Node through Vite's SSR loader): index.html the spinner, app.html the app's
 * frame, landing.html the landing page, each naming its shell for `main.tsx` to hydrate, and writes
 * each page's own frame (shared/pages.ts). The servers pick one by `pageFileAt`. The frame's HTML also
 * preloads the chunks of the router and of the response checks (src/lib/response-check.ts), each with
 * what it imports: every signed-in page waits for them, and loaded on demand they would be fetched
 * only once the script has run, each named by a link the script would add to the head one by one. A
 * page's own frame names its page's chunks too: on a phone the page's code and data then arrive with
 * the entry's, not a round after it.
 */
const prerenderPageShells = (): Plugin => ({
  name: 'prerender-page-shells',
  apply: 'build',
  generateBundle: {
    // After Vite's own HTML plugin has put index.html, with the built scripts, in the bundle.
    order: 'post',
    async handler(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const renderer = await createServer({
        configFile: false,
        root,
        resolve: { alias },
        plugins: reactWithCompiler(),
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { EMPTY_ROOT, prerenderPages } = (await renderer.ssrLoadModule('/src/prerender.tsx')) as {
          EMPTY_ROOT: string;
          prerenderPages: (
            template: string,
            frameModules: readonly string[],
            modulesOf: (module: string) => readonly string[],
          ) => Promise<{ fileName: string; source: string }[]>;
        };
        const template = String(page.source);
        if (!template.includes(EMPTY_ROOT)) this.error(`index.html has no ${EMPTY_ROOT} to prerender into`);
        const chunkOf = (source: string) => {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(source)),
          );
          if (chunk?.type !== 'chunk') this.error(`no chunk of ${source} to preload`);
          return chunk;
        };
        /** A chunk's file and, transitively, every chunk it imports statically. */
        const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
          seen.add(fileName);
          for (const imported of chunk.imports) withImports(imported, seen);
          return seen;
        };
        const frameChunks = new Set([
          ...withImports(chunkOf(`/${RESPONSE_CHECK}`).fileName),
          ...withImports(chunkOf(`/${ROUTED_APP}`).fileName),
        ]);
        const frameModules = [...frameChunks].filter((file) => !template.includes(`/${file}"`));
        const prerendered = await prerenderPages(template, frameModules, (module) => [
          ...withImports(chunkOf(`/${module}`).fileName),
        ]);
        for (const { fileName, source } of prerendered) {
          if (fileName === 'index.html') page.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
      } finally {
        await renderer.close();
      }
    },
  },
});

/**
 * The installable app (issue 40): its manifest, linked from every page, and a service worker that
 * keeps the built code and pages, and the last answer of each read, so the player's screens open
 * offline with what was last seen. Pages and reads go to the network first and fall back to the kept
 * copy only offline or after a slow few seconds; saves are never kept nor replayed (the API client
 * refuses them offline). A new worker waits for the app's next open (`prompt`): it never takes over a
 * page mid-save. It shows the pool's pushes as notifications (frontend/public/push-worker.js).
 * `src/lib/service-worker.ts` registers it once the page is idle.
 */
const installableApp = () =>
  VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'NFL Pool',
      short_name: 'NFL Pool',
      description:
        'Weekly picks against the spread, survivor pools and Super Bowl squares for the NFL season.',
      id: '/',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b1f3f',
      background_color: '#0b1f3f',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The pushes' notifications (frontend/public/push-worker.js).
      importScripts: ['/push-worker.js'],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          // The app's pages: not the API's redirects, nor the local login provider's (/oidc) pages.
          urlPattern: ({ request, sameOrigin, url }) =>
            sameOrigin && request.mode === 'navigate' && !/^\/(api|oidc)\//.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pool-pages',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 30 },
            plugins: [
              {
                // A page never opened online: the signed-in app's frame, which reads what it shows.
                handlerDidError: async () => caches.match('/app.html', { ignoreSearch: true }),
              },
            ],
          },
        },
        {
          urlPattern: ({ request, sameOrigin, url }) =>
            sameOrigin && request.mode !== 'navigate' && url.pathname.startsWith('/api/'),
          method: 'GET',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pool-reads',
            networkTimeoutSeconds: 4,
            expiration: { maxEntries: 200 },
            plugins: [
              {
                // Stamped with the time it was read, for the page's offline note (src/lib/offline-reads.ts).
                cacheWillUpdate: async ({ response }) => {
                  if (response.status !== 200) return null;
                  const headers = new Headers(response.headers);
                  headers.set('x-pool-saved-at', new Date().toISOString());
                  return new Response(await response.blob(), { status: 200, headers });
                },
              },
            ],
          },
        },
      ],
    },
  });

export default defineConfig({
  root,
  plugins: [
    ...reactWithCompiler(),
    recordStaticImports(),
    prerenderPageShells(),
    installableApp(),
    precompress(),
  ],
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, for the JavaScript budget test.
    manifest: true,
    // The entry holds React, Chakra and the landing page; the router and each page load apart.
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
});
