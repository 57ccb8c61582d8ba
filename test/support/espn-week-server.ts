import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PoolClient } from './pool-client';

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

/** What the scripted server answers: a recorded fixture, a JSON body built by the test, an error status; after a delay. */
export interface EspnAnswer {
  fixture?: string;
  body?: unknown;
  status?: number;
  delayMs?: number;
  /** Sends only the body's first `cutAfter` bytes, then drops the connection (a provider failing mid-answer). */
  cutAfter?: number;
  /** Answers only once this settles: a provider the test holds back until it has looked at the page. */
  heldUntil?: Promise<unknown>;
}

/**
 * A loopback ESPN site API whose answers a test sets and changes as its Sunday goes on: `/teams`
 * and each week's `/scoreboard`. It counts what it was asked, so a test can tell the app left it alone.
 */
export const startScriptedEspnServer = async () => {
  const answers = new Map<string, EspnAnswer>();
  const requests: string[] = [];
  const queries: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://espn.test');
    queries.push(url.searchParams);
    const key = url.pathname === '/scoreboard' ? `week ${url.searchParams.get('week')}` : url.pathname;
    requests.push(key);
    const answer = answers.get(key);
    const send = () => {
      if (!answer) return res.writeHead(404).end();
      if (answer.status) return res.writeHead(answer.status).end('upstream trouble');
      const body = answer.fixture
        ? readFileSync(new URL(`../fixtures/espn/${answer.fixture}`, import.meta.url))
        : JSON.stringify(answer.body);
      if (answer.cutAfter !== undefined) {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.write(Buffer.from(body).subarray(0, answer.cutAfter), () => res.destroy());
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    };
    const sendInTime = () => {
      if (answer?.delayMs) setTimeout(send, answer.delayMs);
      else send();
    };
    if (answer?.heldUntil) void answer.heldUntil.then(sendInTime);
    else sendInTime();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The query of each request, in order (a scoreboard's `week`, `dates`, `seasontype`). */
    queries,
    /** `/teams`, or `week <n>` for that week's scoreboard. */
    answer: (key: string, answer: EspnAnswer) => answers.set(key, answer),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** The parts of a recorded scoreboard a test changes to derive another. */
export interface ScoreboardFixture {
  events: {
    id: string;
    competitions: {
      status: { type: Record<string, unknown> } & Record<string, unknown>;
      competitors: { homeAway: 'home' | 'away'; score?: string }[];
    }[];
  }[];
}

/** A recorded scoreboard as an object a test can change (a derived response). */
export const scoreboardFixture = (fixtureName: string): ScoreboardFixture =>
  JSON.parse(readFileSync(new URL(`../fixtures/espn/${fixtureName}`, import.meta.url), 'utf8'));

/**
 * The admin's schedule sync of a week from a loopback ESPN server: the real path by which the
 * provider's kickoffs, postponements and lines reach the pool. The offline provider is back after it.
 */
export const syncScheduleFromEspn = async (admin: PoolClient, espnBaseUrl: string, week: number) => {
  process.env.SPORTS_DATA_PROVIDER = 'espn';
  process.env.ESPN_BASE_URL = espnBaseUrl;
  try {
    return await admin.send('POST', `/api/admin/sync-schedule/${week}`, {});
  } finally {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
  }
};
