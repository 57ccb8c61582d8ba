import { readFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../infra/local/local-stack';
import { pageRewriteSource } from '../../infra/site';
import { pageFileAt, pageList } from '../../shared/pages';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile();

/** CloudFront's viewer-request function as deployed, run on a request as CloudFront hands it over. */
const cloudFrontRewrite = (uri: string, hint?: string): string => {
  const handler = new Function(`${pageRewriteSource}\nreturn handler;`)() as (event: unknown) => {
    uri: string;
  };
  return handler({ request: { uri, cookies: hint === undefined ? {} : { pool_signed_in: { value: hint } } } })
    .uri;
};

/**
 * The built files of the response checks that no page loads first: src/lib/response-check.ts and
 * what it imports beyond the entry's own chunks, from the build's manifest.
 */
const responseCheckFiles = (): string[] => {
  const manifest = JSON.parse(readFileSync(join(distDir(), '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const ofEntry = new Set<string>();
  const visit = (key: string) => {
    if (ofEntry.has(key)) return;
    ofEntry.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  const checks = manifest['src/lib/response-check.ts'];
  if (!checks) throw new Error('the build has no chunk of src/lib/response-check.ts');
  const own = (checks.imports ?? []).filter((key) => !ofEntry.has(key));
  return [checks.file, ...own.map((key) => manifest[key]?.file ?? key)];
};

describe('the local server serves the SPA', () => {
  it.each([
    ['/', undefined, 'landing'],
    ['/', '1', 'frame'],
    ['/weekly-picks', undefined, 'frame'],
    ['/results', '1', 'frame'],
    ['/nope', '1', 'spinner'],
    ['/week6/pools', undefined, 'frame'],
  ])(
    'answers %s (signed-in hint %s) with the prerendered %s, as CloudFront does, with security headers',
    async (path, hint, shell) => {
      const response = await fetch(`${stack.url}${path}`, {
        headers: hint === undefined ? {} : { cookie: `pool_session=x; pool_signed_in=${hint}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await response.text();
      expect(html).toContain(`<div id="root" data-shell="${shell}">`);
      // Painted without script: the shell's markup, and the Chakra styles it uses in the head; the
      // scripts, not needed for that paint, asked for after it.
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<style data-emotion="css-global ');
      // The class styles in one tag: emotion moves each server style tag into the head as it starts.
      expect(head.match(/<style data-emotion="css /g)).toHaveLength(1);
      expect(html.slice(html.indexOf('<div id="root"'))).not.toContain('<style');
      expect(head).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-/);
      const painted = {
        frame: ['aria-label="Loading"', 'NFL Pool'],
        landing: ['NFL Pool</h1>', 'Get Started', 'Week 6 Survivor Pool'],
        spinner: ['aria-label="Loading"', 'min-height:100dvh'],
      }[shell];
      for (const text of painted ?? ['no such shell']) expect(html).toContain(text);
      // A page's first reads start from its HTML, alongside the script: at / the dashboard's frame's
      // also those of its heading note and its Week 6 banner.
      const dashboardReads = ['/api/home-content', '/api/week6/registration', '/api/week6/entries'];
      const reads = {
        frame: ['/api/auth/user', '/api/games/current-week', ...(path === '/' ? dashboardReads : [])],
        landing: ['/api/auth/user', '/api/home-content', '/api/week6/registration'],
        spinner: [],
      }[shell];
      const preloaded = [
        ...html.matchAll(/<link rel="preload" as="fetch" href="([^"]+)" crossorigin="use-credentials"/g),
      ].map((match) => match[1]);
      expect(preloaded).toEqual(reads);
      // The frame names the modules that check those reads too, rather than once the script has run.
      for (const file of responseCheckFiles()) {
        expect(
          html.includes(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}"`),
          file,
        ).toBe(shell === 'frame');
      }
      expect(html).toBe(readFileSync(join(distDir(), cloudFrontRewrite(path, hint)), 'utf8'));
    },
  );

  const ownFrames = pageList.filter((page) => page.frame);

  it.each([
    ['/', '1'],
    ['/weekly-picks', undefined],
    ['/results/', '1'],
    ['/week6/pools', '1'],
  ])(
    'names the code of the page at %s (hint %s) in its frame, and no other page’s, as CloudFront does',
    async (path, hint) => {
      const html = await (
        await fetch(`${stack.url}${path}`, {
          headers: hint === undefined ? {} : { cookie: `pool_signed_in=${hint}` },
        })
      ).text();
      expect(html).toContain('<div id="root" data-shell="frame">');
      const manifest = JSON.parse(readFileSync(join(distDir(), '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >;
      const here = pageList.find((page) => page.path === path.replace(/(.)\/$/, '$1'));
      expect(ownFrames.length).toBeGreaterThan(1);
      for (const { module } of ownFrames) {
        const file = manifest[module]?.file;
        expect(file, module).toBeDefined();
        expect(
          html.includes(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}"`),
          module,
        ).toBe(here?.frame !== undefined && module === here.module);
      }
      expect(html).toBe(readFileSync(join(distDir(), cloudFrontRewrite(path, hint)), 'utf8'));
    },
  );

  it("serves every page's file from CloudFront's function as from pageFileAt, hint or not", () => {
    const paths = pageList.flatMap(({ path }) => [path, `${path}/`, `${path}/more`]);
    for (const path of [...paths, '/nope', '//', '/resultsx'])
      for (const hint of [undefined, '1', '0']) {
        const cookies = hint === undefined ? undefined : `pool_signed_in=${hint}`;
        expect(cloudFrontRewrite(path, hint), `${path} ${hint}`).toBe(`/${pageFileAt(path, cookies)}`);
      }
  });

  it('lets CloudFront pass files and the API through untouched', () => {
    expect(cloudFrontRewrite('/assets/index-abc.js', '1')).toBe('/assets/index-abc.js');
    expect(cloudFrontRewrite('/api/auth/user')).toBe('/api/auth/user');
  });

  it('serves built assets with a long cache lifetime', async () => {
    const html = await (await fetch(stack.url)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${stack.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends precompressed copies by Accept-Encoding, brotli first, and says it varies by it', async () => {
    const html = await (await fetch(stack.url)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] as string;
    const plain = await (
      await fetch(`${stack.url}${script}`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    const fetchRaw = (path: string, acceptEncoding: string) =>
      // Node's fetch would decode the body: read the bytes as sent instead.
      new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        get(`${stack.url}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });

    const brotli = await fetchRaw(script, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain);
    expect(brotli.body.length).toBeLessThan(plain.length / 2);

    const gzip = await fetchRaw(script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);

    const refused = await fetchRaw(script, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');

    const identity = await fetchRaw(script, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Accept-Encoding');
    expect(identity.body.toString()).toBe(plain);

    const page = await fetchRaw('/weekly-picks', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('<div id="root" data-shell="frame">');
  });

  it.each(['/', '/weekly-picks', '/results', '/nope'])(
    "links the installable app's manifest from %s: its name, icons and the dashboard to open",
    async (path) => {
      for (const hint of [undefined, '1']) {
        const html = await (
          await fetch(`${stack.url}${path}`, { headers: hint ? { cookie: `pool_signed_in=${hint}` } : {} })
        ).text();
        expect(html.slice(0, html.indexOf('</head>'))).toContain(
          '<link rel="manifest" href="/manifest.webmanifest">',
        );
      }
      const response = await fetch(`${stack.url}/manifest.webmanifest`);
      expect(response.headers.get('content-type')).toBe('application/manifest+json');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const manifest = (await response.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      expect(manifest).toMatchObject({
        name: 'NFL Pool',
        short_name: 'NFL Pool',
        start_url: '/',
        display: 'standalone',
        theme_color: '#0b1f3f',
      });
      for (const purpose of ['any', 'maskable'])
        for (const size of [192, 512]) {
          const icon = manifest.icons.find(
            (each) => each.purpose === purpose && each.sizes === `${size}x${size}`,
          );
          expect(icon?.type, `${purpose} ${size}`).toBe('image/png');
          const image = await fetch(`${stack.url}${icon?.src}`);
          expect(image.headers.get('content-type')).toBe('image/png');
          const bytes = Buffer.from(await image.arrayBuffer());
          // A PNG's IHDR: its width and height, big-endian, at bytes 16 and 20.
          expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
        }
    },
  );

  it('serves the service worker revalidated on every visit, so a new version is found at the next open', async () => {
    const response = await fetch(`${stack.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const worker = await response.text();
    // It keeps the built code and the prerendered pages, and no save is queued to be sent later.
    for (const file of ['app-weekly-picks.html', 'app.html', 'icon-512.png', 'manifest.webmanifest'])
      expect(worker.split(`url:"${file}"`), file).toHaveLength(2);
    expect(worker).toMatch(/url:"assets\/index-[^"]+\.js"/);
    expect(worker).not.toContain('BackgroundSync');
    // A new version waits for the next open, unless the page itself asks it to take over.
    expect(worker.split('skipWaiting')).toHaveLength(2);
    expect(worker).toMatch(/"SKIP_WAITING"===\w+\.data\.type&&self\.skipWaiting\(\)/);
    expect(worker).not.toContain('clientsClaim');
  });

  it('revalidates index.html on every visit', async () => {
    const response = await fetch(`${stack.url}/`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not serve files from outside the build folder', async () => {
    const response = await fetch(`${stack.url}/..%2f..%2fpackage.json`);
    expect(await response.text()).not.toContain('"dependencies"');
  });
});
