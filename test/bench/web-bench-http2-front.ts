/**
 * A local server behind HTTP/2 over TLS, as CloudFront serves the app to a phone: `npm run bench:web`
 * runs one per server it measures, in a process of its own (as the servers are), so a page's scripts
 * share one connection as they do in production rather than queue six at a time over HTTP/1.1.
 *
 *   tsx test/bench/web-bench-http2-front.ts <http://127.0.0.1:port of the server> <folder for the certificate>
 *
 * Prints `ready https://127.0.0.1:<port>` once listening. The certificate is self-signed, made with
 * openssl for 127.0.0.1 (the browser is told to accept it); each request is passed to the server as
 * it came, and the answer back as it left, compressed files included.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import {
  constants,
  createSecureServer,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http2';
import { join } from 'node:path';

const [target, certificateDir] = process.argv.slice(2);
if (!target || !certificateDir)
  throw new Error('usage: web-bench-http2-front.ts <server url> <certificate folder>');
const upstream = new URL(target);

const keyFile = join(certificateDir, 'key.pem');
const certificateFile = join(certificateDir, 'certificate.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    keyFile,
    '-out',
    certificateFile,
  ],
  { stdio: 'ignore' },
);

/** Headers HTTP/2 forbids or sets itself. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const forwardedRequestHeaders = (headers: IncomingHttpHeaders) => {
  const forwarded: Record<string, string | string[]> = { host: upstream.host };
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && value !== undefined && !HOP_BY_HOP.has(name)) forwarded[name] = value;
  return forwarded;
};

const server = createSecureServer({ key: readFileSync(keyFile), cert: readFileSync(certificateFile) });
server.on('stream', (stream, headers) => {
  const upstreamRequest = request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: headers[constants.HTTP2_HEADER_METHOD] as string,
      path: headers[constants.HTTP2_HEADER_PATH] as string,
      headers: forwardedRequestHeaders(headers),
    },
    (response) => {
      // The browser may have let the stream go (a page closed mid-load): drop the answer.
      if (stream.destroyed || stream.closed) {
        response.resume();
        return;
      }
      const answer: OutgoingHttpHeaders = { [constants.HTTP2_HEADER_STATUS]: response.statusCode ?? 502 };
      for (const [name, value] of Object.entries(response.headers))
        if (value !== undefined && !HOP_BY_HOP.has(name)) answer[name] = value;
      stream.respond(answer);
      response.pipe(stream);
    },
  );
  upstreamRequest.on('error', () => {
    if (stream.destroyed || stream.closed) return;
    if (!stream.headersSent) stream.respond({ [constants.HTTP2_HEADER_STATUS]: 502 });
    stream.end();
  });
  stream.on('aborted', () => upstreamRequest.destroy());
  stream.on('error', () => upstreamRequest.destroy());
  stream.pipe(upstreamRequest);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address) console.log(`ready https://127.0.0.1:${address.port}`);
});
