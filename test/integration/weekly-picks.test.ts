import { beforeAll, describe, expect, it } from 'vitest';
import { putSetting } from '../../functions/lib/data/settings-repository';
import type { Game } from '../../shared/game';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { BatchPicksResult, WeeklyPick } from '../../shared/schemas/picks';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';
import { homeTeams, realCover, realGame, realRecord, realWeek } from '../support/real-season';

// Thursday of Week 12, before Thursday night's kickoff (BUF at HOU, 20:15 Eastern).
const BEFORE_WEEK_12 = '2025-11-20T17:00:00.000Z';
const AFTER_THURSDAY_KICKOFF = '2025-11-21T02:00:00.000Z';
const AFTER_WEEK_12 = '2025-11-26T12:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: BEFORE_WEEK_12 });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};
const minutesFrom = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

const THURSDAY_GAME = '401772946';
const PUSH_GAME = '401772780'; // PIT at CHI: CHI won by exactly the 3-point line
const MNF_GAME = '401772820'; // CAR at SF, Monday night: 29 points

let games: Game[];
let ann: PoolClient;
let bo: PoolClient;
let cy: PoolClient;
let admin: PoolClient;
const picksOf: Record<string, Record<string, number>> = {};

const pickAll = async (
  client: PoolClient,
  name: string,
  choose: (game: Game) => number,
  mnfTotal: number,
) => {
  picksOf[name] = Object.fromEntries(games.map((game) => [game.id, choose(game)]));
  const response = await client.send('POST', '/api/picks/weekly/batch', {
    picks: games.map((game) => ({ gameId: game.id, pickedTeamId: choose(game), week: 12 })),
  });
  expect(response.status).toBe(200);
  const result = (await response.json()) as BatchPicksResult;
  expect(result).toMatchObject({ savedCount: games.length, totalCount: games.length, failed: [] });
  const mnf = await client.send('POST', '/api/tiebreaker/mnf', {
    gameId: MNF_GAME,
    week: 12,
    predictedTotal: mnfTotal,
  });
  expect(mnf.status).toBe(200);
};

const pickHome = (game: Game) => game.homeTeamId;
const pickAway = (game: Game) => game.awayTeamId;

/** Enters the real week 12 scores as the admin and grades the week. */
const scoreWeek12 = async () => {
  setClock(AFTER_WEEK_12);
  for (const real of realWeek(12)) {
    const response = await admin.send('PUT', `/api/admin/game-score/${real.id}`, {
      homeScore: real.homeScore,
      awayScore: real.awayScore,
      isCompleted: true,
    });
    expect(response.status).toBe(200);
  }
  const scored = await admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
  expect(scored.status).toBe(200);
  return (await scored.json()).message as string;
};

// Every test starts from this pool: Ann takes every home side and predicts 40, Bo every away side
// and 47, Cy Ann's sides but 31 (level with Ann on correct picks, closer on the tiebreaker).
beforeAll(async () => {
  ann = (await signIn(stack.url, 'ann@example.com', { username: 'ann' })).client;
  bo = (await signIn(stack.url, 'bo@example.com', { username: 'bo_' })).client;
  cy = (await signIn(stack.url, 'cy@example.com', { username: 'cy_' })).client;
  admin = (await signIn(stack.url, 'admin@example.com')).client;
  games = await (await ann.get('/api/games/week/12')).json();
  await pickAll(ann, 'ann', pickHome, 40);
  await pickAll(bo, 'bo', pickAway, 47);
  await pickAll(cy, 'cy', pickHome, 31);
});

