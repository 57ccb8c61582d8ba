import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDueLiveSync } from '../../functions/services/live-scores-service';
import type { Game } from '../../shared/game';
import type { AuditEntry } from '../../shared/schemas/admin-people';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { LiveScoresStatus } from '../../shared/schemas/live-scores';
import { espnSeasonWeek } from '../support/espn-season';
import { startScriptedEspnServer } from '../support/espn-week-server';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Monday night of Week 14 before PHI at LAC kicks off (01:15Z): the season file replays it to PHI 19,
// LAC 22 in overtime. The job runs here by direct call on a pinned clock, so each step is exact.
const MONDAY_EVENING = '2025-12-09T01:00:00.000Z';
const PHI_AT_LAC = '401772822';
const MNF_KICKOFF = '2025-12-09T01:15:00.000Z';
// Week 15's Thursday game, ATL at TB: the bundled file has no score for it, so it never goes final.
const ATL_AT_TB = '401772948';
const THURSDAY_KICKOFF = '2025-12-12T01:15:00.000Z';

const stack = localStackForFile({ seed: true, poolNow: MONDAY_EVENING });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const minutesAfter = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

let admin: PoolClient;
let fan: PoolClient;
let fanId: string;

const gameOf = async (week: number, id: string): Promise<Game> => {
  const game = ((await (await admin.get(`/api/games/week/${week}`)).json()) as Game[]).find(
    (candidate) => candidate.id === id,
  );
  if (!game) throw new Error(`no game ${id} in week ${week}`);
  return game;
};
const status = async () => (await (await admin.get('/api/admin/live-scores')).json()) as LiveScoresStatus;

beforeAll(async () => {
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  fan = (await signIn(stack.url, 'fan@example.com', { username: 'fan' })).client;
  fanId = (await (await fan.get('/api/auth/user')).json()).id;
  const predicted = await fan.send('POST', '/api/tiebreaker/mnf', {
    gameId: PHI_AT_LAC,
    week: 14,
    predictedTotal: 44,
  });
  expect(predicted.status).toBe(200);
  const monday = await gameOf(14, PHI_AT_LAC);
  const picked = await fan.send('POST', '/api/picks/weekly/batch', {
    picks: [{ gameId: PHI_AT_LAC, pickedTeamId: monday.homeTeamId, week: 14 }],
  });
  expect(picked.status).toBe(200);
  // The admin has moved on to Week 15 before Monday night is played.
  expect((await admin.send('PUT', '/api/admin/current-week', { week: 15 })).status).toBe(200);
});
afterAll(() => {
  setClock(MONDAY_EVENING);
});

describe('the game-day job, whatever the current week', () => {
  it('scores Week 14’s Monday game live with Week 15 current, through overtime to its final, and grades its tiebreaker', async () => {
    setClock(minutesAfter(MNF_KICKOFF, 60));
    expect(await runDueLiveSync()).toMatchObject({ weeks: [14], gamesUpdated: 1, gamesFinished: 0 });
    expect(await gameOf(14, PHI_AT_LAC)).toMatchObject({
      status: 'in_progress',
      isCompleted: false,
      period: 2,
    });
    expect((await status()).inGameWindow).toBe(true);

    setClock(minutesAfter(MNF_KICKOFF, 215));
    expect(await runDueLiveSync()).toMatchObject({ weeks: [14], gamesFinished: 0 });
    const overtime = await gameOf(14, PHI_AT_LAC);
    expect(overtime).toMatchObject({ status: 'in_progress', period: 5 });
    expect((overtime.homeScore ?? 0) >= (overtime.awayScore ?? 0)).toBe(true);

    setClock(minutesAfter(MNF_KICKOFF, 230));
    expect(await runDueLiveSync()).toMatchObject({ weeks: [14], gamesUpdated: 1, gamesFinished: 1 });
    expect(await gameOf(14, PHI_AT_LAC)).toMatchObject({
      status: 'final',
      isCompleted: true,
      awayScore: 19,
      homeScore: 22,
      period: 5,
    });
    const board = (await (await admin.get('/api/leaderboard/weekly/14')).json()) as WeeklyLeaderboardEntry[];
    // LAC +2.5 covered; the tiebreaker total is 41.
    expect(board.find((row) => row.userId === fanId)).toMatchObject({
      correctPicks: 1,
      mnfTiebreaker: { predictedTotal: 44, actualTotal: 41, difference: 3 },
    });
    const audit = (await (await admin.get('/api/admin/audit')).json()) as { entries: AuditEntry[] };
    expect(audit.entries[0]).toMatchObject({
      action: 'game.score',
      summary: 'Live scores: 1 game final in Week 14, graded',
    });
    expect(await status()).toMatchObject({ inGameWindow: false, overdueGames: [] });
  });
});

