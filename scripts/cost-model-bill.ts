// The monthly AWS bill of a deployed pool, from the usage model and the measured figures below
// (docs/performance.md, "What it costs"). Prices are us-east-1 on-demand list prices; every constant
// names where it comes from. scripts/cost-model.ts prints it.

export interface MonthlyBill {
  players: number;
  /** USD a month, by AWS service; `atRest` is storage, backups, the secret and the alarms. */
  lines: Record<'dynamo' | 'lambda' | 'api' | 'cloudFront' | 'cognito' | 'mail' | 'logs' | 'atRest', number>;
  total: number;
  apiRequests: number;
  transferGb: number;
  reloadReads: number;
  storageGb: number;
}

/** US East (N. Virginia) on-demand list prices, USD. */
export const price = {
  dynamoReadUnit: 0.125 / 1e6,
  dynamoWriteUnit: 0.625 / 1e6,
  dynamoStorageGbMonth: 0.25,
  dynamoBackupGbMonth: 0.2, // point-in-time recovery, on (infra/stack.ts)
  lambdaGbSecondArm: 0.0000133334,
  lambdaRequest: 0.2 / 1e6,
  httpApiRequest: 1.0 / 1e6,
  cloudFrontGb: 0.085,
  cloudFrontRequest: 0.01 / 1e4,
  cognitoEssentialsMau: 0.015, // the user pool's plan: CDK's default for a new pool
  sesEmail: 0.1 / 1000,
  logsIngestedGb: 0.5,
  secretMonth: 0.4, // the CloudFront origin secret
  alarmMonth: 0.1,
} as const;

/** What AWS gives every account each month, always (not the 12-month trial). */
export const free = {
  cognitoMau: 10_000,
  dynamoStorageGb: 25,
  cloudFrontGb: 1000,
  cloudFrontRequests: 10e6,
  alarms: 10,
};
const LAMBDA_GB = 0.5; // memorySize 512 (infra/pool-function.ts)
export const WEEKS_A_MONTH = 4.35;

/** Per player per week of the season (the usage model). */
export const usage = {
  signIns: 1,
  dashboardViews: 8, // 11 API requests each (bench:web)
  picksViews: 6, // 9 API requests each
  resultsViews: 6, // 6 API requests each
  saves: 5, // 3 batch saves of the week's picks, 1 survivor pick, 1 MNF total
  remindersMailed: 1,
  freshDownloads: 1, // the app's JavaScript fetched again (a deploy, a phone's evicted cache)
};
/** Whole-week reads that find the week moved since their container loaded it (a save, a score). */
const RELOAD_SHARE = 0.5;

/** Measured: bench:api (DynamoDB calls, "alone ms"), bench:web (page weights), data-model.md (item sizes). */
const measured = {
  sheetKb: 2, // a player's pick sheet: 1,000 sheets are ~2 MB
  entryKb: 1.3, // a survivor entry with 14 weeks of picks
  profileKb: 0.4, // GSI1 USERS, eventually consistent
  standingsBytesPerPlayer: 60, // a week's standings item, ~60 KB for 1,013 players
  readRequestUnits: 5, // session + user, then the screen's version items: one consistent BatchGetItem each
  saveReadUnits: 6, // session, user, the sheet and 3 versions in one BatchGetItem
  saveWriteUnits: 3, // the sheet (~2 KB) and the week's version ADD
  readMs: 30, // a warm screen read ("alone" 6-110 ms on the idle local stack)
  saveMs: 80, // the 16-pick save ("alone" 76 ms)
  reloadMsPerPlayer: 0.5, // the week's cold Query and views: 521 ms for 1,000 players locally
  initMs: 300, // runtime start + the bundle's import (46-184 ms, bench:cold-start) + first calls
  coldShare: 0.01, // requests that start a new container
  appKb: 260, // a signed-in page's JavaScript as sent (bench:web)
  apiKb: 2, // a typical JSON answer, gzipped
  gridKbPerPlayer: 0.2, // the picks of a week, gzipped: ~200 KB at 1,000 players
  logKbPerRequest: 1.5, // the API access log line and the function's log lines
};

/** The game-day job: every 5 minutes all year, ~20 h of game windows a week in season. */
const gameDay = {
  ticksAWeek: 2016,
  windowTicks: 240,
  gradingsAWeek: 6,
  restingReadUnits: 1,
  windowReadUnits: 6,
};
/**
 * A month in season at `players` players, each line in USD; `alarms` is the stack's alarm count
 * (scripts/cost-model-alarms.ts), the first ten free.
 */
