import { beforeAll, describe, expect, it } from 'vitest';
import type { WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { PublicUser } from '../../shared/schemas/users';
import { localStackForFile } from '../support/local-stack';
import { type PoolClient, signIn } from '../support/pool-client';

// Thursday of Week 12, before any of its games; the Monday game (CAR at SF) kicks off 2025-11-25 01:15 UTC.
const THURSDAY_BEFORE_KICKOFFS = '2025-11-20T17:00:00.000Z';
const AFTER_MNF_KICKOFF = '2025-11-25T02:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY_BEFORE_KICKOFFS });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const THURSDAY_GAME = '401772946'; // BUF at HOU
const SUNDAY_GAME = '401772780'; // PIT at CHI
const MNF_GAME = '401772820'; // CAR at SF
const HOU = 34;
const CHI = 3;

const idOf = async (client: PoolClient): Promise<string> =>
  (await (await client.get('/api/auth/user')).json()).id as string;

const saveWeek12 = async (client: PoolClient, pickedTeamId: number, gameId: string) => {
  const picks = await client.send('POST', '/api/picks/weekly/batch', {
    picks: [{ gameId, pickedTeamId, week: 12 }],
  });
  expect(picks.status).toBe(200);
  expect((await picks.json()).savedCount).toBe(1);
};

/** The body as text and parsed, so a test can look for a value anywhere in what was sent. */
const read = async <T>(client: PoolClient, path: string): Promise<{ text: string; body: T }> => {
  const response = await client.get(path);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, body: JSON.parse(text) as T };
};

describe("a player's Monday night prediction is a pick", () => {
  // 137 points: a total no demo player predicts and no other number on the board can equal.
  const PREDICTION = 137;
  const asJsonValue = new RegExp(`[:,\\[]${PREDICTION}[,\\]}]`);
  let predictor: PoolClient;
  let other: PoolClient;
  let admin: PoolClient;
  let predictorId: string;

  const predictionSeenBy = async (client: PoolClient) => {
    const { text, body } = await read<WeeklyLeaderboardEntry[]>(client, '/api/leaderboard/weekly/12');
    const entry = body.find((row) => row.userId === predictorId);
    expect(entry, 'the predictor is on the board').toBeDefined();
    return { text, predictedTotal: entry?.mnfTiebreaker.predictedTotal };
  };

  const setShowAllResults = async (showAllResults: boolean) => {
    const response = await admin.send('PUT', '/api/admin/results/visibility', { showAllResults });
    expect(response.status).toBe(200);
  };

  beforeAll(async () => {
    setClock(THURSDAY_BEFORE_KICKOFFS);
    predictor = (await signIn(stack.url, 'predictor@example.com', { username: 'predictor' })).client;
    other = (await signIn(stack.url, 'thursday.reader@example.com')).client;
    admin = (await signIn(stack.url, 'admin@example.com')).client;
    predictorId = await idOf(predictor);
    await saveWeek12(predictor, CHI, SUNDAY_GAME);
    const saved = await predictor.send('POST', '/api/tiebreaker/mnf', {
      gameId: MNF_GAME,
      week: 12,
      predictedTotal: PREDICTION,
    });
    expect(saved.status).toBe(200);
  });

  it('is hidden from other players before the Monday game kicks off', async () => {
    setClock(THURSDAY_BEFORE_KICKOFFS);
    const seen = await predictionSeenBy(other);
    expect(seen.predictedTotal).toBeNull();
    expect(seen.text).not.toMatch(asJsonValue);
  });

  it('is shown to the player themself and to admins before kickoff', async () => {
    setClock(THURSDAY_BEFORE_KICKOFFS);
    expect((await predictionSeenBy(predictor)).predictedTotal).toBe(PREDICTION);
    expect((await predictionSeenBy(admin)).predictedTotal).toBe(PREDICTION);
  });

  it('is shown to others once the Monday game has started, and with show_all_results off once picks are closed', async () => {
    setClock(AFTER_MNF_KICKOFF);
    try {
      await setShowAllResults(true);
      expect((await predictionSeenBy(other)).predictedTotal).toBe(PREDICTION);

      // The Monday game is the week's last kickoff: picks are closed, so the setting hides it no more.
      await setShowAllResults(false);
      expect((await predictionSeenBy(other)).predictedTotal).toBe(PREDICTION);
      expect((await predictionSeenBy(predictor)).predictedTotal).toBe(PREDICTION);
      expect((await predictionSeenBy(admin)).predictedTotal).toBe(PREDICTION);
    } finally {
      await setShowAllResults(true);
      setClock(THURSDAY_BEFORE_KICKOFFS);
    }
  });
});

describe('an account without a username is not shown to others by email', () => {
  const EMAIL = 'no.username@example.com';
  const VIEWER_EMAIL = 'curious.player@example.com';
  let nameless: PoolClient;
  let other: PoolClient;
  let admin: PoolClient;
  let namelessId: string;

  /** Every route that returns another player, with the nameless player's display name in it. */
  const routesSeenBy = async (client: PoolClient) => {
    const users = await read<PublicUser[]>(client, '/api/users');
    const user = await read<PublicUser>(client, `/api/user/${namelessId}`);
    const weekly = await read<WeeklyLeaderboardEntry[]>(client, '/api/leaderboard/weekly/12');
    const season = await read<WeeklyLeaderboardEntry[]>(client, '/api/leaderboard/season');
    return {
      texts: [users.text, user.text, weekly.text, season.text],
      names: [
        users.body.find((row) => row.id === namelessId)?.displayName,
        user.body.displayName,
        weekly.body.find((row) => row.userId === namelessId)?.user.displayName,
        season.body.find((row) => row.userId === namelessId)?.user.displayName,
      ],
    };
  };

  beforeAll(async () => {
    setClock(THURSDAY_BEFORE_KICKOFFS);
    nameless = (await signIn(stack.url, EMAIL)).client;
    other = (await signIn(stack.url, VIEWER_EMAIL)).client;
    admin = (await signIn(stack.url, 'admin@example.com')).client;
    namelessId = await idOf(nameless);
    await saveWeek12(nameless, HOU, THURSDAY_GAME);
    // A final score grades the week, which puts the player on the season standings too.
    const scored = await admin.send('PUT', `/api/admin/game-score/${THURSDAY_GAME}`, {
      homeScore: 23,
      awayScore: 19,
      isCompleted: true,
    });
    expect(scored.status).toBe(200);
  });

  // It is no pool member yet: listed among the users, on no board, even with a graded pick.
  it('shows other players a neutral name and no email anywhere', async () => {
    const seen = await routesSeenBy(other);
    const neutral = `User ${namelessId.slice(0, 8)}`;
    expect(seen.names).toEqual([neutral, neutral, undefined, undefined]);
    // The viewer is in GET /api/users too, under their own email; nobody else's may be there.
    for (const text of seen.texts) expect(text.replaceAll(VIEWER_EMAIL, '')).not.toContain('@');
  });

  it('shows the email to the player themself and to admins', async () => {
    expect((await routesSeenBy(nameless)).names).toEqual([EMAIL, EMAIL, undefined, undefined]);
    expect((await routesSeenBy(admin)).names).toEqual([EMAIL, EMAIL, undefined, undefined]);
  });
});
