/**
 * npm run bench:web — the SPA as a phone sees it, beside the floor page (test/bench/floor-page: React
 * 19 and Chakra v3's default system rendering a heading, a line and a button, built from this
 * project's dependencies): builds both, serves each from `npm start`'s server (a fresh in-memory store,
 * the demo pool at the demo clock; precompressed files sent brotli or gzip as the request allows),
 * signs a demo player in through the local login provider and runs Lighthouse (mobile profile,
 * simulated throttling) with Debian's chromium, alternating the floor page with each page (the landing
 * page signed out; the dashboard, /weekly-picks and /results signed in) for BENCH_WEB_ROUNDS rounds
 * (3). Then loads each once under the mobile profile's network and CPU, applied for real, for the
 * script it downloads before its first paint. Prints each round's scores, each page's loaded
 * JavaScript and API requests, and a table of medians beside the floor's with PASS/FAIL per target of
 * the page (test/bench/web-bench-targets.ts). BENCH_WEB_PAGES=landing,/results runs only the pages whose
 * names hold those words; BENCH_WEB_REPORTS=<folder> keeps each Lighthouse report (JSON) there, with
 * the trace it measured (`<name>.trace.json`, for DevTools' Performance panel: where its long tasks went).
 * Both servers are reached over HTTP/2 with TLS, as CloudFront serves the app to a phone
 * (test/bench/web-bench-http2-front.ts); BENCH_WEB_PROTOCOL=http1.1 reaches them as the laptop's server
 * serves them, where a browser fetches six files at a time and Lighthouse's simulation charges a
 * round trip for each.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { SIGNED_IN_HINT_COOKIE } from '../../shared/pages';
import { signIn } from '../support/pool-client';
import { buildFloorPage } from './floor-page/build';
import { judge, medianFigures, type PageFigures, ratio, targets } from './web-bench-targets';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYER = 'alice@example.com';
const LANDING_JS_BUDGET_KB = 100;
const SIGNED_IN_JS_BUDGET_KB = 180;
const ACCESSIBILITY_TARGET = 100;

interface PageToAudit {
  name: string;
  path: string;
  signedIn: boolean;
}

const pages: PageToAudit[] = [
  { name: 'landing (signed out)', path: '/', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
  { name: '/weekly-picks', path: '/weekly-picks', signedIn: true },
  { name: '/results', path: '/results', signedIn: true },
];

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/**
 * A script run with tsx in a child process, once its output says it is ready (`ready` finds what
 * it announced in the output so far); `stop` ends it.
 */
const startChild = async <Announced>(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (output: string) => Announced | undefined,
) => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const announced = await new Promise<Announced>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = ready(output);
      if (found !== undefined) resolve(found);
    });
    child.once('exit', (code) =>
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return {
    announced,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};

/** `npm start`'s server in a child process, so Lighthouse's own work does not stall the API. */
const startServer = async (distDir: string) => {
  const port = await freePort();
  const { stop } = await startChild(
    'the server',
    ['infra/local/main.ts'],
    { ...process.env, PORT: String(port), DATA_DIR: 'memory', FRONTEND_DIST: distDir, POOL_NOW: '' },
    (output) => (output.includes('Press Ctrl+C to stop.') ? true : undefined),
  );
  return { url: `http://127.0.0.1:${port}`, stop };
};

const protocol = process.env.BENCH_WEB_PROTOCOL?.trim() || 'h2';
if (protocol !== 'h2' && protocol !== 'http1.1')
  throw new Error(`BENCH_WEB_PROTOCOL is h2 (the default) or http1.1, not ${protocol}`);

/** A server reached over HTTP/2 with TLS, through a front of its own in a child process. */
const startHttp2Front = async (serverUrl: string) => {
  const certificateDir = await mkdtemp(join(tmpdir(), 'bench-web-tls-'));
  const { announced, stop } = await startChild(
    'the HTTP/2 front',
    ['test/bench/web-bench-http2-front.ts', serverUrl, certificateDir],
    process.env,
    (output) => /ready (https:\/\/\S+)/.exec(output)?.[1],
  );
  return {
    url: announced,
    stop: async () => {
      await stop();
      rmSync(certificateDir, { recursive: true, force: true });
    },
  };
};

/** Where the browser reaches a server: itself over HTTP/1.1, or its HTTP/2 front. */
const reachable = async (server: Awaited<ReturnType<typeof startServer>>) => {
  if (protocol === 'http1.1') return server;
  const front = await startHttp2Front(server.url);
  return {
    url: front.url,
    stop: async () => {
      await front.stop();
      await server.stop();
    },
  };
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The gzipped size of a built file (level 9, as the build precompresses it), whatever the server sent. */
const gzippedSize = (distDir: string, url: string) =>
  gzipSync(readFileSync(join(distDir, new URL(url).pathname)), { level: 9 }).length;

/**
 * How many rounds deep the API requests go: a request that starts after another API request has
 * ended may be waiting on it (a waterfall); requests all in flight together are one round.
 */
const apiRounds = (requests: NetworkItem[]) => {
  const depth = new Map<NetworkItem, number>();
  const byStart = [...requests].sort((a, b) => (a.networkRequestTime ?? 0) - (b.networkRequestTime ?? 0));
  for (const request of byStart) {
    const before = byStart.filter(
      (other) => other !== request && (other.networkEndTime ?? 0) <= (request.networkRequestTime ?? 0),
    );
    depth.set(request, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 0)));
  }
  return Math.max(0, ...depth.values());
};