describe('weekly picks against the spread, week 12 of 2025', () => {
  it('lists the week with teams, spreads, the MNF game and open locks', () => {
    expect(games).toHaveLength(14);
    expect(games[0]).toMatchObject({
      id: THURSDAY_GAME,
      homeTeam: { abbreviation: 'HOU' },
      lockReason: null,
    });
    expect(games.find((game) => game.id === PUSH_GAME)?.spread).toBe('-3');
    expect(games.filter((game) => game.isMnfTiebreaker).map((game) => game.id)).toEqual([MNF_GAME]);
  });

  it('lets players pick every game and the Monday night total before kickoff', async () => {
    setClock(BEFORE_WEEK_12);
    await pickAll(ann, 'ann', pickHome, 40);
    const mine = (await (await ann.get(`/api/picks/weekly/12/${await me(ann)}`)).json()) as WeeklyPick[];
    expect(mine).toHaveLength(14);
    expect((await (await ann.get('/api/tiebreaker/mnf/12')).json()).predictedTotal).toBe(40);
  });

  it('saves a full week in 3 DynamoDB calls: the session with the reads, the sheet, the week version', async () => {
    setClock(BEFORE_WEEK_12);
    const response = await ann.send('POST', '/api/picks/weekly/batch', {
      picks: games.map((game) => ({ gameId: game.id, pickedTeamId: pickHome(game), week: 12 })),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ savedCount: games.length, failed: [] });
    expect(response.headers.get('server-timing')).toMatch(/DynamoDB 3 calls/);
  });

  it('refuses picks for another week, a team not in the game, and bad input, storing nothing', async () => {
    setClock(BEFORE_WEEK_12);
    const response = await ann.send('POST', '/api/picks/weekly/batch', {
      picks: [
        { gameId: THURSDAY_GAME, pickedTeamId: games[0]?.awayTeamId, week: 13 },
        { gameId: PUSH_GAME, pickedTeamId: 999, week: 12 },
      ],
    });
    const result = (await response.json()) as BatchPicksResult;
    expect(result.savedCount).toBe(0);
    expect(result.failed.map((failure) => failure.message)).toEqual([
      `Game ${THURSDAY_GAME} is not a game of week 13`,
      'That team is not playing in this game',
    ]);
    const invalid = await ann.send('POST', '/api/tiebreaker/mnf', {
      gameId: MNF_GAME,
      week: 12,
      predictedTotal: 151,
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).message).toBe('predictedTotal must be between 0 and 150');
    const fraction = await ann.send('POST', '/api/tiebreaker/mnf', {
      gameId: MNF_GAME,
      week: 12,
      predictedTotal: 45.5,
    });
    expect(fraction.status).toBe(400);
    expect((await fraction.json()).message).toBe('predictedTotal must be a whole number');
    expect((await (await ann.get('/api/tiebreaker/mnf/12')).json()).predictedTotal).toBe(40);
  });

  it('hides other players\u2019 picks before kickoff from players, not from admins', async () => {
    setClock(BEFORE_WEEK_12);
    const seenByBo = (await (await bo.get('/api/picks/weekly/12')).json()) as WeeklyPick[];
    expect(new Set(seenByBo.map((pick) => pick.userId))).toEqual(new Set([await me(bo)]));
    const seenByAdmin = (await (await admin.get('/api/picks/weekly/12')).json()) as WeeklyPick[];
    const annId = await me(ann);
    expect(seenByAdmin.filter((pick) => pick.userId === annId)).toHaveLength(14);
  });

  it('locks a game at kickoff on the server clock: the pick is refused and not stored, the rest is saved', async () => {
    setClock(AFTER_THURSDAY_KICKOFF);
    const sundayGame = games.find((game) => game.id === PUSH_GAME);
    const response = await ann.send('POST', '/api/picks/weekly/batch', {
      picks: [
        { gameId: THURSDAY_GAME, pickedTeamId: games[0]?.awayTeamId, week: 12 },
        { gameId: PUSH_GAME, pickedTeamId: sundayGame?.homeTeamId, week: 12 },
      ],
    });
    const result = (await response.json()) as BatchPicksResult;
    expect(result).toMatchObject({
      savedCount: 1,
      totalCount: 2,
      failed: [{ gameId: THURSDAY_GAME, message: 'Game has started - picks are locked' }],
    });
    const thursday = (
      (await (await ann.get(`/api/picks/weekly/12/${await me(ann)}`)).json()) as WeeklyPick[]
    ).find((pick) => pick.gameId === THURSDAY_GAME);
    expect(thursday?.pickedTeamId).toBe(games[0]?.homeTeamId);
    expect((await (await ann.get('/api/games/week/12')).json())[0].lockReason).toBe('started');
  });

  it("shows others' picks of started games only, and none while show_all_results is off", async () => {
    setClock(AFTER_THURSDAY_KICKOFF);
    const seenByBo = (await (await bo.get('/api/picks/weekly/12')).json()) as WeeklyPick[];
    const annId = await me(ann);
    expect(seenByBo.filter((pick) => pick.userId === annId).map((pick) => pick.gameId)).toEqual([
      THURSDAY_GAME,
    ]);
    const details = await (
      await bo.send('POST', '/api/picks/weekly/batch-details/12', { userIds: [annId] })
    ).json();
    expect(details[annId].map((pick: WeeklyPick) => pick.gameId)).toEqual([THURSDAY_GAME]);

    await putSetting('show_all_results', 'false');
    const hidden = (await (await bo.get('/api/picks/weekly/12')).json()) as WeeklyPick[];
    expect(hidden.filter((pick) => pick.userId === annId)).toHaveLength(0);
    const adminView = (await (await admin.get('/api/picks/weekly/12')).json()) as WeeklyPick[];
    expect(adminView.filter((pick) => pick.userId === annId)).toHaveLength(14);
    expect(await (await bo.get('/api/picks/splits/12')).json()).toEqual([]);
    expect(await (await admin.get('/api/picks/splits/12')).json()).toHaveLength(1);
    await putSetting('show_all_results', 'true');
    const splits = await (await bo.get('/api/picks/splits/12')).json();
    // Only Thursday's game has started; Ann and Cy took the home team, Bo the away team.
    expect(splits).toEqual([
      { gameId: THURSDAY_GAME, homeCount: 2, awayCount: 1, homePercent: 67, awayPercent: 33 },
    ]);
  });

  it('refuses everything while picks are disabled', async () => {
    setClock(BEFORE_WEEK_12);
    await putSetting('picks_enabled', 'false');
    const sundayGame = games.find((game) => game.id === PUSH_GAME);
    const result = (await (
      await ann.send('POST', '/api/picks/weekly/batch', {
        picks: [{ gameId: PUSH_GAME, pickedTeamId: sundayGame?.awayTeamId, week: 12 }],
      })
    ).json()) as BatchPicksResult;
    expect(result.failed).toEqual([{ gameId: PUSH_GAME, message: 'Picks are currently disabled by admin' }]);
    const mnf = await ann.send('POST', '/api/tiebreaker/mnf', {
      gameId: MNF_GAME,
      week: 12,
      predictedTotal: 10,
    });
    expect(mnf.status).toBe(403);
    expect((await mnf.json()).message).toBe('Picks disabled by admin');
    await putSetting('picks_enabled', 'true');
  });

  it('grades the real scores; standings match an independent computation, with a push and an MNF tiebreak', async () => {
    expect(realCover(PUSH_GAME)).toBe('push');
    expect(await scoreWeek12()).toMatch(/^Scored \d+ picks for Week 12$/);

    const board = (await (await bo.get('/api/leaderboard/weekly/12')).json()) as WeeklyLeaderboardEntry[];
    const ids = { ann: await me(ann), bo: await me(bo), cy: await me(cy) };
    const homes = homeTeams(games);
    for (const [name, id] of Object.entries(ids)) {
      const picks = Object.entries(picksOf[name] ?? {}).map(([gameId, pickedTeamId]) => ({
        gameId,
        pickedTeamId,
      }));
      const expected = realRecord(picks, homes);
      const entry = board.find((row) => row.userId === id);
      expect(entry, name).toMatchObject({ ...expected, totalPicks: 14 });
      expect(expected.pushes).toBe(1);
    }
    const real = realGame(MNF_GAME);
    const actualTotal = (real.homeScore ?? 0) + (real.awayScore ?? 0);
    const annEntry = board.find((row) => row.userId === ids.ann);
    const cyEntry = board.find((row) => row.userId === ids.cy);
    expect(annEntry?.mnfTiebreaker).toEqual({
      predictedTotal: 40,
      actualTotal,
      difference: Math.abs(40 - actualTotal),
    });
    expect(cyEntry?.mnfTiebreaker).toEqual({
      predictedTotal: 31,
      actualTotal,
      difference: Math.abs(31 - actualTotal),
    });
    // Level on correct picks, Cy ranks ahead on the smaller MNF difference.
    expect(board.indexOf(cyEntry as WeeklyLeaderboardEntry)).toBeLessThan(
      board.indexOf(annEntry as WeeklyLeaderboardEntry),
    );
    const sortedByCorrect = board.map((row) => row.correctPicks);
    expect(sortedByCorrect).toEqual([...sortedByCorrect].sort((a, b) => b - a));

    const pushPick = ((await (await bo.get(`/api/picks/weekly/12/${ids.ann}`)).json()) as WeeklyPick[]).find(
      (pick) => pick.gameId === PUSH_GAME,
    );
    expect(pushPick).toMatchObject({ outcome: 'push', isCorrect: false });

    const season = (await (await bo.get('/api/leaderboard/season')).json()) as SeasonLeaderboardEntry[];
    const annSeason = season.find((row) => row.userId === ids.ann);
    expect(annSeason).toMatchObject({ correctPicks: annEntry?.correctPicks, totalPicks: 14, weeksPlayed: 1 });
    expect(annSeason?.winPercentage).toBeCloseTo((100 * (annEntry?.correctPicks ?? 0)) / 14, 1);
  });

  it('grades idempotently: a score correction and re-grading equal grading once', async () => {
    await scoreWeek12();
    const before = (await (await bo.get('/api/leaderboard/weekly/12')).json()) as WeeklyLeaderboardEntry[];
    const real = realGame(PUSH_GAME);
    await admin.send('PUT', `/api/admin/game-score/${PUSH_GAME}`, {
      homeScore: 40,
      awayScore: 0,
      isCompleted: true,
    });
    await admin.send('PUT', `/api/admin/game-score/${PUSH_GAME}`, {
      homeScore: real.homeScore,
      awayScore: real.awayScore,
      isCompleted: true,
    });
    await admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
    await admin.send('POST', '/api/admin/score-picks/12', { adminsOnly: false });
    const after = (await (await bo.get('/api/leaderboard/weekly/12')).json()) as WeeklyLeaderboardEntry[];
    expect(after).toEqual(before);
  });
});

