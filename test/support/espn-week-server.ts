import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback ESPN site API that answers one week's scoreboard with a recorded fixture, 404 else. */
export const startEspnWeekServer = async (fixtureName: string, week: number) => {
  const fixture = readFileSync(new URL(`../fixtures/espn/${fixtureName}`, import.meta.url));
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://espn.test');
    if (url.pathname === '/scoreboard' && url.searchParams.get('week') === String(week)) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(fixture);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
