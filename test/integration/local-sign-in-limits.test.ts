import { beforeAll, describe, expect, it } from 'vitest';
import { localStackForFile } from '../support/local-stack';
import { signIn } from '../support/pool-client';

// What the stack does on its own (as `npm start`), not what an environment set before it.
beforeAll(() => {
  delete process.env.SIGN_IN_LIMIT_PER_ADDRESS;
  delete process.env.SIGN_IN_LIMIT_PER_EMAIL;
});
const stack = localStackForFile();

describe('the local stack, where every browser is 127.0.0.1', () => {
  it('lets one address start far more sign-ins than the 20 of a real pool', async () => {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const started = await fetch(`${stack.url}/api/login`, { redirect: 'manual' });
      expect(started.status, `sign-in ${attempt + 1}`).toBe(302);
    }
  });

  it('signs one email in more than the 10 times a real pool allows in a window', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const { client, landedAt } = await signIn(stack.url, 'often@example.com');
      expect(landedAt, `sign-in ${attempt + 1}`).toBe('/');
      expect((await client.get('/api/auth/user')).status).toBe(200);
    }
  });
});
