import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod';
import { MAX_BODY_BYTES, MAX_BODY_DEPTH } from '../../functions/lib/http/middleware/json-body';
import { type RouteDefinition, resourceGroups, routeKey, routes } from '../../functions/routes';
import { matchRoute } from '../../infra/local/api-gateway';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * Hostile input, generated: for every route of the manifest that takes input (path parameters, a
 * query, a body), fast-check sends malformed and hostile requests as the role allowed to call it.
 * Each request's fate is worked out the way the server works it out (the gateway's route match, the
 * CSRF and body middlewares, then the route's own zod schemas, which this file reads from the very
 * handler modules): an invalid request must be a 4xx `{ message }`, nothing is ever a 5xx or leaks an
 * internal name, and a batch of refused requests leaves the table as it was. A request every check
 * would let through is not sent to a mutation (it could legitimately store something).
 */

type Schema = z.ZodType;
interface Implementation {
  params?: Schema;
  query?: Schema;
  body?: Schema;
}

// Every route's schemas, as groupHandler receives them from the handler modules.
const implementations = vi.hoisted(() => new Map<string, Implementation>());
vi.mock('../../functions/lib/http/group-handler', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../functions/lib/http/group-handler')>();
  return {
    ...original,
    groupHandler: (...args: Parameters<typeof original.groupHandler>) => {
      for (const [key, implementation] of Object.entries(args[1])) implementations.set(key, implementation);
      return original.groupHandler(...args);
    },
  };
});

const stack = localStackForFile();
const RUNS_PER_ROUTE = 12;
const OVERSIZED_RUNS = 30;
const DEEP_RUNS = 40;

let admin: PoolClient;
let player: PoolClient;
let playerId: string;
const counts = { routes: 0, generated: 0, sent: 0, skippedValid: 0, batchesCompared: 0 };

// Loading the handler modules (as the local stack will) hands every route's schemas to the mock above.
await Promise.all(resourceGroups.map((group) => import(`../../functions/${group}/handler.ts`)));

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  player = (await signIn(stack.url, 'hostile.player@example.com')).client;
  playerId = (await (await player.get('/api/auth/user')).json()).id;
});

afterAll(() => {
  console.info('hostile input:', JSON.stringify(counts));
});

const isMutation = (route: RouteDefinition) => route.method !== 'GET';
const implementationOf = (route: RouteDefinition): Implementation => {
  const implementation = implementations.get(routeKey(route));
  if (!implementation) throw new Error(`${routeKey(route)} has no implementation`);
  return implementation;
};
const paramNames = (route: RouteDefinition) =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
/** Routes that take input: a path parameter, a query or body schema, or (any mutation) a body to parse. */
const takesInput = (route: RouteDefinition) => {
  const { params, query, body } = implementationOf(route);
  return isMutation(route) || paramNames(route).length > 0 || !!params || !!query || !!body;
};
/** The client of the role the route admits: the admin for admin routes, signed out for public ones. */
const clientFor = (route: RouteDefinition) =>
  route.access === 'admin' ? admin : route.access === 'public' ? new PoolClient(stack.url) : player;
const shapeKeys = (schema: Schema | undefined): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
};

// ---- generators ----------------------------------------------------------------------------------

