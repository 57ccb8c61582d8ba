import { createECDH } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Access, type HttpMethod, routeKey, routes } from '../../functions/routes';
import type { Game } from '../../shared/game';
import { privatePoolMessages } from '../../shared/join-policy';
import { mnfTiebreakerGame } from '../../shared/mnf-game';
import { DEFAULT_MONEY_AMOUNTS } from '../../shared/money/amounts';
import type { InviteLink } from '../../shared/schemas/admin-people';
import { alivePlayers, type DemoPerson } from '../support/demo-pool';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';
import { tableSnapshot } from '../support/table-snapshot';
import { keepWeek6Open } from '../support/week6';

/*
 * The authorization matrix: every route of the manifest called as each role, with the caller's own
 * realistic ids and bodies, against the expected status written out below. A route added to the
 * manifest without a row here fails the first test. A refused call (401 or 403) answers the access
 * check's message and leaves the table as it was. Every answer is never cached nor sniffed.
 */

// Demo clock: Thursday of Week 15 before kickoff; the demo pool is seeded.
const stack = localStackForFile({ seed: true });
const WEEK = 15;

const roles = ['signedOut', 'limited', 'player', 'admin', 'impersonating'] as const;
type Role = (typeof roles)[number];

/** What a call may name: the caller's own ids (the full-app player's when signed out), and the pool's. */
interface Ids {
  userId: string;
  survivorEntryId: string;
  /** A new Week 6 entry of the caller, read and picked by the Week 6 routes; DELETE removes another. */
  week6EntryId: string;
  week6LastEntryId: string;
  survivorTeamId: number;
  week6TeamId: number;
  sundayGame: Game;
  mnfGame: Game;
  pastGame: Game;
  /** Week 16: not started at the demo clock, so an admin may still edit them. */
  laterGames: Game[];
  week6PoolId: string;
  playerId: string;
  playerEntryId: string;
  leavingUserId: string;
  /** Two who came through the invite link of a pool that approves: the admin approves one, declines the other. */
  approvedUserId: string;
  declinedUserId: string;
}

interface Call {
  path: string;
  body?: unknown;
  /** Sent as a browser form's fields (application/x-www-form-urlencoded), not JSON. */
  form?: true;
}

interface Row {
  /** In the order of `roles`: signed out, limited (Week 6 only), full-app player, admin, admin impersonating a player. */
  statuses: readonly [number, number, number, number, number];
  call: (ids: Ids) => Call;
  /** Run by the admin after its own call: puts its session back as it was. */
  undo?: (admin: PoolClient) => Promise<unknown>;
}

const row = (statuses: Row['statuses'], call: Row['call'] | string, undo?: Row['undo']): Row => ({
  statuses,
  call: typeof call === 'string' ? () => ({ path: call }) : call,
  undo,
});

const scoreOf = (game: Game) => ({
  homeScore: game.homeScore ?? 0,
  awayScore: game.awayScore ?? 0,
  isCompleted: true,
});

/** A browser's P-256 public key, as a push subscription carries it. */
const browserPushKey = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey('base64url');
})();

