import { beforeAll, describe, expect, it } from 'vitest';
import type { Game } from '../../shared/game';
import type { SeasonLeaderboardEntry, WeeklyLeaderboardEntry } from '../../shared/schemas/leaderboard';
import type { WeeklyPick } from '../../shared/schemas/picks';
import type { SurvivorPool, SurvivorPoolResults } from '../../shared/schemas/survivor';
import type { PublicUser } from '../../shared/schemas/users';
import { csvRecords, type ParsedCsv, parseCsv } from '../support/csv';
import { localStackForFile } from '../support/local-stack';
import { PoolClient, signIn } from '../support/pool-client';

// The demo's clock: Thursday of Week 15, before its first kickoff.
const THURSDAY = '2025-12-11T17:00:00.000Z';
const stack = localStackForFile({ seed: true, poolNow: THURSDAY });
const setClock = (iso: string) => {
  process.env.POOL_NOW = iso;
};

const WEEK = 15;
const PLAYED_WEEK = 14;
// A Monday-night total no demo player predicts, so it can be looked for anywhere in a file.
const PREDICTION = 137;
// The provider's name of an account that never chose a username: no pool member, so on no board.
const ODD_NAME = '=Zoë "Z", Ørsted';

const getJson = async <T>(client: PoolClient, path: string): Promise<T> => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** A download: its headers checked, its bytes checked for the UTF-8 byte-order mark, then parsed. */
const download = async (client: PoolClient, path: string, filename: string) => {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const parsed = parseCsv(text);
  expect(parsed.bom).toBe(true);
  return { text, parsed, records: csvRecords(parsed) };
};

/** A name as a spreadsheet-safe cell: text a spreadsheet would run as a formula gets a leading quote. */
const asCell = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

const idOf = async (client: PoolClient): Promise<string> =>
  (await getJson<{ id: string }>(client, '/api/auth/user')).id;

/**
 * The picks-grid file against the JSON the screen reads for the same viewer: every pick the JSON
 * shows is in the file, and every other cell is empty or "Hidden" (never a team).
 */