const apiPath = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

const reportsDir = process.env.BENCH_WEB_REPORTS?.trim();

const audit = async (chromePort: number, url: string, distDir: string, name: string) => {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    const fileName = name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
    writeFileSync(join(reportsDir, `${fileName}.json`), JSON.stringify(lhr));
    writeFileSync(join(reportsDir, `${fileName}.trace.json`), JSON.stringify(result.artifacts.Trace));
  }
  const items =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const origin = new URL(url).origin;
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  const api = items.filter((item) => item.url.startsWith(`${origin}/api/`));
  const counts = new Map<string, number>();
  for (const request of api) counts.set(apiPath(request.url), (counts.get(apiPath(request.url)) ?? 0) + 1);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsGzipped: scripts.reduce((sum, item) => sum + gzippedSize(distDir, item.url), 0),
    jsSent: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    scripts: scripts.map((item) => new URL(item.url).pathname),
    apiCount: api.length,
    apiPaths: [...counts.keys()],
    repeated: [...counts].filter(([, count]) => count > 1).map(([path, count]) => `${path} ×${count}`),
    apiRounds: apiRounds(api),
    failedAudits: [lhr.categories.accessibility, lhr.categories['best-practices']]
      .flatMap((category) => category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  };
};

const rounds = Number(process.env.BENCH_WEB_ROUNDS?.trim() || 3);
const onlyPages = (process.env.BENCH_WEB_PAGES ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const pagesToRun = onlyPages.length
  ? pages.filter((page) => onlyPages.some((name) => page.name.includes(name)))
  : pages;

/**
 * Lighthouse's mobile profile applied for real (its "devtools" figures for slow 4G and a 4x slower
 * CPU), so the order of the first paint and the scripts' downloads is the order a phone sees.
 */
const mobileNetwork = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * The script a page runs before its first paint: the gzipped size of the built scripts whose download
 * ended before the first contentful paint, in one load under the mobile profile's network and CPU
 * with an empty cache and no service worker. The floor page, client-rendered, needs its whole bundle;
 * a page painted from its HTML needs none. Then, for the app's pages, when the service worker's
 * script was asked for, beside the first paint, the largest paint and the page's last request before
 * it: the worker adds nothing before the first paint, and nothing while the page still loads.
 */
const scriptBeforeFirstPaint = async (
  chromePort: number,
  url: string,
  distDir: string,
  registersServiceWorker: boolean,
) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('chromium has no browser context');
    const page = await context.newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    const session = await context.newCDPSession(page);
    const origin = new URL(url).origin;
    // A worker registered in an earlier load would serve the scripts from its cache.
    await session.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Network.emulateNetworkConditions', mobileNetwork);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    const scripts = await page.evaluate((origin) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.startsWith(origin) && entry.name.endsWith('.js'))
        .filter((entry) => entry.responseEnd <= paint)
        .map((entry) => entry.name);
    }, origin);
    const serviceWorker = await page.evaluate(async (registersServiceWorker) => {
      if (!registersServiceWorker) return undefined;
      const registered = await Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 60_000)),
      ]);
      if (!registered) return undefined;
      const largestPaint = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe(
          {
            type: 'largest-contentful-paint',
            buffered: true,
          },
        ),
      );
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const script = entries.find((entry) => entry.name.includes('/assets/service-worker-'));
      if (!script) return undefined;
      return {
        askedAt: script.startTime,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        largestPaint,
        lastRequestEnded: Math.max(
          ...entries.filter((entry) => entry.startTime < script.startTime).map((entry) => entry.responseEnd),
        ),
      };
    }, registersServiceWorker);
    await page.close();
    return {
      bytes: scripts.reduce((sum, script) => sum + gzippedSize(distDir, script), 0),
      files: scripts.length,
      serviceWorker,
    };
  } finally {
    await browser.close();
  }
};

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const verdict = (ok: boolean | undefined) => (ok ? 'PASS' : 'FAIL');
const ms = (value: number) => Math.round(value).toLocaleString('en-US');

