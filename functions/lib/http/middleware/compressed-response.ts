import { gzipSync } from 'node:zlib';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpResult } from '../responses';

/** Below this an answer goes as it is, as CloudFront does: compressing saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1000;
/**
 * Above this an answer built for one viewer goes as it is: gzipping 64 KB takes some 0.3 ms, 750 KB
 * (a season leaderboard of 1,000 players) 2-3.5 ms, which at the API bench's 50 clients a process
 * halved the leaderboards' throughput. A view built once for many (SharedBody) keeps its gzip.
 */
const MAX_COMPRESSED_BYTES = 64 * 1024;

export const acceptsGzip = (event: APIGatewayProxyEventV2) =>
  /\bgzip\b/i.test(event.headers?.['accept-encoding'] ?? event.headers?.['Accept-Encoding'] ?? '');

/** The answer with its body replaced by the gzip of it (base64, as API Gateway takes binary). */
export const withGzippedBody = (response: HttpResult, gzippedBase64: string): HttpResult => ({
  ...response,
  headers: { ...response.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
  body: gzippedBase64,
  isBase64Encoded: true,
});

/**
 * Gzips an answer of 1 to 64 KB for a client that takes gzip. CloudFront compresses only what it
 * may cache, never the API's answers, and a phone on a slow network waits some 5 ms for each KB: the
 * demo pool's season leaderboard, which the dashboard reads, is 11 KB of JSON and 2 KB gzipped. An
 * answer encoded already (a shared view's cached gzip) goes as it is.
 */
export const compressedResponse = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  after: (request) => {
    const { response } = request;
    if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
    if (response.headers?.['content-encoding'] || !acceptsGzip(request.event)) return;
    // Its length in characters, not bytes: counting a 4 MB answer's bytes would cost what it saves.
    const { length } = response.body;
    if (length < MIN_COMPRESSED_BYTES || length > MAX_COMPRESSED_BYTES) return;
    request.response = withGzippedBody(response, gzipSync(response.body).toString('base64'));
  },
});