// 401 signed out, 403 refused for the role, 404 not an entry of the caller (the Week 6 only player has no
// standard one), 400 a forged callback state or unsubscribe token on a public route.
const matrix: Record<string, Row> = {
  'GET /api/login': row([302, 302, 302, 302, 302], '/api/login'),
  'GET /api/week6/login': row([302, 302, 302, 302, 302], '/api/week6/login'),
  'GET /api/callback': row([400, 400, 400, 400, 400], '/api/callback?state=forged&code=forged'),
  'GET /api/logout': row([302, 302, 302, 302, 302], '/api/logout'),
  'GET /api/auth/user': row([401, 200, 200, 200, 200], '/api/auth/user'),
  // A code that is not the invite's: back to the invite page (303), which says the link is no longer valid.
  'POST /api/join': row([303, 303, 303, 303, 303], () => ({
    path: '/api/join',
    body: 'code=forged',
    form: true,
  })),

  'GET /api/users/check-username/{username}': row(
    [401, 200, 200, 200, 200],
    '/api/users/check-username/someone_new',
  ),
  'POST /api/users/username': row([401, 200, 200, 200, 200], (ids) => ({
    path: '/api/users/username',
    body: { username: `authz_${ids.userId.slice(0, 8)}`, defaultPick: 'home' },
  })),
  'POST /api/week6/username': row([401, 200, 200, 200, 200], (ids) => ({
    path: '/api/week6/username',
    body: { username: `authz6_${ids.userId.slice(0, 8)}` },
  })),
  'GET /api/users': row([401, 200, 200, 200, 200], '/api/users'),
  'GET /api/user/{userId}': row([401, 200, 200, 200, 200], (ids) => ({ path: `/api/user/${ids.userId}` })),
  'GET /api/users/reminders': row([401, 200, 200, 200, 200], '/api/users/reminders'),
  'PUT /api/users/reminders': row([401, 200, 200, 200, 200], () => ({
    path: '/api/users/reminders',
    body: { enabled: true, leadHours: 6 },
  })),
  'GET /api/push/public-key': row([401, 200, 200, 200, 200], '/api/push/public-key'),
  'GET /api/push/subscriptions': row([401, 200, 200, 200, 200], '/api/push/subscriptions'),
  'POST /api/push/subscriptions': row([401, 201, 201, 201, 201], (ids) => ({
    path: '/api/push/subscriptions',
    body: {
      endpoint: `https://fcm.googleapis.com/fcm/send/authz-${ids.userId}`,
      keys: { p256dh: browserPushKey, auth: 'A'.repeat(22) },
    },
  })),
  // No such device of the caller's: 404 (another's device is never theirs to delete: test/integration/push.test.ts).
  'DELETE /api/push/subscriptions': row(
    [401, 404, 404, 404, 404],
    '/api/push/subscriptions?id=no-such-device',
  ),
  'POST /api/reminders/unsubscribe': row([400, 400, 400, 400, 400], () => ({
    path: '/api/reminders/unsubscribe',
    body: { token: 'not-a-token' },
  })),

  'GET /api/games/current-week': row([401, 200, 200, 200, 200], '/api/games/current-week'),
  'GET /api/games/week/{week}': row([401, 200, 200, 200, 200], `/api/games/week/${WEEK}`),
  'GET /api/picks/weekly/{week}': row([401, 403, 200, 200, 200], `/api/picks/weekly/${WEEK}`),
  'GET /api/picks/weekly/{week}/{userId}': row([401, 403, 200, 200, 200], (ids) => ({
    path: `/api/picks/weekly/${WEEK}/${ids.userId}`,
  })),
  'POST /api/picks/weekly/batch': row([401, 403, 200, 200, 200], (ids) => ({
    path: '/api/picks/weekly/batch',
    body: { picks: [{ gameId: ids.sundayGame.id, pickedTeamId: ids.sundayGame.homeTeamId, week: WEEK }] },
  })),
  'POST /api/picks/weekly/batch-details/{week}': row([401, 403, 200, 200, 200], (ids) => ({
    path: `/api/picks/weekly/batch-details/${WEEK}`,
    body: { userIds: [ids.userId] },
  })),
  'GET /api/picks/splits/{week}': row([401, 403, 200, 200, 200], `/api/picks/splits/${WEEK}`),
  'GET /api/leaderboard/weekly/{week}': row([401, 403, 200, 200, 200], `/api/leaderboard/weekly/${WEEK}`),
  'GET /api/leaderboard/season': row([401, 403, 200, 200, 200], '/api/leaderboard/season'),
  'GET /api/seasons': row([401, 200, 200, 200, 200], '/api/seasons'),
  // The pool plays its first season: no archive yet, to anyone who may ask.
  'GET /api/seasons/{season}': row([401, 403, 404, 404, 404], '/api/seasons/2025'),
  'GET /api/picks/weekly/{week}/csv': row([401, 403, 200, 200, 200], `/api/picks/weekly/${WEEK}/csv`),
  'GET /api/leaderboard/weekly/{week}/csv': row(
    [401, 403, 200, 200, 200],
    `/api/leaderboard/weekly/${WEEK}/csv`,
  ),
  'GET /api/leaderboard/season/csv': row([401, 403, 200, 200, 200], '/api/leaderboard/season/csv'),
  'GET /api/teams': row([401, 200, 200, 200, 200], '/api/teams'),
  'GET /api/tiebreaker/mnf/{week}': row([401, 200, 200, 200, 200], `/api/tiebreaker/mnf/${WEEK}`),
  'POST /api/tiebreaker/mnf': row([401, 403, 200, 200, 200], (ids) => ({
    path: '/api/tiebreaker/mnf',
    body: { gameId: ids.mnfGame.id, week: WEEK, predictedTotal: 44 },
  })),

  'GET /api/settings/{key}': row([401, 200, 200, 200, 200], '/api/settings/rules'),
  'GET /api/settings/auto-pick': row([401, 200, 200, 200, 200], '/api/settings/auto-pick'),
  'PUT /api/settings/rules': row([401, 403, 403, 200, 403], () => ({
    path: '/api/settings/rules',
    body: { value: 'Pick every game before kickoff.' },
  })),
  'GET /api/home-content': row([200, 200, 200, 200, 200], '/api/home-content'),
  'GET /api/squares': row([401, 200, 200, 200, 200], '/api/squares'),
  'GET /api/money/me': row([401, 200, 200, 200, 200], '/api/money/me'),
  'GET /api/money/amounts': row([401, 200, 200, 200, 200], '/api/money/amounts'),

  'GET /api/survivor/stats': row([401, 200, 200, 200, 200], '/api/survivor/stats'),
  'GET /api/survivor/pools': row([401, 200, 200, 200, 200], '/api/survivor/pools'),
  'GET /api/survivor/entry': row([401, 200, 200, 200, 200], '/api/survivor/entry'),
  'GET /api/survivor/used-teams/{entryId}': row([401, 404, 200, 200, 200], (ids) => ({
    path: `/api/survivor/used-teams/${ids.survivorEntryId}`,
  })),
  'GET /api/survivor/current-pick/{entryId}/{week}': row([401, 404, 200, 200, 200], (ids) => ({
    path: `/api/survivor/current-pick/${ids.survivorEntryId}/${WEEK}`,
  })),
  'POST /api/survivor/pick': row([401, 404, 200, 200, 200], (ids) => ({
    path: '/api/survivor/pick',
    body: { entryId: ids.survivorEntryId, pickedTeamId: ids.survivorTeamId, week: WEEK },
  })),
  'GET /api/survivor/results': row([401, 200, 200, 200, 200], '/api/survivor/results?poolId=standard'),
  'GET /api/survivor/results/csv': row(
    [401, 200, 200, 200, 200],
    '/api/survivor/results/csv?poolId=standard',
  ),

  'GET /api/week6/pools': row([401, 200, 200, 200, 200], '/api/week6/pools'),
  // Public: the landing page tells a signed-out visitor whether the Week 6 pools still take entries.
  'GET /api/week6/registration': row([200, 200, 200, 200, 200], '/api/week6/registration'),
  'GET /api/week6/entries': row([401, 200, 200, 200, 200], '/api/week6/entries'),
  'POST /api/week6/entries/register': row([401, 200, 200, 200, 200], () => ({
    path: '/api/week6/entries/register',
    body: { count: 1 },
  })),
  'POST /api/week6/entries': row([401, 200, 200, 200, 200], (ids) => ({
    path: '/api/week6/entries',
    body: { poolId: ids.week6PoolId, entryName: 'Matrix entry' },
  })),
  'DELETE /api/week6/entries/{id}': row([401, 200, 200, 200, 200], (ids) => ({
    path: `/api/week6/entries/${ids.week6LastEntryId}`,
  })),
  'GET /api/week6/used-teams/{entryId}': row([401, 200, 200, 200, 200], (ids) => ({
    path: `/api/week6/used-teams/${ids.week6EntryId}`,
  })),
  'GET /api/week6/picks/{entryId}/{week}': row([401, 200, 200, 200, 200], (ids) => ({
    path: `/api/week6/picks/${ids.week6EntryId}/${WEEK}`,
  })),
  'POST /api/week6/picks': row([401, 200, 200, 200, 200], (ids) => ({
    path: '/api/week6/picks',
    body: { entryId: ids.week6EntryId, pickedTeamId: ids.week6TeamId, week: WEEK },
  })),
  'POST /api/week6/register': row([401, 200, 200, 200, 200], () => ({
    path: '/api/week6/register',
    body: { count: 1 },
  })),
  'POST /api/week6/convert-user': row([401, 200, 200, 200, 200], '/api/week6/convert-user'),

  'GET /api/admin/users': row([401, 403, 403, 200, 403], '/api/admin/users'),
  'GET /api/admin/invite': row([401, 403, 403, 200, 403], '/api/admin/invite'),
  'POST /api/admin/invite': row([401, 403, 403, 200, 403], '/api/admin/invite'),
  'GET /api/admin/join-requests': row([401, 403, 403, 200, 403], '/api/admin/join-requests'),
  'POST /api/admin/users/{userId}/approve': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/users/${ids.approvedUserId}/approve`,
  })),
  'POST /api/admin/users/{userId}/decline': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/users/${ids.declinedUserId}/decline`,
  })),
  'GET /api/admin/survivor/picks': row([401, 403, 403, 200, 403], `/api/admin/survivor/picks?week=${WEEK}`),
  'GET /api/admin/pool-stats': row([401, 403, 403, 200, 403], '/api/admin/pool-stats'),
  'GET /api/admin/schedule-config': row([401, 403, 403, 200, 403], '/api/admin/schedule-config'),
  'GET /api/admin/schedule-status': row([401, 403, 403, 200, 403], '/api/admin/schedule-status'),
  'GET /api/admin/survivor/entry/{userId}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/survivor/entry/${ids.playerId}`,
  })),
  'GET /api/admin/survivor/used-teams/{entryId}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/survivor/used-teams/${ids.playerEntryId}`,
  })),
  'GET /api/admin/survivor/current-pick/{entryId}/{week}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/survivor/current-pick/${ids.playerEntryId}/${WEEK}`,
  })),
  'GET /api/admin/mnf-tiebreaker/{userId}/{week}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/mnf-tiebreaker/${ids.playerId}/${WEEK}`,
  })),
  'GET /api/admin/espn-scores/{week}': row([401, 403, 403, 200, 403], `/api/admin/espn-scores/${WEEK - 1}`),
  'GET /api/admin/system-status': row([401, 403, 403, 200, 403], '/api/admin/system-status'),
  'GET /api/admin/testing': row([401, 403, 403, 200, 403], '/api/admin/testing'),
  'GET /api/admin/audit': row([401, 403, 403, 200, 403], '/api/admin/audit'),
  'GET /api/admin/missing-picks': row([401, 403, 403, 200, 403], '/api/admin/missing-picks'),
  'GET /api/admin/outbox': row([401, 403, 403, 200, 403], '/api/admin/outbox'),
  'GET /api/admin/live-scores': row([401, 403, 403, 200, 403], '/api/admin/live-scores'),
  'GET /api/admin/season-setup': row([401, 403, 403, 200, 403], '/api/admin/season-setup'),
  'GET /api/admin/season/end-early': row([401, 403, 403, 200, 403], '/api/admin/season/end-early'),
  'GET /api/admin/money': row([401, 403, 403, 200, 403], '/api/admin/money'),
  'GET /api/admin/money/csv': row([401, 403, 403, 200, 403], '/api/admin/money/csv'),
  'POST /api/admin/money/payments': row([401, 403, 403, 200, 403], (ids) => ({
    path: '/api/admin/money/payments',
    body: { userId: ids.playerId, amount: 25, paidOn: '2025-09-01', note: 'Survivor entry' },
  })),
  'PUT /api/admin/money/amounts': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/money/amounts',
    body: { ...DEFAULT_MONEY_AMOUNTS, currency: 'dollars' },
  })),
  'PUT /api/admin/money/super-bowl': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/money/super-bowl',
    body: { quarters: [{ away: 3, home: 0 }] },
  })),

  'POST /api/admin/season-setup': row([401, 403, 403, 200, 403], '/api/admin/season-setup'),
  // The bundled provider has no 2026 schedule: the admin's call is let through and refused for that.
  'POST /api/admin/season/next': row([401, 403, 403, 409, 403], () => ({
    path: '/api/admin/season/next',
    body: { season: 2026 },
  })),
  // A year that is not the pool's season: the admin's call is let through and refused for that.
  'POST /api/admin/season/end-early': row([401, 403, 403, 409, 403], () => ({
    path: '/api/admin/season/end-early',
    body: { confirmSeason: 2024 },
  })),
  'POST /api/admin/sync-teams': row([401, 403, 403, 200, 403], '/api/admin/sync-teams'),
  'POST /api/admin/sync-schedule/{week}': row([401, 403, 403, 200, 403], '/api/admin/sync-schedule/18'),
  'POST /api/admin/sync-scores/{week}': row([401, 403, 403, 200, 403], `/api/admin/sync-scores/${WEEK - 1}`),
  'POST /api/admin/score-picks/{week}': row([401, 403, 403, 200, 403], () => ({
    path: `/api/admin/score-picks/${WEEK - 1}`,
    body: { adminsOnly: false },
  })),
  'PUT /api/admin/current-week': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/current-week',
    body: { week: WEEK },
  })),
  'PUT /api/admin/game-score/{gameId}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/game-score/${ids.pastGame.id}`,
    body: scoreOf(ids.pastGame),
  })),
  'POST /api/admin/reset-scores/{week}': row([401, 403, 403, 200, 403], '/api/admin/reset-scores/18'),
  'POST /api/admin/save-all-scores': row([401, 403, 403, 200, 403], (ids) => ({
    path: '/api/admin/save-all-scores',
    body: { games: [{ id: ids.pastGame.id, ...scoreOf(ids.pastGame) }] },
  })),
  'POST /api/admin/simulate-week/{week}': row([401, 403, 403, 200, 403], '/api/admin/simulate-week/18'),
  'POST /api/admin/override-picks': row([401, 403, 403, 200, 403], (ids) => ({
    path: '/api/admin/override-picks',
    body: {
      userId: ids.playerId,
      week: WEEK,
      picks: [
        {
          userId: ids.playerId,
          gameId: ids.sundayGame.id,
          pickedTeamId: ids.sundayGame.awayTeamId,
          week: WEEK,
        },
      ],
    },
  })),
  'POST /api/admin/survivor/override-pick': row([401, 403, 403, 200, 403], (ids) => ({
    path: '/api/admin/survivor/override-pick',
    body: { entryId: ids.playerEntryId, pickedTeamId: ids.survivorTeamId, week: WEEK },
  })),
  'POST /api/admin/mnf-tiebreaker/override': row([401, 403, 403, 200, 403], (ids) => ({
    path: '/api/admin/mnf-tiebreaker/override',
    body: { userId: ids.playerId, week: WEEK, gameId: ids.mnfGame.id, predictedTotal: 45 },
  })),
  'PUT /api/admin/game/{id}/spread': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/game/${ids.laterGames[0]?.id}/spread`,
    body: { spread: -3.5 },
  })),
  'DELETE /api/admin/game/{id}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/game/${ids.laterGames[1]?.id}`,
  })),
  'PUT /api/admin/game/{id}/mnf-tiebreaker': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/game/${ids.laterGames[2]?.id}/mnf-tiebreaker`,
    body: { isMnfTiebreaker: true },
  })),
  'PUT /api/admin/squares/visibility': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/squares/visibility',
    body: { isVisible: true },
  })),
  'PUT /api/admin/squares/{position}/assign': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/squares/7/assign',
    body: { playerName: 'Matrix' },
  })),
  'PUT /api/admin/squares/price': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/squares/price',
    body: { price: 5 },
  })),
  'PUT /api/admin/picks/enabled': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/picks/enabled',
    body: { isEnabled: true },
  })),
  'PUT /api/admin/results/visibility': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/results/visibility',
    body: { showAllResults: true },
  })),
  // Moving the Week 6 closing week is this admin write (the setup already moved it to Week 18).
  'PUT /api/admin/pool-settings': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/pool-settings',
    body: { pushRule: 'loss', week6CloseWeek: 18 },
  })),
  'PUT /api/admin/home-content': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/home-content',
    body: { title: 'The Pool', subtitle: 'Every week', description: 'Pick them all.', features: ['Picks'] },
  })),
  'POST /api/admin/survivor/finalize-week': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/survivor/finalize-week',
    body: { week: WEEK - 1 },
  })),
  // The admin passes the access check; the current week is not finalized, so it answers 409.
  'POST /api/admin/survivor/unfinalize-week': row([401, 403, 403, 409, 403], () => ({
    path: '/api/admin/survivor/unfinalize-week',
    body: { week: WEEK },
  })),
  'POST /api/admin/schedule-config': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/schedule-config',
    body: { cronExpression: '0 12 * * 0', timezone: 'America/New_York', enabled: false },
  })),
  'POST /api/admin/auto-all-picks': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/auto-all-picks',
    // Last week: every game has started, so the run is quick and assigns nothing.
    body: { week: WEEK - 1 },
  })),
  'POST /api/admin/missing-picks/remind': row([401, 403, 403, 200, 403], '/api/admin/missing-picks/remind'),
  'PUT /api/admin/live-scores': row([401, 403, 403, 200, 403], () => ({
    path: '/api/admin/live-scores',
    body: { enabled: false, intervalMinutes: 5 },
  })),
  'PATCH /api/admin/users/{userId}/admin': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/users/${ids.leavingUserId}/admin`,
    body: { isAdmin: false },
  })),
  'DELETE /api/admin/users/{userId}': row([401, 403, 403, 200, 403], (ids) => ({
    path: `/api/admin/users/${ids.leavingUserId}`,
  })),
  'POST /api/admin/impersonate/{userId}': row(
    [401, 403, 403, 200, 403],
    (ids) => ({ path: `/api/admin/impersonate/${ids.playerId}` }),
    (admin) => admin.send('POST', '/api/admin/stop-impersonate', {}),
  ),
  // Open to any session (the acting user is the player, and a demoted admin may end theirs): 400 when not impersonating.
  'POST /api/admin/stop-impersonate': row([401, 400, 400, 400, 200], '/api/admin/stop-impersonate'),
};

