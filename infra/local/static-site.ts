import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pageFileAt } from '../../shared/pages';
import { cacheControl, securityHeaderValues } from '../security-headers';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const fileAt = async (path: string) => {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
};

/** Precompressed copies the build writes beside a file (vite.config.ts), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The content codings the client accepts (a q of 0 refuses one). */
const acceptedEncodings = (header: string | undefined): Set<string> =>
  new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([name]) => (name ?? '').trim().toLowerCase()),
  );

/** The precompressed copies of `path` the build wrote, best first. */
const precompressedCopies = async (path: string) => {
  const copies = await Promise.all(
    encodings.map(async ({ name, suffix }) => {
      const info = await fileAt(path + suffix);
      return info ? { encoding: name, path: path + suffix, info } : null;
    }),
  );
  return copies.filter((copy) => copy !== null);
};

const decodedPath = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/**
 * Serves the built SPA as CloudFront does: any path that is not a file gets the prerendered page
 * `pageFileAt` picks for it (index.html, app.html, a page's own frame or landing.html, by the path and the
 * signed-in hint); a file the build precompressed goes out brotli or gzip by the request's Accept-Encoding.
 */
export const createStaticSite = (distDir: string) => {
  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodedPath(url.pathname);
    if (pathname === null) {
      res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The path has a malformed percent-encoding');
      return;
    }
    const requested = normalize(join(distDir, pathname));
    const inside = requested.startsWith(distDir + sep);
    const file = inside ? await fileAt(requested) : null;
    const path = file ? requested : join(distDir, pageFileAt(pathname, req.headers.cookie));
    const info = file ?? (await fileAt(path));
    if (!info) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The app is not built: run npm run build');
      return;
    }
    const immutable = file !== null && url.pathname.startsWith('/assets/');
    const copies = await precompressedCopies(path);
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    const sent = copies.find((copy) => accepted.has(copy.encoding)) ?? { path, info, encoding: null };
    res.writeHead(200, {
      ...securityHeaderValues,
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'content-length': String(sent.info.size),
      'cache-control': immutable ? cacheControl.assets : cacheControl.other,
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
      ...(copies.length ? { vary: 'Accept-Encoding' } : {}),
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(sent.path).pipe(res);
  };
};