describe('a game that never goes final', () => {
  it('keeps being synced, and is flagged to the admin six hours after kickoff, not before', async () => {
    setClock(minutesAfter(THURSDAY_KICKOFF, 240));
    expect(await runDueLiveSync()).toMatchObject({ weeks: [15], gamesUpdated: 0, gamesFinished: 0 });
    expect(await status()).toMatchObject({ inGameWindow: true, overdueGames: [] });

    setClock(minutesAfter(THURSDAY_KICKOFF, 359));
    expect((await status()).overdueGames).toEqual([]);
    setClock(minutesAfter(THURSDAY_KICKOFF, 360));
    expect((await status()).overdueGames).toEqual([
      { id: ATL_AT_TB, week: 15, startTime: THURSDAY_KICKOFF, awayTeam: 'ATL', homeTeam: 'TB' },
    ]);
    // Still not final the next morning: the job still asks the provider at every interval.
    setClock(minutesAfter(THURSDAY_KICKOFF, 600));
    expect(await runDueLiveSync()).toMatchObject({ weeks: [15] });
    expect(await gameOf(15, ATL_AT_TB)).toMatchObject({ isCompleted: false, homeScore: null });
  });

  it('clears the flag once the admin saves its final score, and the week is graded', async () => {
    const saved = await admin.send('POST', '/api/admin/save-all-scores', {
      games: [{ id: ATL_AT_TB, awayScore: 28, homeScore: 29, isCompleted: true }],
    });
    expect(saved.status).toBe(200);
    expect(await status()).toMatchObject({ inGameWindow: false, overdueGames: [] });
    expect(await gameOf(15, ATL_AT_TB)).toMatchObject({ isCompleted: true, status: 'final' });
  });

  it('refuses the flag to a player', async () => {
    const refused = await fan.get('/api/admin/live-scores');
    expect(refused.status).toBe(403);
  });
});

/** The parts of a derived ESPN event this test changes. */
interface EspnEvent {
  id: string;
  date: string;
  competitions: { status: unknown; competitors: { homeAway: string; score: string }[] }[];
}

describe('a provider failing on one week', () => {
  // Sunday of Week 15, half an hour into the 1 pm games, with Week 14's Monday game back in progress.
  const SUNDAY_1PM = '2025-12-14T18:00:00.000Z';
  let espn: Awaited<ReturnType<typeof startScriptedEspnServer>>;
  afterAll(async () => {
    process.env.SPORTS_DATA_PROVIDER = 'season-file';
    await espn?.close();
  });

  it('never holds up another week in play: the other syncs, the failure is reported', async () => {
    const reopened = await admin.send('PUT', `/api/admin/game-score/${PHI_AT_LAC}`, {
      homeScore: 22,
      awayScore: 19,
      isCompleted: false,
    });
    expect(reopened.status).toBe(200);
    const { body } = espnSeasonWeek(15) as { body: { events: EspnEvent[] } };
    const [live] = body.events.filter((event) => event.date === SUNDAY_1PM.replace(':00.000Z', 'Z'));
    if (!live) throw new Error('no 1 pm game in Week 15');
    const [competition] = live.competitions;
    if (!competition) throw new Error('an event without a competition');
    competition.status = {
      clock: 0,
      displayClock: '5:00',
      period: 2,
      type: { id: '2', name: 'STATUS_IN_PROGRESS', state: 'in', completed: false },
    };
    for (const competitor of competition.competitors)
      competitor.score = competitor.homeAway === 'home' ? '7' : '3';
    espn = await startScriptedEspnServer();
    espn.answer('week 14', { status: 503 });
    espn.answer('week 15', { body });
    process.env.SPORTS_DATA_PROVIDER = 'espn';
    process.env.ESPN_BASE_URL = espn.baseUrl;
    setClock(minutesAfter(SUNDAY_1PM, 30));

    expect(await runDueLiveSync()).toBeNull();
    expect(espn.requests).toEqual(['week 14', 'week 15']);
    expect(await gameOf(15, live.id)).toMatchObject({
      status: 'in_progress',
      homeScore: 7,
      awayScore: 3,
      period: 2,
    });
    expect((await status()).lastError?.message).toMatch(/^Week 14: ESPN answered 503/);
    expect(await gameOf(14, PHI_AT_LAC)).toMatchObject({ isCompleted: false, homeScore: 22, awayScore: 19 });
  });
});