const printable = (min: number, max: number) =>
  fc.string({ unit: fc.integer({ min, max }).map((code) => String.fromCharCode(code)) });
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFEFF',
    '\u202Eevil',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    'true',
    '__proto__',
    'constructor',
    'prototype',
    'hasOwnProperty',
    '../../../etc/passwd',
    '..\\..\\windows',
    '<script>alert(1)</script>',
    "' OR '1'='1",
    '#{7*7}',
    '<%= 7*7 %>',
    '{{7*7}}',
    'PK',
    'USER#x',
    '🏈'.repeat(40),
    'ë̈́'.repeat(30),
  ),
  // Any code point, lone surrogates and NUL included.
  fc.string({
    unit: fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    maxLength: 30,
  }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  // Huge: 2,000 to 20,000 characters.
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 250, max: 2_500 }))
    .map(([text, times]) => text.repeat(times)),
);
/** A number token sent as it is: JSON.stringify would turn -0 into 0 and 1e309 into null. */
const RAW = '\u0000raw:';
const rawNumber = fc
  .constantFrom('-0', '1e309', '-1e309', '1e-400', '9007199254740993', '0.5', '-1', '1e21', '15.0', '0')
  .map((token) => `${RAW}${token}`);
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'userId', 'isCorrect', 'PK', 'SK', ''),
  fc.string({ maxLength: 12 }),
);
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    rawNumber,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));
const jsonText = (value: unknown): string =>
  (JSON.stringify(value) ?? 'null').replace(/"\\u0000raw:([^"]*)"/g, '$1');
const brokenJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"week":}',
    '{"week": NaN}',
    '{"week": Infinity}',
    '{"week": -Infinity}',
    "{'week': 1}",
    '[1,]',
    '{"a":1,}',
    '{"a":01}',
    '{"a":"\u0000"}',
    '\uFEFF{}',
    '{"a":1}{"b":2}',
    'undefined',
    'NaN',
    '{"a":"\\x41"}',
    '{"a":"\\uD8"}',
    '{"__proto__":',
    '\u0000',
  ),
  fc.string({ maxLength: 40 }).filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
);
/** A body: broken JSON, any hostile JSON value, or an object near the schema's own fields. */
const bodyArb = (keys: string[]) =>
  fc.oneof(
    brokenJson,
    hostileValue.map(jsonText),
    fc
      .dictionary(keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey, hostileValue, {
        maxKeys: 6,
      })
      .map(jsonText),
  );
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'application/json;charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
    'application/json-patch+json',
    'text/json',
    '',
  ),
  fc.constant(undefined),
);
const origin = (site: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(site) },
    fc.constantFrom('null', 'http://evil.example', `${site}/`, `${site}.evil.example`, site.toUpperCase()),
    fc.constant(undefined),
  );
/** A large header: the request line and headers stay within the 16 KB that Node's server (and so the local gateway) takes. */
const junkHeader = fc.option(fc.oneof(printable(0x20, 0x7e), printable(0xa0, 0xff)), { nil: undefined });
const LONE_SURROGATE = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;
/** Percent-encodes a segment; a lone surrogate becomes the bytes of one (%ED%A0%80), which no decoder takes. */
const encodeSegment = (text: string) =>
  text
    .split(LONE_SURROGATE)
    .map((part, i) => (i % 2 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
const SPECIAL_SEGMENTS = [
  '..',
  '.',
  '%',
  '%zz',
  '%C0%AF',
  '%00',
  '%2e%2e',
  '%2F',
  '%2f..%2f',
  '%E2%80%AE',
  '%FF',
];
/** A path segment: raw (already percent-encoded, broken or dot-segment) or a hostile string encoded. */
const segment = (plausible: string) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(plausible) },
    { weight: 2, arbitrary: fc.constantFrom(...SPECIAL_SEGMENTS) },
    {
      weight: 5,
      arbitrary: fc
        .oneof(
          hostileText.filter((text) => text.length < 3_000),
          rawNumber,
        )
        .map((text) => encodeSegment(text.replace(RAW, ''))),
    },
  );
const plausibleParam = (name: string): string =>
  ({
    week: '15',
    userId: playerId,
    entryId: 'standard.abc123',
    id: '401772720',
    gameId: '401772720',
    position: '5',
  })[name] ?? 'rules';
const queryArb = (keys: string[]) =>
  fc.option(
    fc.array(
      fc.tuple(
        keys.length ? fc.oneof(fc.constantFrom(...keys), hostileKey) : hostileKey,
        hostileText.filter((text) => text.length < 1_000),
      ),
      { maxLength: 4 },
    ),
    { nil: undefined },
  );

