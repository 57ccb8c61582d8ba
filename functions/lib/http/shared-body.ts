import { gzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { acceptsGzip } from './middleware/compressed-response';
import { type HttpResult, jsonText } from './responses';

/** Below this a body goes as it is: compressing it would cost more than sending it. */
const MIN_GZIP_LENGTH = 32 * 1024;

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

/** The body as the request may take it: gzipped when it is shared, large and gzip is accepted. */
export const sharedJson = (body: SharedBody | string, event: APIGatewayProxyEventV2): HttpResult => {
  if (typeof body === 'string') return jsonText(body);
  if (body.text.length < MIN_GZIP_LENGTH || !acceptsGzip(event)) return jsonText(body.text);
  const plain = jsonText('');
  return {
    ...plain,
    headers: { ...plain.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: body.gzipped(),
    isBase64Encoded: true,
  };
};