const expectPicksCsvMatchesJson = async (client: PoolClient, parsed: ParsedCsv) => {
  const [games, picks, users] = await Promise.all([
    getJson<Game[]>(client, `/api/games/week/${WEEK}`),
    getJson<WeeklyPick[]>(client, `/api/picks/weekly/${WEEK}`),
    getJson<PublicUser[]>(client, '/api/users'),
  ]);
  expect(parsed.header).toEqual([
    'Player',
    'Won',
    ...games.map((game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`),
  ]);
  const pickOf = new Map(picks.map((pick) => [`${pick.userId}:${pick.gameId}`, pick]));
  let picksInFile = 0;
  for (const [name, , ...cells] of parsed.rows) {
    const user = users.find((candidate) => asCell(candidate.displayName) === name);
    expect(user, `${name} is a player`).toBeDefined();
    for (const [index, game] of games.entries()) {
      const pick = pickOf.get(`${user?.id}:${game.id}`);
      const cell = cells[index] ?? '';
      if (pick) {
        picksInFile += 1;
        expect(cell.split(' ')[0]).toBe(pick.pickedTeam?.abbreviation);
      } else expect(['', 'Hidden']).toContain(cell);
    }
  }
  const playersInFile = new Set(parsed.rows.map(([name]) => name));
  const picksOfPlayersInFile = picks.filter((pick) =>
    playersInFile.has(asCell(users.find((user) => user.id === pick.userId)?.displayName ?? '')),
  );
  expect(picksInFile).toBe(picksOfPlayersInFile.length);
};

describe('CSV downloads', () => {
  let alice: PoolClient;
  let bob: PoolClient;
  let admin: PoolClient;
  let zoe: PoolClient;
  let aliceId: string;
  let bobId: string;
  let firstGame: Game;
  let laterGame: Game;
  let mnfGame: Game;

  const setShowAllResults = async (showAllResults: boolean) => {
    expect((await admin.send('PUT', '/api/admin/results/visibility', { showAllResults })).status).toBe(200);
  };
  const save = async (client: PoolClient, picks: { gameId: string; pickedTeamId: number }[]) => {
    const response = await client.send('POST', '/api/picks/weekly/batch', {
      picks: picks.map((pick) => ({ ...pick, week: WEEK })),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).savedCount).toBe(picks.length);
  };

  beforeAll(async () => {
    setClock(THURSDAY);
    alice = (await signIn(stack.url, 'alice@example.com')).client;
    bob = (await signIn(stack.url, 'bob@example.com')).client;
    admin = (await signIn(stack.url, 'admin@example.com')).client;
    zoe = (await signIn(stack.url, 'zoe.export@example.com', { name: ODD_NAME })).client;
    aliceId = await idOf(alice);
    bobId = await idOf(bob);
    const games = await getJson<Game[]>(alice, `/api/games/week/${WEEK}`);
    const open = games.filter((game) => game.lockReason === null);
    [firstGame, laterGame] = open as [Game, Game];
    mnfGame = games.find((game) => game.isMnfTiebreaker) as Game;
    expect(firstGame.startTime < laterGame.startTime).toBe(true);
    await save(alice, [{ gameId: firstGame.id, pickedTeamId: firstGame.homeTeamId }]);
    await save(bob, [
      { gameId: firstGame.id, pickedTeamId: firstGame.awayTeamId },
      { gameId: laterGame.id, pickedTeamId: laterGame.awayTeamId },
    ]);
    await save(zoe, [{ gameId: laterGame.id, pickedTeamId: laterGame.homeTeamId }]);
    const predicted = await bob.send('POST', '/api/tiebreaker/mnf', {
      gameId: mnfGame.id,
      week: WEEK,
      predictedTotal: PREDICTION,
    });
    expect(predicted.status).toBe(200);
  });

  describe('each file has the right headers and the rows of the JSON route for the same viewer', () => {
    it('weekly standings', async () => {
      const entries = await getJson<WeeklyLeaderboardEntry[]>(
        alice,
        `/api/leaderboard/weekly/${PLAYED_WEEK}`,
      );
      const { parsed, records } = await download(
        alice,
        `/api/leaderboard/weekly/${PLAYED_WEEK}/csv`,
        `weekly-standings-week-${PLAYED_WEEK}.csv`,
      );
      expect(parsed.header).toEqual([
        'Rank',
        'Player',
        'Record',
        'MNF Points',
        'TB Avg',
        'Wins',
        'Losses',
        'Pushes',
      ]);
      expect(entries.length).toBeGreaterThan(5);
      expect(
        records.map((row) => [row.Rank, row.Player, row.Wins, row.Losses, row.Pushes, row['TB Avg']]),
      ).toEqual(
        entries.map((entry) => [
          String(entry.rank),
          entry.user.displayName,
          String(entry.wins),
          String(entry.losses),
          String(entry.pushes),
          entry.avgTiebreakerToDate === null ? '' : entry.avgTiebreakerToDate.toFixed(1),
        ]),
      );
      const mine = records.find((row) => row.Player === 'alice_b');
      const myEntry = entries.find((entry) => entry.userId === aliceId);
      expect(mine?.Record).toBe(
        myEntry?.pushes
          ? `${myEntry.wins}-${myEntry.losses}-${myEntry.pushes}`
          : `${myEntry?.wins}-${myEntry?.losses}`,
      );
      const mnfPoints = ({
        predictedTotal,
        actualTotal,
        difference,
      }: WeeklyLeaderboardEntry['mnfTiebreaker']) =>
        predictedTotal === null
          ? ''
          : `${predictedTotal} / ${actualTotal ?? '—'}${difference === null ? '' : ` ±${difference}`}`;
      expect(records.map((row) => row['MNF Points'])).toEqual(
        entries.map((entry) => mnfPoints(entry.mnfTiebreaker)),
      );
      expect(mine?.['MNF Points']).not.toBe('');
    });

    it('season standings', async () => {
      const entries = await getJson<SeasonLeaderboardEntry[]>(alice, '/api/leaderboard/season');
      const { parsed, records } = await download(
        alice,
        '/api/leaderboard/season/csv',
        'season-standings.csv',
      );
      expect(parsed.header).toEqual(['Rank', 'Player', 'Record', 'Win %', 'Wins', 'Losses', 'Pushes']);
      expect(records.map((row) => [row.Rank, row.Player, row['Win %'], row.Wins])).toEqual(
        entries.map((entry) => [
          String(entry.rank),
          entry.user.displayName,
          entry.totalPicks > 0 ? `${entry.winPercentage.toFixed(1)}%` : '',
          String(entry.wins),
        ]),
      );
    });

    it('the picks grid of a played week', async () => {
      const { parsed } = await download(
        alice,
        `/api/picks/weekly/${PLAYED_WEEK}/csv`,
        `picks-week-${PLAYED_WEEK}.csv`,
      );
      const [games, picks, users] = await Promise.all([
        getJson<Game[]>(alice, `/api/games/week/${PLAYED_WEEK}`),
        getJson<WeeklyPick[]>(alice, `/api/picks/weekly/${PLAYED_WEEK}`),
        getJson<PublicUser[]>(alice, '/api/users'),
      ]);
      expect(parsed.header.slice(2)).toEqual(
        games.map((game) => `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}`),
      );
      // The week's pool: the accounts that may pick and had joined by its last kickoff.
      const lastKickoff = Math.max(...games.map((game) => Date.parse(game.startTime)));
      const pool = users.filter(
        (user) => user.weeklyPoolSince !== null && Date.parse(user.weeklyPoolSince) < lastKickoff,
      );
      expect(pool.length).toBeLessThan(users.length);
      expect(parsed.rows.length).toBe(pool.length);
      expect(parsed.rows[0]?.[0]).toBe('alice_b');
      const cellsWithPicks = parsed.rows
        .flatMap((row) => row.slice(2))
        .filter((cell) => cell && cell !== 'Hidden');
      expect(cellsWithPicks.length).toBe(picks.length);
      const bobsRow = parsed.rows.find(([name]) => name === 'bobby_t') ?? [];
      for (const [index, game] of games.entries()) {
        const pick = picks.find((candidate) => candidate.userId === bobId && candidate.gameId === game.id);
        const outcome = { correct: 'Correct', incorrect: 'Incorrect', push: 'Push', pending: '' }[
          pick?.outcome ?? 'pending'
        ];
        const expected = pick ? `${pick.pickedTeam?.abbreviation}${outcome ? ` (${outcome})` : ''}` : '';
        expect(bobsRow[index + 2]).toBe(expected);
      }
      expect(Number(bobsRow[1])).toBe(
        picks.filter((p) => p.userId === bobId && p.outcome === 'correct').length,
      );
    });

    it("every survivor pool's results, Week 6 pools included", async () => {
      const pools = await getJson<SurvivorPool[]>(alice, '/api/survivor/pools');
      expect(pools.map((pool) => pool.kind)).toEqual(expect.arrayContaining(['standard', 'late', 'week6']));
      for (const pool of pools) {
        const query = `poolId=${encodeURIComponent(pool.id)}&maxWeek=${WEEK}`;
        const results = await getJson<SurvivorPoolResults>(alice, `/api/survivor/results?${query}`);
        const filename = `${pool.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-results.csv`;
        const { parsed, records } = await download(alice, `/api/survivor/results/csv?${query}`, filename);
        expect(parsed.header).toEqual([
          'Entry',
          'Entry name',
          'Status',
          ...results.weeks.map((week) => `Wk ${week}`),
        ]);
        expect(records.map((row) => [row.Entry, row['Entry name']])).toEqual(
          results.rows.map((row) => [row.user.displayName, row.entryName ?? '']),
        );
        for (const [index, row] of results.rows.entries()) {
          const record = records[index] ?? {};
          expect(record.Status).toBe(
            row.isEliminated ? (row.eliminatedInWeek ? `Out Wk ${row.eliminatedInWeek}` : 'Out') : 'Alive',
          );
          for (const week of results.weeks) {
            const pick = row.picks[week];
            const cell = record[`Wk ${week}`] ?? '';
            if (pick)
              expect(cell).toMatch(new RegExp(`^${pick.teamAbbreviation} \\((Survived|Lost|Pending)\\)$`));
            else expect(['', 'Hidden', 'No pick']).toContain(cell);
          }
        }
      }
    });

    // Quotes, commas and a leading = are escaped by csvText (functions/lib/csv.test.ts); board rows name members by username.
    it('lists on the boards no account that never chose a username, even with a pick, and keeps entry names whole', async () => {
      const { text } = await download(alice, `/api/picks/weekly/${WEEK}/csv`, `picks-week-${WEEK}.csv`);
      expect(text).not.toContain('Zoë');
      const standings = await download(
        alice,
        `/api/leaderboard/weekly/${WEEK}/csv`,
        `weekly-standings-week-${WEEK}.csv`,
      );
      expect(standings.records.map((row) => row.Player)).not.toContain(`'${ODD_NAME}`);
      expect(standings.records.map((row) => row.Player)).toContain('alice_b');

      const week6 = (await getJson<SurvivorPool[]>(alice, '/api/survivor/pools')).find(
        (pool) => pool.kind === 'week6',
      );
      const pool = await download(
        admin,
        `/api/survivor/results/csv?poolId=${encodeURIComponent(week6?.id ?? '')}&maxWeek=${WEEK}`,
        `${(week6?.name ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}-results.csv`,
      );
      expect(pool.records.map((row) => row['Entry name'])).toContain('Wendy’s Main');
    });
  });

  describe('a file never holds what the downloader could not see on screen', () => {
    it("leaves out another player's pick before its game kicks off, never the player's own", async () => {
      setClock(THURSDAY);
      const { text, records } = await download(
        alice,
        `/api/picks/weekly/${WEEK}/csv`,
        `picks-week-${WEEK}.csv`,
      );
      const column = `${firstGame.awayTeam.abbreviation} @ ${firstGame.homeTeam.abbreviation}`;
      const later = `${laterGame.awayTeam.abbreviation} @ ${laterGame.homeTeam.abbreviation}`;
      expect(records.find((row) => row.Player === 'alice_b')?.[column]).toBe(firstGame.homeTeam.abbreviation);
      expect(records.find((row) => row.Player === 'bobby_t')?.[column]).toBe('Hidden');
      expect(records.find((row) => row.Player === 'bobby_t')?.[later]).toBe('Hidden');
      await expectPicksCsvMatchesJson(alice, parseCsv(text));

      const asAdmin = await download(admin, `/api/picks/weekly/${WEEK}/csv`, `picks-week-${WEEK}.csv`);
      expect(asAdmin.records.find((row) => row.Player === 'bobby_t')?.[column]).toBe(
        firstGame.awayTeam.abbreviation,
      );
      expect(asAdmin.records.find((row) => row.Player === 'bobby_t')?.[later]).toBe(
        laterGame.awayTeam.abbreviation,
      );
      await expectPicksCsvMatchesJson(admin, asAdmin.parsed);
    });

    it('shows it once the game has kicked off, and only that game', async () => {
      setClock(new Date(Date.parse(firstGame.startTime) + 60_000).toISOString());
      try {
        const { parsed, records } = await download(
          alice,
          `/api/picks/weekly/${WEEK}/csv`,
          `picks-week-${WEEK}.csv`,
        );
        const column = `${firstGame.awayTeam.abbreviation} @ ${firstGame.homeTeam.abbreviation}`;
        const later = `${laterGame.awayTeam.abbreviation} @ ${laterGame.homeTeam.abbreviation}`;
        expect(records.find((row) => row.Player === 'bobby_t')?.[column]).toBe(
          firstGame.awayTeam.abbreviation,
        );
        expect(records.find((row) => row.Player === 'bobby_t')?.[later]).toBe('Hidden');
        await expectPicksCsvMatchesJson(alice, parsed);
      } finally {
        setClock(THURSDAY);
      }
    });

    it("keeps only the player's own row while show_all_results is off and a game is still to kick off; the admin still gets everyone", async () => {
      setClock(new Date(Date.parse(firstGame.startTime) + 60_000).toISOString());
      try {
        await setShowAllResults(false);
        const mine = await download(alice, `/api/picks/weekly/${WEEK}/csv`, `picks-week-${WEEK}.csv`);
        expect(mine.records.map((row) => row.Player)).toEqual(['alice_b']);
        await expectPicksCsvMatchesJson(alice, mine.parsed);
        const played = await download(
          alice,
          `/api/picks/weekly/${PLAYED_WEEK}/csv`,
          `picks-week-${PLAYED_WEEK}.csv`,
        );
        // Every game of a played week has kicked off: picks are closed, so they show.
        expect(played.records.map((row) => row.Player)).toEqual(
          expect.arrayContaining(['alice_b', 'bobby_t']),
        );

        const asAdmin = await download(admin, `/api/picks/weekly/${WEEK}/csv`, `picks-week-${WEEK}.csv`);
        expect(asAdmin.records.map((row) => row.Player)).toEqual(
          expect.arrayContaining(['alice_b', 'bobby_t']),
        );
        await expectPicksCsvMatchesJson(admin, asAdmin.parsed);
      } finally {
        await setShowAllResults(true);
        setClock(THURSDAY);
      }
    });

    it("leaves out another player's Monday-night total before that game kicks off", async () => {
      setClock(THURSDAY);
      const seenBy = async (client: PoolClient) => {
        const file = await download(
          client,
          `/api/leaderboard/weekly/${WEEK}/csv`,
          `weekly-standings-week-${WEEK}.csv`,
        );
        return {
          text: file.text,
          bobs: file.records.find((row) => row.Player === 'bobby_t')?.['MNF Points'],
        };
      };
      const other = await seenBy(alice);
      expect(other.bobs).toBe('');
      expect(other.text).not.toContain(String(PREDICTION));
      expect((await seenBy(bob)).bobs).toBe(`${PREDICTION} / —`);
      expect((await seenBy(admin)).bobs).toBe(`${PREDICTION} / —`);

      setClock(new Date(Date.parse(mnfGame.startTime) + 60_000).toISOString());
      try {
        expect((await seenBy(alice)).bobs).toBe(`${PREDICTION} / —`);
        // The Monday game is the week's last: picks are closed, so show_all_results off hides it no more.
        await setShowAllResults(false);
        expect((await seenBy(alice)).bobs).toBe(`${PREDICTION} / —`);
      } finally {
        await setShowAllResults(true);
        setClock(THURSDAY);
      }
    });

    it("leaves out another entry's survivor pick before its game kicks off", async () => {
      setClock(THURSDAY);
      const query = `poolId=standard&maxWeek=${WEEK}`;
      for (const client of [alice, admin]) {
        const json = await getJson<SurvivorPoolResults>(client, `/api/survivor/results?${query}`);
        const { records } = await download(
          client,
          `/api/survivor/results/csv?${query}`,
          'survivor-pool-results.csv',
        );
        const shown = (cells: (string | undefined)[]) =>
          cells.filter((cell) => cell && cell !== 'Hidden' && cell !== 'No pick');
        expect(shown(records.map((row) => row[`Wk ${WEEK}`]))).toHaveLength(
          json.rows.filter((row) => row.picks[WEEK]).length,
        );
      }
    });
  });

  describe('the same reads as the screen', () => {
    /** The DynamoDB calls one request made, from the Server-Timing header the local stack adds. */
    const callsOf = async (client: PoolClient, path: string) => {
      const response = await client.get(path);
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      return Number(/DynamoDB (\d+) calls/.exec(response.headers.get('server-timing') ?? '')?.[1]);
    };
    // Each request also reads the session and its user: two calls a screen pays once per read.
    const SESSION_CALLS = 2;

    it('a standings file costs the DynamoDB calls of its JSON route', async () => {
      for (const path of [`/api/leaderboard/weekly/${PLAYED_WEEK}`, '/api/leaderboard/season']) {
        await callsOf(alice, path);
        const file = await callsOf(alice, `${path}/csv`);
        expect(file, path).toBe(await callsOf(alice, path));
        expect(file).toBeLessThanOrEqual(10);
      }
    });

    it('the picks grid and survivor files cost no more than the reads their tab makes', async () => {
      const grid = [
        `/api/games/week/${PLAYED_WEEK}`,
        `/api/picks/weekly/${PLAYED_WEEK}`,
        '/api/users',
        '/api/settings/show_all_results',
      ];
      const survivor = ['/api/survivor/results?poolId=standard&maxWeek=15', '/api/games/current-week'];
      for (const [file, reads] of [
        [`/api/picks/weekly/${PLAYED_WEEK}/csv`, grid],
        ['/api/survivor/results/csv?poolId=standard&maxWeek=15', survivor],
      ] as const) {
        await callsOf(alice, file);
        let screen = 0;
        for (const path of reads) screen += (await callsOf(alice, path)) - SESSION_CALLS;
        expect(await callsOf(alice, file), file).toBeLessThanOrEqual(screen + SESSION_CALLS);
      }
    });
  });

  describe('the same access as the JSON routes', () => {
    const fullAppFiles = [
      `/api/leaderboard/weekly/${PLAYED_WEEK}/csv`,
      '/api/leaderboard/season/csv',
      `/api/picks/weekly/${PLAYED_WEEK}/csv`,
    ];

    it('refuses a Week 6 only player the standings and the picks grid, not the survivor results', async () => {
      const { client } = await signIn(stack.url, 'wendy@example.com');
      for (const path of fullAppFiles) {
        const response = await client.get(path);
        expect(response.status, path).toBe(403);
        expect(await response.json()).toEqual({ message: 'Full app access required' });
      }
      const week6 = (await getJson<SurvivorPool[]>(client, '/api/survivor/pools')).find(
        (pool) => pool.kind === 'week6',
      );
      const allowed = await client.get(
        `/api/survivor/results/csv?poolId=${encodeURIComponent(week6?.id ?? '')}`,
      );
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    });

    it('answers 401 to a signed-out caller', async () => {
      for (const path of [...fullAppFiles, '/api/survivor/results/csv?poolId=standard']) {
        const response = await new PoolClient(stack.url).get(path);
        expect(response.status, path).toBe(401);
        expect(await response.json()).toEqual({ message: 'Unauthorized' });
      }
    });

    it('answers 400 to a week out of range and 404 to an unknown pool, as the JSON routes do', async () => {
      expect((await alice.get('/api/picks/weekly/19/csv')).status).toBe(400);
      expect((await alice.get('/api/leaderboard/weekly/0/csv')).status).toBe(400);
      expect((await alice.get('/api/survivor/results/csv?poolId=nope')).status).toBe(404);
    });
  });
});