/**
 * Called after every other route, in this order: simulating Week 18 grades it (eliminating the survivor
 * entries without a Week 18 pick) until its reset; the last two end or change the caller's session.
 */
const lastRoutes = [
  'POST /api/admin/simulate-week/{week}',
  'POST /api/admin/reset-scores/{week}',
  'POST /api/admin/stop-impersonate',
  'GET /api/logout',
];
const ordered = [
  ...routes.filter((route) => !lastRoutes.includes(routeKey(route))),
  ...lastRoutes.map((key) => routes.find((route) => routeKey(route) === key)),
].filter((route) => route !== undefined);

const callers = {} as Record<Role, { client: PoolClient; ids: Ids }>;
const idOf = async (client: PoolClient) => (await (await client.get('/api/auth/user')).json()).id as string;

const send = (client: PoolClient, method: HttpMethod, { path, body, form }: Call) =>
  method === 'GET'
    ? client.request(path, { headers: { 'sec-fetch-site': 'same-origin' } })
    : form
      ? client.send(method, path, body, { 'content-type': 'application/x-www-form-urlencoded' })
      : client.send(method, path, body ?? {});

/** The private pool's non-members (see the last describe): one outside it, one waiting for an admin. */
const nonMembers = {} as Record<'outsider' | 'waiting', PoolClient>;

