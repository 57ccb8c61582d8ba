import { describe, expect, it } from 'vitest';
import { localStackForFile } from '../support/local-stack';

const stack = localStackForFile();

describe('the local server serves the SPA', () => {
  it.each(['/', '/weekly-picks', '/nope', '/week6/pools'])(
    'answers %s with index.html and security headers',
    async (path) => {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('serves built assets with a long cache lifetime', async () => {
    const html = await (await fetch(stack.url)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${stack.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('does not serve files from outside the build folder', async () => {
    const response = await fetch(`${stack.url}/..%2f..%2fpackage.json`);
    expect(await response.text()).not.toContain('"dependencies"');
  });
});