type Audited = Awaited<ReturnType<typeof audit>>;

/** A Lighthouse run's figures in the form the targets read (script before first paint set apart). */
const figuresOf = (run: Audited, scriptBeforePaintBytes: number): PageFigures => ({
  performance: run.performance,
  accessibility: run.accessibility,
  lcpMs: run.lcpMs,
  tbtMs: run.tbtMs,
  cls: run.cls,
  scriptBeforePaintBytes,
});

const printDetails = (name: string, figures: Audited, budget: number) => {
  console.log(`${name}`);
  console.log(
    `  performance ${figures.performance}  accessibility ${figures.accessibility} ${mark(figures.accessibility >= ACCESSIBILITY_TARGET)}  best-practices ${figures.bestPractices}`,
  );
  console.log(`  LCP ${ms(figures.lcpMs)} ms  TBT ${ms(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}`);
  console.log(
    `  JavaScript ${kb(figures.jsGzipped)} KB gzipped ${mark(figures.jsGzipped < budget * 1024)} (budget ${budget} KB), ${kb(figures.jsSent)} KB as sent, ${figures.scripts.length} files`,
  );
  console.log(
    `  API requests on load: ${figures.apiCount} in ${figures.apiRounds} round(s)${figures.repeated.length ? `, repeated: ${figures.repeated.join(', ')}` : ', none repeated'}`,
  );
  for (const path of figures.apiPaths) console.log(`    ${path}`);
  if (figures.failedAudits.length) console.log(`  failing audits: ${figures.failedAudits.join(', ')}`);
};