interface HostileRequest {
  path: string;
  body: string | undefined;
  headers: Record<string, string | undefined>;
}

const requestArb = (route: RouteDefinition): fc.Arbitrary<HostileRequest> => {
  const { query, body } = implementationOf(route);
  const names = paramNames(route);
  return fc
    .record({
      segments: fc.tuple(...names.map((name) => segment(plausibleParam(name)))),
      query: query ? queryArb(shapeKeys(query)) : fc.constant(undefined),
      body: isMutation(route)
        ? fc.option(bodyArb(shapeKeys(body)), { freq: 8, nil: undefined })
        : fc.constant(undefined),
      contentType: isMutation(route) ? contentType : fc.constant(undefined),
      origin: isMutation(route) ? origin(stack.url) : fc.constant(undefined),
      junk: junkHeader.map((text) => text?.slice(0, 4_000)),
    })
    .map(({ segments, query: pairs, body: text, contentType: type, origin: from, junk }) => {
      let path = route.path;
      for (const [i, name] of names.entries()) path = path.replace(`{${name}}`, segments[i] as string);
      const search = pairs ? new URLSearchParams(pairs).toString() : '';
      return {
        path: search ? `${path}?${search}` : path,
        body: text,
        headers: { 'content-type': type, origin: from, 'x-hostile': junk },
      };
    });
};

// ---- the server's verdict, worked out -----------------------------------------------------------

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
/** Control characters but tab and line breaks, and unpaired surrogates: refused in any input a route reads. */
const NOT_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isAllText = (value: unknown): boolean =>
  typeof value === 'string'
    ? !NOT_TEXT.test(value)
    : value === null || typeof value !== 'object'
      ? true
      : Object.values(value).every(isAllText);

type Verdict = 'refused' | 'admitted' | 'other-route';

/** Whether any check on the way to the route's service refuses the request (then it must be a 4xx). */
const verdict = (route: RouteDefinition, request: HostileRequest, sentBody: string | undefined): Verdict => {
  const url = new URL(request.path, stack.url);
  let match: ReturnType<typeof matchRoute>;
  try {
    match = matchRoute(route.method, url.pathname);
  } catch {
    return 'refused';
  }
  if (!match) return 'refused';
  if (match.route !== route) return 'other-route';
  if (isMutation(route)) {
    if (request.headers.origin !== stack.url) return 'refused';
    if (!JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? 'text/plain')) return 'refused';
  }
  let body: unknown;
  if (sentBody) {
    if (Buffer.byteLength(sentBody) > MAX_BODY_BYTES) return 'refused';
    try {
      body = JSON.parse(sentBody);
    } catch {
      return 'refused';
    }
    if (depthOf(body) > MAX_BODY_DEPTH) return 'refused';
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const { params, query: querySchema, body: bodySchema } = implementationOf(route);
  const inputs = [
    [params, match.pathParameters],
    [querySchema, query],
    [bodySchema, body ?? {}],
  ] as const;
  // A route reads what its schemas let through, and refuses it when any of that is not text.
  const admitted = inputs.every(([schema, input]) => {
    const parsed = schema?.safeParse(input);
    return !parsed || (parsed.success && isAllText(parsed.data));
  });
  return admitted ? 'admitted' : 'refused';
};

/** What must never reach a caller: a stack frame, a source file, an AWS or zod internal, a path. */
const LEAK =
  /\bat .*:\d+:\d+|\.ts\b|\.m?js\b|Exception|DynamoDB|ConditionalCheck|Zod|ValidationError|node_modules|\/work\/|file:\/\/|TypeError|RangeError|SyntaxError|Cannot read|undefined is not/;

const send = (client: PoolClient, route: RouteDefinition, request: HostileRequest) =>
  isMutation(route)
    ? client.send(route.method, request.path, request.body ?? undefined, request.headers)
    : client.request(request.path, {
        headers:
          request.headers['x-hostile'] === undefined ? {} : { 'x-hostile': request.headers['x-hostile'] },
      });

