/**
 * THE route manifest: every /api route of the product. The local server, the CDK stack and the
 * authorization tests read this list; nothing else lists routes.
 */
/**
 * `signedIn`: any signed-in account, a member of the pool or not (see shared/join-policy.ts);
 * `user`, `fullApp` and `admin` are for members only.
 */
export type Access = 'public' | 'signedIn' | 'user' | 'fullApp' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const resourceGroups = [
  'auth',
  'users',
  'games',
  'picks',
  'leaderboard',
  'teams',
  'tiebreaker',
  'settings',
  'content',
  'squares',
  'survivor',
  'week6',
  'admin-games',
  'admin-picks',
  'admin-pool',
  'admin-people',
  'money',
  'autopick',
] as const;
export type ResourceGroup = (typeof resourceGroups)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway HTTP API path syntax: `{name}` is a path parameter. */
  path: string;
  group: ResourceGroup;
  access: Access;
  /** A browser form's post: its body is application/x-www-form-urlencoded, not JSON (still from the site's Origin). */
  form?: true;
}

const route = (method: HttpMethod, path: string, group: ResourceGroup, access: Access): RouteDefinition => ({
  method,
  path,
  group,
  access,
});

export const routes: readonly RouteDefinition[] = [
  // Session and sign-in (browser navigations)
  route('GET', '/api/login', 'auth', 'public'),
  route('GET', '/api/week6/login', 'auth', 'public'),
  route('GET', '/api/callback', 'auth', 'public'),
  route('GET', '/api/logout', 'auth', 'public'),
  route('GET', '/api/auth/user', 'auth', 'signedIn'),
  // Beyond the spec: the invite link's form starts the sign-in with the pool's invite code.
  { ...route('POST', '/api/join', 'auth', 'public'), form: true },

  // Users
  route('GET', '/api/users/check-username/{username}', 'users', 'user'),
  route('POST', '/api/users/username', 'users', 'user'),
  route('POST', '/api/week6/username', 'users', 'user'),
  route('GET', '/api/users', 'users', 'user'),
  route('GET', '/api/user/{userId}', 'users', 'user'),
  // Beyond the spec: missing-picks emails (the profile menu), and their unsubscribe link, signed out.
  route('GET', '/api/users/reminders', 'users', 'user'),
  route('PUT', '/api/users/reminders', 'users', 'user'),
  route('POST', '/api/reminders/unsubscribe', 'users', 'public'),
  // Beyond the spec: push reminders: the deployment's VAPID key and the player's devices.
  route('GET', '/api/push/public-key', 'users', 'user'),
  route('GET', '/api/push/subscriptions', 'users', 'user'),
  route('POST', '/api/push/subscriptions', 'users', 'user'),
  route('DELETE', '/api/push/subscriptions', 'users', 'user'),

  // Games, picks, leaderboards (limited users see only survivor content: no standings, no picks grid)
  route('GET', '/api/games/current-week', 'games', 'user'),
  route('GET', '/api/games/week/{week}', 'games', 'user'),
  route('GET', '/api/picks/weekly/{week}', 'picks', 'fullApp'),
  route('GET', '/api/picks/weekly/{week}/{userId}', 'picks', 'fullApp'),
  route('POST', '/api/picks/weekly/batch', 'picks', 'fullApp'),
  route('POST', '/api/picks/weekly/batch-details/{week}', 'picks', 'fullApp'),
  // Beyond the spec: the pool's split on each started game ("64% took KC").
  route('GET', '/api/picks/splits/{week}', 'picks', 'fullApp'),
  route('GET', '/api/leaderboard/weekly/{week}', 'leaderboard', 'fullApp'),
  route('GET', '/api/leaderboard/season', 'leaderboard', 'fullApp'),
  // CSV downloads of the picks grid and the standings: the same reads and visibility as the JSON above.
  route('GET', '/api/picks/weekly/{week}/csv', 'picks', 'fullApp'),
  route('GET', '/api/leaderboard/weekly/{week}/csv', 'leaderboard', 'fullApp'),
  route('GET', '/api/leaderboard/season/csv', 'leaderboard', 'fullApp'),
  // Beyond the spec: the seasons the pool played (every player: a limited one opens a past season's
  // survivor pools with ?season=), and the archive of each that ended (Results).
  route('GET', '/api/seasons', 'leaderboard', 'user'),
  route('GET', '/api/seasons/{season}', 'leaderboard', 'fullApp'),
  route('GET', '/api/teams', 'teams', 'user'),
  route('GET', '/api/tiebreaker/mnf/{week}', 'tiebreaker', 'user'),
  route('POST', '/api/tiebreaker/mnf', 'tiebreaker', 'fullApp'),

  // Settings and content
  route('GET', '/api/settings/{key}', 'settings', 'user'),
  // Beyond the spec: when the auto-pick fills missing picks (the username step says so).
  route('GET', '/api/settings/auto-pick', 'settings', 'user'),
  route('PUT', '/api/settings/rules', 'settings', 'admin'),
  route('GET', '/api/home-content', 'content', 'public'),
  route('GET', '/api/squares', 'squares', 'user'),
  // Beyond the spec: the pool's money, a player's own line and the amounts the rules show.
  route('GET', '/api/money/me', 'money', 'user'),
  route('GET', '/api/money/amounts', 'money', 'user'),

  // Survivor (standard and late entry)
  route('GET', '/api/survivor/stats', 'survivor', 'user'),
  route('GET', '/api/survivor/pools', 'survivor', 'user'),
  route('GET', '/api/survivor/entry', 'survivor', 'user'),
  route('GET', '/api/survivor/used-teams/{entryId}', 'survivor', 'user'),
  route('GET', '/api/survivor/current-pick/{entryId}/{week}', 'survivor', 'user'),
  route('POST', '/api/survivor/pick', 'survivor', 'user'),
  route('GET', '/api/survivor/results', 'survivor', 'user'),
  // CSV download of a pool's results: the same read and visibility as the JSON above.
  route('GET', '/api/survivor/results/csv', 'survivor', 'user'),

  // Week 6 pools
  route('GET', '/api/week6/pools', 'week6', 'user'),
  route('GET', '/api/week6/registration', 'week6', 'public'),
  route('GET', '/api/week6/entries', 'week6', 'user'),
  route('POST', '/api/week6/entries/register', 'week6', 'user'),
  route('POST', '/api/week6/entries', 'week6', 'user'),
  route('DELETE', '/api/week6/entries/{id}', 'week6', 'user'),
  route('GET', '/api/week6/used-teams/{entryId}', 'week6', 'user'),
  route('GET', '/api/week6/picks/{entryId}/{week}', 'week6', 'user'),
  route('POST', '/api/week6/picks', 'week6', 'user'),
  route('POST', '/api/week6/register', 'week6', 'user'),
  route('POST', '/api/week6/convert-user', 'week6', 'user'),

  // Admin reads
  route('GET', '/api/admin/users', 'admin-people', 'admin'),
  route('GET', '/api/admin/survivor/picks', 'admin-picks', 'admin'),
  route('GET', '/api/admin/pool-stats', 'admin-pool', 'admin'),
  route('GET', '/api/admin/schedule-config', 'autopick', 'admin'),
  route('GET', '/api/admin/schedule-status', 'autopick', 'admin'),
  route('GET', '/api/admin/survivor/entry/{userId}', 'admin-picks', 'admin'),
  route('GET', '/api/admin/survivor/used-teams/{entryId}', 'admin-picks', 'admin'),
  route('GET', '/api/admin/survivor/current-pick/{entryId}/{week}', 'admin-picks', 'admin'),
  route('GET', '/api/admin/mnf-tiebreaker/{userId}/{week}', 'admin-picks', 'admin'),
  route('GET', '/api/admin/espn-scores/{week}', 'admin-games', 'admin'),
  route('GET', '/api/admin/system-status', 'admin-games', 'admin'),
  // Beyond the spec: whether this deployment has the Testing tab's tools.
  route('GET', '/api/admin/testing', 'admin-games', 'admin'),
  route('GET', '/api/admin/audit', 'admin-people', 'admin'),
  // Beyond the spec: who still needs to pick what this week (Override Picks tab).
  route('GET', '/api/admin/missing-picks', 'admin-picks', 'admin'),
  // Beyond the spec: the mail the local loopback mail server received (the Outbox tab).
  route('GET', '/api/admin/outbox', 'admin-people', 'admin'),
  // Beyond the spec: the game-day job (live scores and grading) for the Data Sync tab.
  route('GET', '/api/admin/live-scores', 'admin-games', 'admin'),
  // Beyond the spec: a fresh deployment's "Set up the season" (teams, 18 weeks, current week), one step per POST.
  route('GET', '/api/admin/season-setup', 'admin-games', 'admin'),
  // Beyond the spec: whether the season is over, and what ending it early leaves undecided.
  route('GET', '/api/admin/season/end-early', 'admin-games', 'admin'),
  // Beyond the spec: the ledger and its CSV.
  route('GET', '/api/admin/money', 'money', 'admin'),
  route('GET', '/api/admin/money/csv', 'money', 'admin'),
  // Beyond the spec: a private pool: the invite link and the people waiting for approval.
  route('GET', '/api/admin/invite', 'admin-people', 'admin'),
  route('GET', '/api/admin/join-requests', 'admin-people', 'admin'),

  // Admin writes
  route('POST', '/api/admin/season-setup', 'admin-games', 'admin'),
  // Beyond the spec: start the next season (archive this one, carry settings and players over).
  route('POST', '/api/admin/season/next', 'admin-games', 'admin'),
  // Beyond the spec: end the season before its last game, the year typed to confirm.
  route('POST', '/api/admin/season/end-early', 'admin-games', 'admin'),
  // The money: payments are append-only (no edit or delete route), amounts, the Super Bowl score.
  route('POST', '/api/admin/money/payments', 'money', 'admin'),
  route('PUT', '/api/admin/money/amounts', 'money', 'admin'),
  route('PUT', '/api/admin/money/super-bowl', 'money', 'admin'),
  route('POST', '/api/admin/sync-teams', 'admin-games', 'admin'),
  route('POST', '/api/admin/sync-schedule/{week}', 'admin-games', 'admin'),
  route('POST', '/api/admin/sync-scores/{week}', 'admin-games', 'admin'),
  route('POST', '/api/admin/score-picks/{week}', 'admin-games', 'admin'),
  route('PUT', '/api/admin/current-week', 'admin-games', 'admin'),
  route('PUT', '/api/admin/game-score/{gameId}', 'admin-games', 'admin'),
  route('POST', '/api/admin/reset-scores/{week}', 'admin-games', 'admin'),
  route('POST', '/api/admin/save-all-scores', 'admin-games', 'admin'),
  route('POST', '/api/admin/simulate-week/{week}', 'admin-games', 'admin'),
  route('POST', '/api/admin/override-picks', 'admin-picks', 'admin'),
  route('POST', '/api/admin/survivor/override-pick', 'admin-picks', 'admin'),
  route('POST', '/api/admin/mnf-tiebreaker/override', 'admin-picks', 'admin'),
  route('PUT', '/api/admin/game/{id}/spread', 'admin-games', 'admin'),
  route('DELETE', '/api/admin/game/{id}', 'admin-games', 'admin'),
  route('PUT', '/api/admin/game/{id}/mnf-tiebreaker', 'admin-games', 'admin'),
  route('PUT', '/api/admin/squares/visibility', 'admin-pool', 'admin'),
  route('PUT', '/api/admin/squares/{position}/assign', 'admin-pool', 'admin'),
  route('PUT', '/api/admin/squares/price', 'admin-pool', 'admin'),
  route('PUT', '/api/admin/picks/enabled', 'admin-pool', 'admin'),
  route('PUT', '/api/admin/results/visibility', 'admin-pool', 'admin'),
  // Beyond the spec: the push rule and the late-entry start week (Pool Settings tab).
  route('PUT', '/api/admin/pool-settings', 'admin-pool', 'admin'),
  route('PUT', '/api/admin/home-content', 'admin-pool', 'admin'),
  route('POST', '/api/admin/survivor/finalize-week', 'admin-picks', 'admin'),
  // Beyond the spec: opens the current week again after a finalize (audited).
  route('POST', '/api/admin/survivor/unfinalize-week', 'admin-picks', 'admin'),
  route('POST', '/api/admin/schedule-config', 'autopick', 'admin'),
  route('POST', '/api/admin/auto-all-picks', 'autopick', 'admin'),
  route('POST', '/api/admin/missing-picks/remind', 'admin-picks', 'admin'),
  route('PUT', '/api/admin/live-scores', 'admin-games', 'admin'),
  route('POST', '/api/admin/invite', 'admin-people', 'admin'),
  route('POST', '/api/admin/users/{userId}/approve', 'admin-people', 'admin'),
  route('POST', '/api/admin/users/{userId}/decline', 'admin-people', 'admin'),
  route('PATCH', '/api/admin/users/{userId}/admin', 'admin-people', 'admin'),
  route('DELETE', '/api/admin/users/{userId}', 'admin-people', 'admin'),
  route('POST', '/api/admin/impersonate/{userId}', 'admin-people', 'admin'),
  // Runs while the acting user is the impersonated player; ending an impersonation needs no admin rights.
  route('POST', '/api/admin/stop-impersonate', 'admin-people', 'signedIn'),
];

export const routeKey = (r: Pick<RouteDefinition, 'method' | 'path'>): string => `${r.method} ${r.path}`;

export const routesOfGroup = (group: ResourceGroup): RouteDefinition[] =>
  routes.filter((r) => r.group === group);

export const findRouteByKey = (key: string): RouteDefinition | undefined =>
  routes.find((r) => routeKey(r) === key);
