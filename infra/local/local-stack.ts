import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { now } from '../../functions/lib/clock';
import { inJobSeason } from '../../functions/lib/season';
import { armAutoPick } from '../../functions/services/schedule-service';
import { type GroupHandlers, invokeApiRoute, sourceHandlers } from './api-gateway';
import { loadBundles } from './bundled-handlers';
import { ensureTable, startDynamoServer } from './dynamo-server';
import { BUNDLED_JOBS, bundledJobs, type Job, sourceJobs, startJobScheduler } from './job-scheduler';
import { createLoginProvider, LOCAL_CLIENT_ID } from './login-provider';
import { startMailServer } from './mail-server';
import { seedOnce } from './seed';
import { createStaticSite } from './static-site';

export interface LocalStackOptions {
  /** 0 picks a free port. */
  port: number;
  /** A folder persists the store; 'memory' throws it away on exit. */
  dataDir: string;
  adminEmails: string;
  tableName?: string;
  /** Seed the season and the demo pool on first start (tests may want an empty pool). */
  seed?: boolean;
  /**
   * Run the scheduled jobs (auto-pick, live scores, reminders) on the pool clock; on unless false.
   * Tests leave them off unless they test them, so no job writes under a test's feet.
   */
  jobs?: boolean;
}

export interface LocalStack {
  url: string;
  /** Where /api and the jobs run from: the TypeScript sources, or the bundles of a cloud assembly. */
  handlers: string;
  seeded: { seeded: boolean; currentWeek: number | null };
  stop: () => Promise<void>;
}

/** Sign-ins per address and per email in each window on the laptop; AWS keeps the real limits (config.ts). */
export const LOCAL_SIGN_IN_LIMIT = 100_000;

/** The built SPA; FRONTEND_DIST points elsewhere (a second build, so two checkouts' tests do not share one). */
export const distDir = (): string =>
  process.env.FRONTEND_DIST?.trim() || fileURLToPath(new URL('../../frontend/dist', import.meta.url));

/**
 * POOL_API_BUNDLES=cdk.out serves /api and runs the jobs from the synthesized bundles (what
 * CloudFormation would upload) instead of the TypeScript sources.
 */
const handlerSource = (): { groups: GroupHandlers; jobs: Job[]; description: string } => {
  const assembly = process.env.POOL_API_BUNDLES?.trim();
  if (!assembly) return { groups: sourceHandlers, jobs: sourceJobs, description: 'TypeScript sources' };
  const bundles = loadBundles(assembly, BUNDLED_JOBS);
  return {
    groups: bundles.group,
    jobs: bundledJobs(bundles),
    description: `the bundles in ${bundles.dir} (POOL_API_BUNDLES)`,
  };
};

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

/** The login provider's refusal of a bad request (oidc-provider errors carry a 4xx statusCode), or null. */
const clientError = (error: unknown): { status: number; message: string } | null => {
  const refusal = error as { statusCode?: unknown; error_description?: unknown } | null;
  const status = refusal?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const description = refusal?.error_description;
  return { status, message: typeof description === 'string' ? description : 'Bad request' };
};

/**
 * The whole app in one process: dynalite, the dev login provider, the SPA and the very Lambda
 * handlers of the AWS stack, configured through the same environment variables.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  // Lambda runs Node 22; the laptop's Node 20 is fine for the SDK version in use.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const handlers = handlerSource();
  // The pool time the process starts at: a scheduled run whose time passes while it starts is made up.
  const startedAt = now();
  const dynamo = await startDynamoServer(options.dataDir === 'memory' ? undefined : options.dataDir);
  const tableName = options.tableName ?? 'nfl-pool';
  await ensureTable(dynamo.endpoint, tableName);
  const mailServer = await startMailServer();

  let handleRequest: Parameters<typeof createServer>[1] = (_req, res) => res.writeHead(503).end();
  const server = createServer((req, res) => handleRequest?.(req, res));
  const port = await listen(server, options.port);
  const siteOrigin = `http://127.0.0.1:${port}`;
  const loginProvider = createLoginProvider(siteOrigin);

  Object.assign(process.env, {
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    SITE_ORIGIN: siteOrigin,
    OIDC_ISSUER: loginProvider.issuer,
    OIDC_CLIENT_ID: LOCAL_CLIENT_ID,
    ADMIN_EMAILS: options.adminEmails,
    SERVER_TIMING: 'on',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mailServer.port),
  });
  // Every browser on the laptop is 127.0.0.1, and a developer or a test signs the same people in again
  // and again: the local stack's sign-in limits are LOCAL_SIGN_IN_LIMIT unless set (README).
  for (const name of ['SIGN_IN_LIMIT_PER_ADDRESS', 'SIGN_IN_LIMIT_PER_EMAIL']) {
    if (!process.env[name]?.trim()) process.env[name] = String(LOCAL_SIGN_IN_LIMIT);
  }

  const staticSite = createStaticSite(distDir());
  handleRequest = async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', siteOrigin);
      if (await loginProvider.handle(req, res)) return;
      if (url.pathname.startsWith('/api/')) await invokeApiRoute(req, res, url, handlers.groups);
      else await staticSite(req, res, url);
    } catch (error) {
      const refusal = clientError(error);
      if (!refusal) console.error('local server error', error);
      if (!res.headersSent) {
        res
          .writeHead(refusal?.status ?? 500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: refusal?.message ?? 'Internal server error' }));
      }
    }
  };

  const seeded = options.seed === false ? { seeded: false, currentWeek: null } : await seedOnce();
  if (options.jobs !== false) await inJobSeason(() => armAutoPick(startedAt));
  const stopScheduler = options.jobs === false ? async () => undefined : startJobScheduler(handlers.jobs);
  return {
    url: siteOrigin,
    handlers: handlers.description,
    seeded,
    stop: async () => {
      await stopScheduler();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await mailServer.stop();
      await dynamo.stop();
    },
  };
};