const main = async () => {
  const distDir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  const floorDir = await mkdtemp(join(tmpdir(), 'bench-web-floor-'));
  console.log(`Building the SPA into ${distDir} and the floor page into ${floorDir}…`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  await buildFloorPage(floorDir);
  const appServer = await startServer(distDir);
  const server = await reachable(appServer);
  // The floor page from the same server as the app's files (its own instance), compressed and
  // reached alike.
  const floorServer = await reachable(await startServer(floorDir));
  // Its file by name: `/` would follow the signed-in hint to the app's frame, which the floor has not.
  const floorUrl = `${floorServer.url}/index.html`;
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // The HTTP/2 fronts' certificates are self-signed.
      ...(protocol === 'h2' ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    // Through the server itself: the sign-in's own requests need no HTTP/2.
    const { client } = await signIn(appServer.url, PLAYER);
    // In the browser's own cookie jar, as a returning player's: the session and the signed-in hint
    // the app set at the last session check. A Cookie header of Lighthouse's would give way to the
    // jar as soon as the app writes the hint there. The landing page is read with the jar empty.
    const setBrowserSignedIn = async (signedIn: boolean) => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      await context?.clearCookies();
      if (signedIn) {
        const cookies = `${client.cookieHeader}; ${SIGNED_IN_HINT_COOKIE}=1`.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
        });
        await context?.addCookies(cookies);
      }
      await browser.close();
    };
    console.log(
      `Lighthouse (mobile profile) on ${server.url} (${protocol === 'h2' ? 'HTTP/2 with TLS, as CloudFront serves it' : 'HTTP/1.1, as the laptop server serves it'}), signed in as ${PLAYER}, each page after the floor page (${floorUrl}), ${rounds} round(s)\n`,
    );
    const floorRuns = new Map<string, Audited[]>(pagesToRun.map((page) => [page.name, []]));
    const pageRuns = new Map<string, Audited[]>(pagesToRun.map((page) => [page.name, []]));
    for (let round = 1; round <= rounds; round += 1) {
      for (const page of pagesToRun) {
        const floor = await audit(chrome.port, floorUrl, floorDir, `floor-before-${page.name}-${round}`);
        await setBrowserSignedIn(page.signedIn);
        const figures = await audit(
          chrome.port,
          `${server.url}${page.path}`,
          distDir,
          `${page.name}-${round}`,
        );
        floorRuns.get(page.name)?.push(floor);
        pageRuns.get(page.name)?.push(figures);
        console.log(
          `round ${round}  ${page.name.padEnd(22)} performance ${figures.performance} (floor ${floor.performance})  LCP ${ms(figures.lcpMs)} ms (floor ${ms(floor.lcpMs)})  TBT ${ms(figures.tbtMs)} ms (floor ${ms(floor.tbtMs)})  CLS ${figures.cls.toFixed(3)}`,
        );
      }
    }

    console.log(
      '\nScript before the first paint (one load each, slow 4G and a 4x slower CPU applied, no cache):',
    );
    const floorScript = await scriptBeforeFirstPaint(chrome.port, floorUrl, floorDir, false);
    console.log(`  floor page: ${kb(floorScript.bytes)} KB gzipped, ${floorScript.files} file(s)`);
    const pageScript = new Map<string, Awaited<ReturnType<typeof scriptBeforeFirstPaint>>>();
    for (const page of pagesToRun) {
      await setBrowserSignedIn(page.signedIn);
      const script = await scriptBeforeFirstPaint(chrome.port, `${server.url}${page.path}`, distDir, true);
      pageScript.set(page.name, script);
      console.log(`  ${page.name}: ${kb(script.bytes)} KB gzipped, ${script.files} file(s)`);
      const worker = script.serviceWorker;
      console.log(
        worker
          ? `    its service worker's script asked for at ${ms(worker.askedAt)} ms: after the first paint (${ms(worker.firstPaint)} ms), the largest (${ms(worker.largestPaint)} ms) and the page's last request before it (ended ${ms(worker.lastRequestEnded)} ms)`
          : '    no service worker registered within a minute of loading',
      );
    }

    console.log('\nEach page as loaded in its last round:\n');
    for (const page of pagesToRun) {
      const last = pageRuns.get(page.name)?.at(-1);
      if (last) printDetails(page.name, last, page.signedIn ? SIGNED_IN_JS_BUDGET_KB : LANDING_JS_BUDGET_KB);
      console.log('');
    }

    const floorFigures = medianFigures(
      [...floorRuns.values()].flat().map((run) => figuresOf(run, floorScript.bytes)),
    );
    console.log(
      `Medians over ${rounds} round(s); each page against the floor page's runs just before it (the floor row: all its runs). Targets: performance within ${targets.performanceBelowFloor} points of the floor, LCP ≤ ${targets.lcpRatioToFloor}x the floor's, TBT ≤ ${targets.tbtMs} ms or the floor's + ${targets.tbtOverFloorMs} ms, CLS ≤ ${targets.cls}, accessibility ${targets.accessibility}, script before first paint ≤ the floor's + ${targets.scriptOverFloorBytes / 1024} KB gzipped.\n`,
    );
    console.log(
      '| page | performance | LCP ms | TBT ms | CLS | accessibility | script before first paint, KB gzip |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| floor page | ${floorFigures.performance} | ${ms(floorFigures.lcpMs)} | ${ms(floorFigures.tbtMs)} | ${floorFigures.cls.toFixed(3)} | ${floorFigures.accessibility} | ${kb(floorFigures.scriptBeforePaintBytes)} |`,
    );
    for (const page of pagesToRun) {
      const script = pageScript.get(page.name)?.bytes ?? Number.NaN;
      const floor = medianFigures(
        (floorRuns.get(page.name) ?? []).map((run) => figuresOf(run, floorScript.bytes)),
      );
      const figures = medianFigures((pageRuns.get(page.name) ?? []).map((run) => figuresOf(run, script)));
      const pass = new Map(judge(figures, floor).map(({ target, pass }) => [target, pass]));
      const cells = [
        `${figures.performance} vs ${floor.performance} (${figures.performance - floor.performance >= 0 ? '+' : ''}${figures.performance - floor.performance}) ${verdict(pass.get('performanceBelowFloor'))}`,
        `${ms(figures.lcpMs)} vs ${ms(floor.lcpMs)} (${ratio(figures.lcpMs, floor.lcpMs).toFixed(2)}x) ${verdict(pass.get('lcpRatioToFloor'))}`,
        `${ms(figures.tbtMs)} vs ${ms(floor.tbtMs)} ${verdict(pass.get('tbtMs'))}`,
        `${figures.cls.toFixed(3)} vs ${floor.cls.toFixed(3)} ${verdict(pass.get('cls'))}`,
        `${figures.accessibility} ${verdict(pass.get('accessibility'))}`,
        `${kb(figures.scriptBeforePaintBytes)} vs ${kb(floor.scriptBeforePaintBytes)} ${verdict(pass.get('scriptOverFloorBytes'))}`,
      ];
      console.log(`| ${page.name} | ${cells.join(' | ')} |`);
    }
  } finally {
    chrome.kill();
    await server.stop();
    await floorServer.stop();
    rmSync(distDir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
};

await main();