export const monthInSeason = (players: number, alarms: number): MonthlyBill => {
  const n = players;
  const w = WEEKS_A_MONTH;
  const views = usage.dashboardViews + usage.picksViews + usage.resultsViews;
  const apiRequests =
    n *
    w *
    (usage.dashboardViews * 11 +
      usage.picksViews * 9 +
      usage.resultsViews * 6 +
      usage.saves +
      usage.signIns * 3);
  // Whole-week reads: the dashboard's weekly board and the results' picks grid; the dashboard's
  // survivor stats read the pool; the results' user list is moved by every sign-in.
  const weekReloads = n * w * (usage.dashboardViews + usage.resultsViews) * RELOAD_SHARE;
  const poolReloads = n * w * usage.dashboardViews * RELOAD_SHARE;
  const userReloads = Math.min(n * w * usage.resultsViews, n * w * usage.signIns);
  const unitsOf = (kb: number, consistent = true) => Math.ceil(kb / 4) / (consistent ? 1 : 2);
  const reloadReads =
    weekReloads * unitsOf(n * measured.sheetKb) +
    poolReloads * unitsOf(n * measured.entryKb) +
    userReloads * unitsOf(n * measured.profileKb, false);
  // A grading reads the week and writes its standings; survivor grades are derived where read.
  const gradingReads = w * gameDay.gradingsAWeek * unitsOf(n * measured.sheetKb);
  const gradingWrites = w * gameDay.gradingsAWeek * Math.ceil((n * measured.standingsBytesPerPlayer) / 1024);
  const jobReads =
    w * (gameDay.ticksAWeek * gameDay.restingReadUnits + gameDay.windowTicks * gameDay.windowReadUnits);
  const saves = n * w * usage.saves;
  const readUnits = (apiRequests - saves) * measured.readRequestUnits + saves * measured.saveReadUnits;
  const dynamo =
    (readUnits + reloadReads + gradingReads + jobReads) * price.dynamoReadUnit +
    (saves * measured.saveWriteUnits + gradingWrites) * price.dynamoWriteUnit;
  const storageGb = (n * (18 * measured.sheetKb + measured.entryKb + 1)) / 1024 / 1024;
  const dynamoAtRest =
    Math.max(0, storageGb - free.dynamoStorageGb) * price.dynamoStorageGbMonth +
    storageGb * price.dynamoBackupGbMonth;

  const invocations = apiRequests + w * gameDay.ticksAWeek;
  const lambdaMs =
    (apiRequests - saves) * measured.readMs +
    saves * measured.saveMs +
    (weekReloads + gameDay.gradingsAWeek * w) * n * measured.reloadMsPerPlayer +
    invocations * measured.coldShare * measured.initMs +
    w * gameDay.ticksAWeek * 50;
  const lambda = (lambdaMs / 1000) * LAMBDA_GB * price.lambdaGbSecondArm + invocations * price.lambdaRequest;
  const api = apiRequests * price.httpApiRequest;

  const pageLoads = n * w * views;
  const transferGb =
    (n * w * usage.freshDownloads * measured.appKb +
      pageLoads * 2 + // index.html, revalidated
      apiRequests * measured.apiKb +
      n * w * usage.resultsViews * n * measured.gridKbPerPlayer) /
    1024 /
    1024;
  const cdnRequests = apiRequests + pageLoads + n * w * usage.freshDownloads * 55; // ~55 files a page
  const cloudFront =
    Math.max(0, transferGb - free.cloudFrontGb) * price.cloudFrontGb +
    Math.max(0, cdnRequests - free.cloudFrontRequests) * price.cloudFrontRequest;
  const cognito = Math.max(0, n - free.cognitoMau) * price.cognitoEssentialsMau;
  const mail = n * w * usage.remindersMailed * price.sesEmail;
  const logs = ((invocations * measured.logKbPerRequest) / 1024 / 1024) * price.logsIngestedGb;
  const fixed = price.secretMonth + Math.max(0, alarms - free.alarms) * price.alarmMonth;
  const lines = { dynamo, lambda, api, cloudFront, cognito, mail, logs, atRest: dynamoAtRest + fixed };
  const total = Object.values(lines).reduce((a, b) => a + b, 0);
  return { players, lines, total, apiRequests, transferGb, reloadReads, storageGb };
};