beforeAll(async () => {
  const admin = (await signIn(stack.url, 'admin@example.com')).client;
  // The demo clock is Week 15: the Week 6 pools this file registers in are kept open.
  await keepWeek6Open(admin);
  const [player, impersonated] = (await alivePlayers(admin, 2)) as [DemoPerson, DemoPerson];
  const signedIn: Record<Exclude<Role, 'signedOut'>, PoolClient> = {
    limited: (await signIn(stack.url, 'wendy@example.com', { loginPath: '/api/week6/login' })).client,
    player: (await signIn(stack.url, player.email)).client,
    admin,
    impersonating: (await signIn(stack.url, 'admin@example.com')).client,
  };
  const leavingUserId = await idOf((await signIn(stack.url, 'leaving.player@example.com')).client);
  // A pool that approves who joins: the link puts three on the waiting list, a stranger stays outside.
  const policy = (joinPolicy: string) => admin.send('PUT', '/api/admin/pool-settings', { joinPolicy });
  expect((await policy('approval')).status).toBe(200);
  const link = (await (await admin.get('/api/admin/invite')).json()) as InviteLink;
  const invite = new URL(link.url).hash.slice(1);
  const viaLink = async (email: string) => (await signIn(stack.url, email, { invite })).client;
  const approvedUserId = await idOf(await viaLink('approved.friend@example.com'));
  const declinedUserId = await idOf(await viaLink('declined.friend@example.com'));
  nonMembers.waiting = await viaLink('waiting.friend@example.com');
  nonMembers.outsider = (await signIn(stack.url, 'stranger@example.com')).client;
  expect((await policy('open')).status).toBe(200);
  const started = await signedIn.impersonating.send('POST', `/api/admin/impersonate/${impersonated.id}`, {});
  expect(started.status).toBe(200);

  const games = (await (await admin.get(`/api/games/week/${WEEK}`)).json()) as Game[];
  const pastGames = (await (await admin.get(`/api/games/week/${WEEK - 1}`)).json()) as Game[];
  const laterGames = (await (await admin.get(`/api/games/week/${WEEK + 1}`)).json()) as Game[];
  const [week6Pool] = (await (await admin.get('/api/week6/pools')).json()) as { id: string }[];
  const sundayGame = games.filter((game) => new Date(game.startTime).getUTCDay() === 0)[0];
  const mnfGame = mnfTiebreakerGame(games);
  const [pastGame] = pastGames;
  if (!sundayGame || !mnfGame || !pastGame || !week6Pool) throw new Error('the demo season is not seeded');

  const unusedTeam = async (client: PoolClient, path: string) => {
    const response = await client.get(path);
    const usedTeams = response.ok ? ((await response.json()) as { teamId: number }[]) : [];
    const used = new Set(usedTeams.map((u) => u.teamId));
    const playing = games.flatMap((game) => [game.homeTeamId, game.awayTeamId]);
    return playing.find((team) => !used.has(team)) ?? 0;
  };
  /** A new Week 6 entry of the caller: alive, without picks, so it may pick and be deleted. */
  const newWeek6Entry = async (client: PoolClient, entryName: string) => {
    const response = await client.send('POST', '/api/week6/entries', { poolId: week6Pool.id, entryName });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const idsOf = async (client: PoolClient): Promise<Omit<Ids, 'playerId' | 'playerEntryId'>> => {
    const survivor = (await (await client.get('/api/survivor/entry')).json()) as {
      entry: { id: string } | null;
    };
    const survivorEntryId = survivor.entry?.id ?? 'standard.missing0';
    const week6EntryId = await newWeek6Entry(client, 'Matrix picks');
    return {
      userId: await idOf(client),
      survivorEntryId,
      week6EntryId,
      week6LastEntryId: await newWeek6Entry(client, 'Matrix leaves'),
      survivorTeamId: await unusedTeam(client, `/api/survivor/used-teams/${survivorEntryId}`),
      week6TeamId: await unusedTeam(client, `/api/week6/used-teams/${week6EntryId}`),
      sundayGame,
      mnfGame,
      pastGame,
      laterGames,
      week6PoolId: week6Pool.id,
      leavingUserId,
      approvedUserId,
      declinedUserId,
    };
  };
  const playerIds = await idsOf(signedIn.player);
  const pool = {
    playerId: playerIds.userId,
    playerEntryId: playerIds.survivorEntryId,
    approvedUserId,
    declinedUserId,
  };
  callers.player = { client: signedIn.player, ids: { ...playerIds, ...pool } };
  callers.signedOut = { client: new PoolClient(stack.url), ids: callers.player.ids };
  for (const role of ['limited', 'admin', 'impersonating'] as const) {
    callers[role] = { client: signedIn[role], ids: { ...(await idsOf(signedIn[role])), ...pool } };
  }
});

/** The headers every API answer carries, whoever asks and whatever the answer (the Lambda response sets them). */
const API_HEADERS = 'no-store nosniff';
const apiHeadersOf = (response: Response) =>
  `${response.headers.get('cache-control')} ${response.headers.get('x-content-type-options')}`;

/** Why the access check refuses: no session, no full app, not an admin. */
const refusalMessage = (access: Access, status: number) =>
  status === 401
    ? 'Unauthorized'
    : access === 'fullApp'
      ? 'Full app access required'
      : 'Admin access required';

const statusOf = (key: string, role: Role) => matrix[key]?.statuses[roles.indexOf(role)] ?? 0;
const isRefusal = (status: number) => status === 401 || status === 403;

describe('the authorization matrix: every route of the manifest x every role', () => {
  it('has an expectation for every route of the manifest, and none for a route that is not there', () => {
    expect(Object.keys(matrix).sort()).toEqual(routes.map(routeKey).sort());
  });

  it('is what docs/quality.md counts of it', () => {
    const doc = readFileSync(new URL('../../docs/quality.md', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    const said = (pattern: RegExp) => {
      const match = pattern.exec(doc);
      if (!match) throw new Error(`docs/quality.md no longer says ${pattern}`);
      return match.slice(1).map((figure) => Number(figure.replace(/,/g, '')));
    };
    const statuses = Object.values(matrix).flatMap((expected) => expected.statuses);
    const refusals = statuses.filter(isRefusal).length;
    const mutations = routes.filter((route) => route.method !== 'GET');
    const refusedPerMutation = mutations.map(
      (route) => roles.filter((role) => isRefusal(statusOf(routeKey(route), role))).length,
    );
    const refusedMutations = refusedPerMutation.reduce((sum, refused) => sum + refused, 0);
    expect({
      summary: said(/(\d+) routes x (\d+) roles = ([\d,]+) expected statuses; ([\d,]+) refused mutations/),
      routes: said(/for each of the (\d+) routes of `functions\/routes\.ts`/),
      checks: said(/([\d,]+) checks: ([\d,]+) refusals \([^)]*\) and ([\d,]+) other calls/),
      fullApp: said(/refused on the (\d+) full-app routes/),
      mutations: said(/The ([\d,]+) refused mutations \((\d+) of the (\d+) mutation routes/),
    }).toEqual({
      summary: [routes.length, roles.length, statuses.length, refusedMutations],
      routes: [routes.length],
      checks: [statuses.length, refusals, statuses.length - refusals],
      fullApp: [routes.filter((route) => route.access === 'fullApp').length],
      mutations: [
        refusedMutations,
        refusedPerMutation.filter((refused) => refused > 0).length,
        mutations.length,
      ],
    });
  });

  // Every refusal, route by route, between one pair of snapshots: none of them may change a thing
  // (the table is scanned once before and once after rather than around each call: ~0.2 s a scan).
  it('refuses each role it should with 401 or 403 and a message, and the table stays as it was', async () => {
    const before = await tableSnapshot();
    const expected: Record<string, string> = {};
    const actual: Record<string, string> = {};
    for (const route of ordered) {
      const key = routeKey(route);
      for (const role of roles.filter((candidate) => isRefusal(statusOf(key, candidate)))) {
        const { client, ids } = callers[role];
        const response = await send(client, route.method, matrix[key]?.call(ids) ?? { path: '/' });
        const body = await response.json();
        const status = statusOf(key, role);
        expected[`${key} as ${role}`] =
          `${status} ${JSON.stringify({ message: refusalMessage(route.access, status) })} ${API_HEADERS}`;
        actual[`${key} as ${role}`] = `${response.status} ${JSON.stringify(body)} ${apiHeadersOf(response)}`;
      }
    }
    expect(actual).toEqual(expected);
    expect(await tableSnapshot()).toEqual(before);
  });

  it.each(ordered.map((route) => [routeKey(route), route] as const))(
    '%s lets the others through with the status expected',
    async (key, route) => {
      const expected = matrix[key];
      if (!expected) throw new Error(`${key} has no row in the matrix`);
      for (const role of roles.filter((candidate) => !isRefusal(statusOf(key, candidate)))) {
        const { client, ids } = callers[role];
        const response = await send(client, route.method, expected.call(ids));
        const text = await response.text();
        // Before any assertion: a failure here must not leave the admin impersonating for the routes after.
        if (role === 'admin') await expected.undo?.(client);
        const status = statusOf(key, role);
        // The answer's text only when the status is not the expected one: it says why.
        expect({
          role,
          status: response.status,
          headers: apiHeadersOf(response),
          ...(response.status === status ? {} : { text }),
        }).toEqual({ role, status, headers: API_HEADERS });
      }
    },
  );
});

describe('limited players see only survivor content', () => {
  it('refuses a Week 5 player without the full app on every full-app route, as a Week 6 only player', async () => {
    const { client } = await signIn(stack.url, 'nina@example.com');
    const ids = { ...callers.player.ids, userId: await idOf(client) };
    const fullApp = routes.filter((route) => route.access === 'fullApp');
    expect(fullApp.length).toBeGreaterThan(0);
    for (const route of fullApp) {
      const response = await send(client, route.method, matrix[routeKey(route)]?.call(ids) ?? { path: '/' });
      expect({ key: routeKey(route), status: response.status, body: await response.json() }).toEqual({
        key: routeKey(route),
        status: 403,
        body: { message: 'Full app access required' },
      });
    }
  });
});

describe('outside the manifest', () => {
  it('answers 404 with a JSON message for an /api path that is not in the manifest', async () => {
    const response = await fetch(`${stack.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });
});

/** What a private pool lets its non-members call: the public routes, their own account, signing out. */
const openToNonMembers = [
  'GET /api/login',
  'GET /api/week6/login',
  'POST /api/join',
  'GET /api/callback',
  'GET /api/logout',
  'GET /api/auth/user',
  'POST /api/reminders/unsubscribe',
  'GET /api/home-content',
  'GET /api/week6/registration',
  'POST /api/admin/stop-impersonate',
];

describe('a private pool: whoever is not a member, every route of the manifest', () => {
  it('lets a non-member call only the public routes, their own account and the end of an impersonation', () => {
    const open = routes.filter((route) => route.access === 'public' || route.access === 'signedIn');
    expect(open.map(routeKey).sort()).toEqual([...openToNonMembers].sort());
  });

  it.each(['outsider', 'waiting'] as const)(
    'answers the %s caller 403 with the private-pool message on every other route, and the table stays as it was',
    async (access) => {
      const client = nonMembers[access];
      const ids = { ...callers.player.ids, userId: await idOf(client) };
      const before = await tableSnapshot();
      const expected: Record<string, string> = {};
      const actual: Record<string, string> = {};
      for (const route of ordered.filter((candidate) => !openToNonMembers.includes(routeKey(candidate)))) {
        const key = routeKey(route);
        const response = await send(client, route.method, matrix[key]?.call(ids) ?? { path: '/' });
        expected[key] = `403 ${JSON.stringify({ message: privatePoolMessages[access] })} ${API_HEADERS}`;
        actual[key] = `${response.status} ${JSON.stringify(await response.json())} ${apiHeadersOf(response)}`;
      }
      expect(actual).toEqual(expected);
      expect(await tableSnapshot()).toEqual(before);
    },
  );

  it.each(['outsider', 'waiting'] as const)(
    'lets the %s caller through where a non-member may go, with the status a player gets',
    async (access) => {
      const client = nonMembers[access];
      const ids = { ...callers.player.ids, userId: await idOf(client) };
      const statuses: Record<string, number> = {};
      const expected: Record<string, number> = {};
      for (const key of openToNonMembers.filter((candidate) => candidate !== 'GET /api/logout')) {
        const route = routes.find((candidate) => routeKey(candidate) === key);
        if (!route) throw new Error(`${key} is not in the manifest`);
        statuses[key] = (await send(client, route.method, matrix[key]?.call(ids) ?? { path: '/' })).status;
        expected[key] = statusOf(key, 'player');
      }
      expect(statuses).toEqual(expected);
      const user = (await (await client.get('/api/auth/user')).json()) as { poolAccess: string };
      expect(user.poolAccess).toBe(access);
    },
  );
});
