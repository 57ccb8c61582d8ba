import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { acceptsGzip, MIN_COMPRESSED_BYTES, withGzippedBody } from './middleware/compressed-response';
import { type HttpResult, jsonText } from './responses';

/**
 * A JSON body built once and sent to many requests as it is (a cached view). It is gzipped once,
 * for the first request that accepts gzip, which also keeps a whole week of 1,000 players' picks
 * (~4 MB of JSON, ~0.2 MB gzipped) far below a Lambda response's 6 MB.
 */
export class SharedBody {
  #gzipped: string | undefined;

  constructor(readonly text: string) {}

  gzipped(): string {
    this.#gzipped ??= gzipSync(this.text).toString('base64');
    return this.#gzipped;
  }
}

/**
 * The body as the request may take it: a shared body of 1 KB or more goes as its gzip, made once for
 * every request that takes gzip (the compression middleware then leaves it as it is, at any size).
 */
export const sharedJson = (body: SharedBody | string, event: APIGatewayProxyEventV2): HttpResult => {
  if (typeof body === 'string') return jsonText(body);
  const plain = jsonText(body.text);
  if (body.text.length < MIN_COMPRESSED_BYTES || !acceptsGzip(event)) return plain;
  return withGzippedBody(plain, body.gzipped());
};
