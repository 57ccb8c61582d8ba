import { gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { SharedBody, sharedJson } from './shared-body';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;
const takesGzip = request({ 'accept-encoding': 'gzip, br' });

describe('sharedJson', () => {
  it('sends a shared body of 1 KB or more as one gzip, made once for every request that takes it', () => {
    const text = JSON.stringify(Array.from({ length: 100 }, (_, index) => ({ userId: `player-${index}` })));
    const body = new SharedBody(text);
    const first = sharedJson(body, takesGzip);
    const second = sharedJson(body, request({ 'Accept-Encoding': 'gzip' }));
    expect(first).toMatchObject({
      isBase64Encoded: true,
      headers: {
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
      },
    });
    expect(gunzipSync(Buffer.from(String(first.body), 'base64')).toString('utf8')).toBe(text);
    expect(second.body).toBe(first.body);
  });

  it('sends a small shared body, one to a client without gzip, or a viewer\u2019s own text as it is', () => {
    const large = new SharedBody(JSON.stringify(Array.from({ length: 300 }, (_, index) => index * 1000)));
    expect(large.text.length).toBeGreaterThan(1000);
    for (const [body, event, text] of [
      [new SharedBody('[1,2,3]'), takesGzip, '[1,2,3]'],
      [large, request({}), large.text],
      ['{"own":true}', takesGzip, '{"own":true}'],
    ] as const) {
      const response = sharedJson(body, event);
      expect(response.headers?.['content-encoding']).toBeUndefined();
      expect(response.body).toBe(text);
    }
  });
});
