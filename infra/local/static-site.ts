import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
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

const decodedPath = (path: string): string | null => {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
};

/** Serves the built SPA; any path that is not a file gets index.html (history fallback). */
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
    const path = file ? requested : join(distDir, 'index.html');
    const info = file ?? (await fileAt(path));
    if (!info) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The app is not built: run npm run build');
      return;
    }
    const immutable = file !== null && url.pathname.startsWith('/assets/');
    res.writeHead(200, {
      ...securityHeaderValues,
      'content-type': contentTypes[extname(path)] ?? 'application/octet-stream',
      'content-length': String(info.size),
      'cache-control': immutable ? cacheControl.assets : cacheControl.other,
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(path).pipe(res);
  };
};