const expectAnswer = async (response: Response, refused: boolean, what: string) => {
  const text = await response.text();
  expect(response.status, `${what}: ${text.slice(0, 200)}`).toBeLessThan(500);
  if (refused) expect(response.status, what).toBeGreaterThanOrEqual(400);
  if (response.status < 400) return;
  expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { message?: unknown };
  expect(typeof body.message, `${what}: ${text.slice(0, 200)}`).toBe('string');
  expect(body.message, what).not.toMatch(LEAK);
};

describe('hostile input: every route that takes input refuses what it cannot take', () => {
  const covered = routes.filter(takesInput);

  it('covers every route of the manifest but the GETs without parameters or a query', () => {
    counts.routes = covered.length;
    const left = routes.filter((route) => !takesInput(route));
    expect(left.every((route) => route.method === 'GET' && !route.path.includes('{'))).toBe(true);
    expect(covered.length + left.length).toBe(routes.length);
  });

  it('is what docs/quality.md counts of it', () => {
    const doc = readFileSync(new URL('../../docs/quality.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const said = (pattern: RegExp) =>
      pattern
        .exec(doc)
        ?.slice(1)
        .map((figure) => Number(figure.replace(/,/g, '')));
    const [generatedPerRoute = 0, more = 0, inAll = 0] =
      said(/([\d,]+) generated requests \(\d+ per route\).* ([\d,]+) more: .* ([\d,]+) in all\./) ?? [];
    expect({
      summary: said(/\| (\d+) routes, ([\d,]+) generated inputs \|/),
      routes: said(/to the (\d+) routes that take any \(.*; the other (\d+) are GETs without input\)/),
      perRoute: said(/([\d,]+) generated requests \((\d+) per route\)/),
      weekRoutes: said(/on all (\d+) `\{week\}` routes/),
    }).toEqual({
      summary: [covered.length, inAll],
      routes: [covered.length, routes.length - covered.length],
      perRoute: [covered.length * RUNS_PER_ROUTE, RUNS_PER_ROUTE],
      weekRoutes: [routes.filter((route) => route.path.includes('{week}')).length],
    });
    expect(inAll).toBe(generatedPerRoute + more);
  });

  it.each(covered.map((route) => [routeKey(route), route] as const))('%s', async (key, route) => {
    const client = clientFor(route);
    const before = await tableSnapshot();
    let admittedSent = false;
    let generated = 0;
    await fc.assert(
      fc.asyncProperty(requestArb(route), async (request) => {
        generated += 1;
        const fate = verdict(route, request, request.body);
        if (fate !== 'refused' && isMutation(route)) {
          counts.skippedValid += 1;
          return;
        }
        if (fate !== 'refused') admittedSent = true;
        counts.sent += 1;
        const response = await send(client, route, request);
        await expectAnswer(response, fate === 'refused', `${key} ${request.path.slice(0, 120)}`);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
    counts.generated += generated;
    if (admittedSent) return;
    counts.batchesCompared += 1;
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('every week in a path is plain decimal digits', () => {
  /** A week 1-18 written as anything but plain digits: a sign, a point, an exponent, another base, spaces. */
  const notDecimal = fc
    .tuple(
      fc.integer({ min: 1, max: 18 }),
      fc.constantFrom<(n: number) => string>(
        (n) => `+${n}`,
        (n) => `${n}.0`,
        (n) => `${n / 10}e1`,
        (n) => `0x${n.toString(16)}`,
        (n) => `0b${n.toString(2)}`,
        (n) => `0o${n.toString(8)}`,
        (n) => ` ${n}`,
        (n) => `${n} `,
        (n) => `${n}n`,
        (n) => String(n).replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      ),
    )
    .map(([week, write]) => write(week));

  it('refuses a week written otherwise on every route that takes one, storing nothing', async () => {
    const withWeek = routes.filter((route) => route.path.includes('{week}'));
    const before = await tableSnapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withWeek), notDecimal, async (route, week) => {
        counts.generated += 1;
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === 'week' ? encodeURIComponent(week) : plausibleParam(name),
        );
        const client = clientFor(route);
        const response = isMutation(route)
          ? await client.send(route.method, path, {})
          : await client.get(path);
        expect({ route: routeKey(route), week, status: response.status }).toEqual({
          route: routeKey(route),
          week,
          status: 400,
        });
        expect((await response.json()).message).toMatch(/^week must be/);
      }),
      { numRuns: 60 },
    );
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('free text takes what people type and refuses control characters and broken Unicode', () => {
  const typed = fc.oneof(
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }),
    fc.constantFrom('Zoë', 'José Ñúñez', '🏈🔥', 'שלום', '\u202Eevil', 'O’Brien', 'a\tb', 'x\ny'),
  );
  const poison = fc.constantFrom('\u0000', '\u0007', '\u001B', '\u007F', '\uD800', '\uDFFF', '\uDBFF\u0041');
  const poisoned = fc
    .tuple(typed, poison, fc.nat())
    .map(([text, bad, at]) => {
      const cut = at % (text.length + 1);
      return `${text.slice(0, cut)}${bad}${text.slice(cut)}`.slice(0, 10);
    })
    .filter((text) => !isAllText(text));
  const textRoutes: [string, string, (text: string) => unknown][] = [
    ['PUT', '/api/settings/rules', (text) => ({ value: text })],
    [
      'PUT',
      '/api/admin/home-content',
      (text) => ({ title: text, subtitle: 'Subtitle', description: 'About', features: [text] }),
    ],
    ['PUT', '/api/admin/squares/7/assign', (text) => ({ playerName: text })],
    ['POST', '/api/week6/entries', (text) => ({ poolId: 'week6', entryName: text })],
  ];

  it('refuses text with a control character or an unpaired surrogate in every free-text field, storing nothing', async () => {
    const before = await tableSnapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...textRoutes), poisoned, async ([method, path, body], text) => {
        counts.generated += 1;
        const response = await admin.send(method, path, body(text));
        expect({ path, text, status: response.status }).toEqual({ path, text, status: 400 });
        // A name (a square's, an entry's) refuses control characters by the name rule, in its own words.
        expect((await response.json()).message).toMatch(
          /(contains control characters or broken Unicode|cannot contain control, bidirectional or zero-width characters)$/,
        );
      }),
      { numRuns: 40 },
    );
    expect(await tableSnapshot()).toEqual(before);
  });

  it('stores the text people type (accents, emoji, right-to-left, tabs) as it was sent', async () => {
    await fc.assert(
      fc.asyncProperty(typed, async (text) => {
        counts.generated += 1;
        expect((await admin.send('PUT', '/api/settings/rules', { value: text })).status).toBe(200);
        expect((await (await admin.get('/api/settings/rules')).json()).value).toBe(text);
      }),
      { numRuns: 20 },
    );
  });
});

describe('a forged session cookie is a 401, never more', () => {
  /** Cookie-safe text: printable ASCII but `;` and `,`, and Latin-1 (a header carries bytes). */
  const cookieText = fc.oneof(
    printable(0x21, 0x7e).map((text) => text.replace(/[;,]/g, '')),
    printable(0xa0, 0xff),
  );

  it('refuses any forged pool_session cookie on a read and a write, storing nothing', async () => {
    const forged = fc.oneof(
      cookieText,
      // "<user id>.<secret>" as the server issues them: another user's id, a long one, odd characters.
      fc
        .tuple(fc.oneof(cookieText, fc.constant(playerId)), cookieText)
        .map(([userId, secret]) => `${userId}.${secret}`),
      fc.nat(300).map((length) => `${'u'.repeat(length)}.secret`),
    );
    const before = await tableSnapshot();
    await fc.assert(
      fc.asyncProperty(forged, fc.boolean(), async (token, write) => {
        counts.generated += 1;
        const stranger = new PoolClient(stack.url);
        const headers = { cookie: `pool_session=${token}` };
        const response = write
          ? await stranger.request('/api/tiebreaker/mnf', {
              method: 'POST',
              headers: { ...headers, origin: stack.url, 'content-type': 'application/json' },
              body: JSON.stringify({ gameId: '401772810', week: 1, predictedTotal: 40 }),
            })
          : await stranger.request('/api/auth/user', { headers });
        expect({ token, status: response.status, body: await response.json() }).toEqual({
          token,
          status: 401,
          body: { message: 'Unauthorized' },
        });
      }),
      { numRuns: 60 },
    );
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe('oversized and deeply nested bodies are refused before they are parsed', () => {
  const mutations = routes.filter(isMutation);

  it(`refuses a body over ${MAX_BODY_BYTES} bytes with 413 on every mutation, storing nothing`, async () => {
    const before = await tableSnapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...mutations),
        fc.integer({ min: MAX_BODY_BYTES + 1, max: 2 * 1024 * 1024 }),
        fc.constantFrom('string', 'array'),
        async (route, size, shape) => {
          counts.generated += 1;
          const body =
            shape === 'string'
              ? JSON.stringify({ value: 'x'.repeat(size) })
              : `[${'1,'.repeat(Math.ceil(size / 2))}1]`;
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => plausibleParam(name));
          const contentType = route.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {};
          const response = await clientFor(route).send(route.method, path, body, contentType);
          expect(response.status, routeKey(route)).toBe(413);
          expect(await response.json()).toEqual({ message: 'Request body is too large' });
        },
      ),
      { numRuns: OVERSIZED_RUNS },
    );
    expect(await tableSnapshot()).toEqual(before);
  });

  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels with 400 on every mutation, storing nothing`, async () => {
    const before = await tableSnapshot();
    const maxDepth = Math.floor(MAX_BODY_BYTES / 6);
    await fc.assert(
      fc.asyncProperty(
        // A form's fields do not nest.
        fc.constantFrom(...mutations.filter((route) => !route.form)),
        fc.integer({ min: MAX_BODY_DEPTH + 1, max: maxDepth }),
        fc.constantFrom('[', '{"a":', '[{"picks":'),
        fc.boolean(),
        async (route, depth, opener, closed) => {
          counts.generated += 1;
          const closer = opener === '[' ? ']' : opener === '{"a":' ? '}' : '}]';
          const levels = opener === '[{"picks":' ? Math.ceil(depth / 2) : depth;
          const body = `${opener.repeat(levels)}1${closed ? closer.repeat(levels) : ''}`;
          const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => plausibleParam(name));
          const response = await clientFor(route).send(route.method, path, body);
          expect(response.status, routeKey(route)).toBe(400);
          expect(await response.json()).toEqual({
            message: `Request body nests deeper than ${MAX_BODY_DEPTH} levels`,
          });
        },
      ),
      { numRuns: DEEP_RUNS },
    );
    expect(await tableSnapshot()).toEqual(before);
  });

  it(`still takes a body nested ${MAX_BODY_DEPTH} levels deep as JSON (then the schema judges it)`, async () => {
    const body = `${'['.repeat(MAX_BODY_DEPTH)}1${']'.repeat(MAX_BODY_DEPTH)}`;
    const response = await player.send('POST', '/api/picks/weekly/batch', body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('body must be a object');
  });

  it('counts only the nesting of the JSON itself, not brackets inside its strings', async () => {
    const value = `say "${'[{'.repeat(100)}" \\ ${'{'.repeat(100)}`;
    const response = await admin.send('PUT', '/api/settings/rules', { value });
    expect(response.status).toBe(200);
    expect((await (await admin.get('/api/settings/rules')).json()).value).toBe(value);
  });
});