describe('the server refuses what has kicked off or is final (week 13)', () => {
  let week13: Game[];
  beforeAll(async () => {
    setClock(BEFORE_WEEK_12);
    week13 = await (await ann.get('/api/games/week/13')).json();
  });
  const finalScore = (gameId: string) => {
    const real = realGame(gameId);
    return { homeScore: real.homeScore, awayScore: real.awayScore, isCompleted: true };
  };

  it('locks the Monday night total at kickoff, and says so differently once the game is final', async () => {
    const mnf = week13.find((game) => game.isMnfTiebreaker);
    if (!mnf) throw new Error('no week 13 MNF game');
    const predict = (predictedTotal: number) =>
      ann.send('POST', '/api/tiebreaker/mnf', { gameId: mnf.id, week: 13, predictedTotal });

    setClock(minutesFrom(mnf.startTime, -1));
    expect((await predict(44)).status).toBe(200);

    setClock(minutesFrom(mnf.startTime, 1));
    const started = await predict(45);
    expect(started.status).toBe(403);
    expect((await started.json()).message).toBe('Game started - predictions locked');

    const scored = await admin.send('PUT', `/api/admin/game-score/${mnf.id}`, finalScore(mnf.id));
    expect(scored.status).toBe(200);
    const completed = await predict(46);
    expect(completed.status).toBe(403);
    expect((await completed.json()).message).toBe('Game completed - predictions locked');
    expect((await (await ann.get('/api/tiebreaker/mnf/13')).json()).predictedTotal).toBe(44);
  });

  it('refuses a pick on a game the admin has made final, even before its kickoff', async () => {
    const game = week13.find((candidate) => !candidate.isMnfTiebreaker);
    if (!game) throw new Error('no week 13 game');
    setClock(minutesFrom(game.startTime, -60));
    const pick = (pickedTeamId: number) =>
      ann.send('POST', '/api/picks/weekly/batch', { picks: [{ gameId: game.id, pickedTeamId, week: 13 }] });

    expect(await (await pick(game.homeTeamId)).json()).toMatchObject({ savedCount: 1, failed: [] });
    const scored = await admin.send('PUT', `/api/admin/game-score/${game.id}`, finalScore(game.id));
    expect(scored.status).toBe(200);
    const refused = (await (await pick(game.awayTeamId)).json()) as BatchPicksResult;
    expect(refused).toMatchObject({
      savedCount: 0,
      failed: [{ gameId: game.id, message: 'Game no longer accepting picks' }],
    });
    const stored = (
      (await (await ann.get(`/api/picks/weekly/13/${await me(ann)}`)).json()) as WeeklyPick[]
    ).find((candidate) => candidate.gameId === game.id);
    expect(stored?.pickedTeamId).toBe(game.homeTeamId);
  });
});

const ids = new Map<PoolClient, string>();
async function me(client: PoolClient): Promise<string> {
  const known = ids.get(client);
  if (known) return known;
  const id = (await (await client.get('/api/auth/user')).json()).id as string;
  ids.set(client, id);
  return id;
}
