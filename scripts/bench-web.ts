/**
 * npm run bench:web — the SPA as a phone sees it: builds the app, starts `npm start`'s server on a
 * fresh in-memory store (the demo pool at the demo clock), signs a demo player in through the local
 * login provider and runs Lighthouse (mobile profile, simulated throttling) with Debian's chromium on
 * the landing page signed out and the dashboard, /weekly-picks and /results signed in. Prints per
 * page the three scores, LCP, TBT and CLS, the JavaScript it loads (gzipped, and as sent) and the
 * API requests it makes on load: how many, which repeat, and how many rounds deep they wait on
 * one another. A missed target is only marked ✗. BENCH_WEB_REPORTS=<folder> keeps each page's
 * Lighthouse report (JSON) there, to see what an audit found.
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
import { SIGNED_IN_HINT_COOKIE } from '../shared/page-shell';
import { signIn } from '../test/support/pool-client';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PLAYER = 'alice@example.com';
const LANDING_JS_BUDGET_KB = 100;
const SIGNED_IN_JS_BUDGET_KB = 180;
const PERFORMANCE_TARGET = 95;
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

/** `npm start`'s server in a child process, so Lighthouse's own work does not stall the API. */
const startServer = async (distDir: string) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', FRONTEND_DIST: distDir, POOL_NOW: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl+C to stop.')) resolve();
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)),
    );
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
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
    writeFileSync(
      join(reportsDir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`),
      JSON.stringify(lhr),
    );
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

const mark = (ok: boolean) => (ok ? '✓' : '✗');

const main = async () => {
  const distDir = await mkdtemp(join(tmpdir(), 'bench-web-dist-'));
  console.log(`Building the SPA into ${distDir}…`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', distDir, '--emptyOutDir'], {
    stdio: 'inherit',
  });
  const server = await startServer(distDir);
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const { client } = await signIn(server.url, PLAYER);
    // In the browser's own cookie jar (after the signed-out landing page), as a returning player's:
    // the session and the signed-in hint the app set at the last session check. A Cookie header of
    // Lighthouse's would give way to the jar as soon as the app writes the hint there.
    const signInTheBrowser = async () => {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const cookies = `${client.cookieHeader}; ${SIGNED_IN_HINT_COOKIE}=1`.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: server.url };
      });
      await browser.contexts()[0]?.addCookies(cookies);
      await browser.close();
    };
    let browserSignedIn = false;
    console.log(`Lighthouse (mobile profile) on ${server.url}, signed in as ${PLAYER}\n`);
    const rows = [];
    for (const page of pages) {
      if (page.signedIn && !browserSignedIn) {
        await signInTheBrowser();
        browserSignedIn = true;
      }
      const figures = await audit(chrome.port, `${server.url}${page.path}`, distDir, page.name);
      rows.push({ page, figures });
      const budget = page.signedIn ? SIGNED_IN_JS_BUDGET_KB : LANDING_JS_BUDGET_KB;
      console.log(`${page.name}`);
      console.log(
        `  performance ${figures.performance} ${mark(figures.performance >= PERFORMANCE_TARGET)}  accessibility ${figures.accessibility} ${mark(figures.accessibility >= ACCESSIBILITY_TARGET)}  best-practices ${figures.bestPractices}`,
      );
      console.log(
        `  LCP ${Math.round(figures.lcpMs)} ms  TBT ${Math.round(figures.tbtMs)} ms  CLS ${figures.cls.toFixed(3)}`,
      );
      console.log(
        `  JavaScript ${kb(figures.jsGzipped)} KB gzipped ${mark(figures.jsGzipped < budget * 1024)} (budget ${budget} KB), ${kb(figures.jsSent)} KB as sent, ${figures.scripts.length} files`,
      );
      console.log(
        `  API requests on load: ${figures.apiCount} in ${figures.apiRounds} round(s)${figures.repeated.length ? `, repeated: ${figures.repeated.join(', ')}` : ', none repeated'}`,
      );
      for (const path of figures.apiPaths) console.log(`    ${path}`);
      if (figures.failedAudits.length) console.log(`  failing audits: ${figures.failedAudits.join(', ')}`);
      console.log('');
    }
    console.log(
      '| page | performance | accessibility | best-practices | LCP ms | TBT ms | CLS | JS gzipped KB | JS as sent KB | API requests (repeated) | rounds |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { page, figures } of rows) {
      console.log(
        `| ${page.name} | ${figures.performance} | ${figures.accessibility} | ${figures.bestPractices} | ${Math.round(figures.lcpMs)} | ${Math.round(figures.tbtMs)} | ${figures.cls.toFixed(3)} | ${kb(figures.jsGzipped)} | ${kb(figures.jsSent)} | ${figures.apiCount} (${figures.repeated.length ? figures.repeated.join(', ') : 0}) | ${figures.apiRounds} |`,
      );
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
};

await main();
