import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript each page needs before it can render, from the build's manifest (vite.config.ts):
 * an entry's chunk and everything it imports statically, gzipped. `npm run bench:web` measures what
 * the browser really loads; these hold the split in place in a second.
 */
const distDir =
  process.env.FRONTEND_DIST?.trim() || fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/** The sizes reached (the budgets are 100 KB and 180 KB: docs/performance.md says what stands in the way). */
const LANDING_LIMIT_KB = 135;
const SIGNED_IN_PAGE_LIMIT_KB = 210;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

const staticClosure = (keys: string[], seen = new Set<string>()): Set<string> => {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
};

const gzippedKb = (keys: Set<string>) =>
  [...keys].reduce(
    (sum, key) => sum + gzipSync(readFileSync(join(distDir, manifest[key]?.file ?? '')), { level: 9 }).length,
    0,
  ) / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;
const routedApp = 'src/app/routed-app.tsx';
const charts = [
  'src/features/results/components/season-chart.tsx',
  'src/features/results/components/survivor-field-chart.tsx',
];
const adminPage = 'src/app/admin/admin-page.tsx';
const survivorTab = 'src/features/results/components/survivor-tab.tsx';
const signedInPages = {
  dashboard: 'src/features/dashboard/components/dashboard-page.tsx',
  '/weekly-picks': 'src/features/weekly-picks/components/weekly-picks-page.tsx',
  '/results': 'src/features/results/components/results-page.tsx',
};

describe('the JavaScript each page loads first', () => {
  it('the landing page loads neither the router nor the signed-in app', () => {
    const landing = staticClosure([entry]);
    expect(manifest[entry]?.dynamicImports).toContain(routedApp);
    expect(landing.has(routedApp)).toBe(false);
    expect(gzippedKb(landing)).toBeLessThan(LANDING_LIMIT_KB);
  });

  it.each(Object.entries(signedInPages))('%s loads no chart or admin code until it shows it', (_, page) => {
    const initial = staticClosure([entry, routedApp, page]);
    for (const lazy of [...charts, adminPage]) expect(initial.has(lazy)).toBe(false);
    expect(gzippedKb(initial)).toBeLessThan(SIGNED_IN_PAGE_LIMIT_KB);
  });

  it('the dashboard, opened directly, fetches its own code in a few files beyond the frame’s', () => {
    // Over HTTP/1.1 (the laptop's server) a browser fetches six files at a time: each small chunk
    // the dashboard waits for is a round trip before its first reads can start.
    const frame = staticClosure([entry, routedApp]);
    const own = [...staticClosure([signedInPages.dashboard])].filter((key) => !frame.has(key));
    expect(own.length).toBeLessThanOrEqual(5);
  });

  it("no page loads the service worker's registration before it is idle: it is a module apart", () => {
    const serviceWorker = 'src/lib/service-worker.ts';
    expect(manifest[entry]?.dynamicImports).toContain(serviceWorker);
    for (const page of Object.values(signedInPages))
      expect(staticClosure([entry, routedApp, page]).has(serviceWorker)).toBe(false);
    for (const key of staticClosure([entry, routedApp]))
      expect(readFileSync(join(distDir, manifest[key]?.file ?? ''), 'utf8'), key).not.toContain('workbox');
  });

  it('the charts load with the results tabs that draw them', () => {
    // The results page's own code, then what it loads when a tab opens (the survivor tab is one).
    const resultsCode = staticClosure([signedInPages['/results']]);
    const tabs = [...resultsCode].flatMap((key) => manifest[key]?.dynamicImports ?? []);
    expect(tabs).toContain(survivorTab);
    const tabsCode = staticClosure([...resultsCode, survivorTab]);
    for (const chart of charts) expect(tabsCode.has(chart)).toBe(false);
    const dynamic = [...tabsCode].flatMap((key) => manifest[key]?.dynamicImports ?? []);
    expect(dynamic).toEqual(expect.arrayContaining(charts));
  });
});
