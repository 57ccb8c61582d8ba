import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/lib/data/client';
import * as content from '../../functions/lib/data/content-repository';
import * as games from '../../functions/lib/data/games-repository';
import {
  contentPartition,
  ENTRY_PREFIX,
  GAME_PREFIX,
  ledgerPartition,
  profileKey,
  SETTING_PREFIX,
  SHEET_PREFIX,
  seasonGamesPartition,
  settingsPartition,
  squaresPartition,
  standingsPartition,
  survivorPoolPartition,
  teamsPartition,
  USERS_PARTITION,
  VERSION_SK,
  WEEK6_POOL_PREFIX,
  week6Partition,
  weekGamesPartition,
  weekPartition,
} from '../../functions/lib/data/keys';
import * as ledger from '../../functions/lib/data/ledger-repository';
import * as picks from '../../functions/lib/data/picks-repository';
import * as carry from '../../functions/lib/data/season-carry-repository';
import * as settings from '../../functions/lib/data/settings-repository';
import * as squares from '../../functions/lib/data/squares-repository';
import * as standings from '../../functions/lib/data/standings-repository';
import * as survivor from '../../functions/lib/data/survivor-repository';
import * as teams from '../../functions/lib/data/teams-repository';
import * as users from '../../functions/lib/data/users-repository';
import * as week6Pools from '../../functions/lib/data/week6-pool-repository';
import { season } from '../../functions/lib/season';
import { FIRST_WEEK, type GameRecord, LAST_WEEK } from '../../shared/game';
import type { AuditEntry } from '../../shared/schemas/admin-people';
import type { SurvivorEntryRecord, SurvivorPickRecord } from '../../shared/survivor';
import type { User } from '../../shared/user';
import { WRITE_COMMANDS, type WriteInput } from '../support/hold-writes';
import { localStackForFile } from '../support/local-stack';

/*
 * Every per-process cache of the repositories keeps what it read under a version item, and trusts
 * every writer of what it read to move that version after the write. This file names what each
 * cache reads, finds every exported function of every repository that can write it, runs each
 * against the table, and checks that each item it wrote was followed by a bump of the version of
 * every cache that reads the item. A new writer without a scenario here, or a scenario whose write
 * is not followed by its bumps, fails.
 */
localStackForFile();

const dataDir = path.resolve(import.meta.dirname, '../../functions/lib/data');

interface Key {
  PK: string;
  SK: string;
}

/**
 * An item a write changed: its key; with a Put, its new item and the old one when the Put asked for
 * it; with an Update, the attributes it changed.
 */
interface Written extends Key {
  item?: Record<string, unknown>;
  old?: Record<string, unknown> | null;
  changed?: string[];
}

const showsOnTheWeek = (sheet: Record<string, unknown>) =>
  Object.keys(sheet).some((name) => name.startsWith('pick_') || name === 'mnf');

/**
 * The twelve caches and what each one's load reads: for an item, the version partitions of the
 * caches that read it (none for an item no cache reads). Seasons: the one played and the next
 * (what a new season's carry-over writes).
 */
const versionsReading = ({ PK, SK, item, old, changed }: Written): string[] => {
  if (SK === VERSION_SK) return [];
  for (const year of [season(), season() + 1]) {
    for (let week = FIRST_WEEK; week <= LAST_WEEK; week += 1) {
      if (PK !== weekPartition(year, week)) continue;
      // The week's contents cache; the week's games cache; the season's games cache.
      if (SK.startsWith(GAME_PREFIX)) return [PK, weekGamesPartition(year, week), seasonGamesPartition(year)];
      // A removed player's retired sheet over one without picks changes nothing the week shows.
      if (SK.startsWith(SHEET_PREFIX) && item && old !== undefined && !showsOnTheWeek({ ...item, ...old }))
        return [];
      if (SK.startsWith(SHEET_PREFIX)) return [PK];
    }
    if (PK.startsWith(survivorPoolPartition(year, '')) && SK.startsWith(ENTRY_PREFIX)) return [PK];
    if (PK === week6Partition(year) && SK.startsWith(WEEK6_POOL_PREFIX)) return [PK];
    if (PK === settingsPartition(year) && SK.startsWith(SETTING_PREFIX)) return [PK];
    // A grading's part: the standings' read takes only the heads and the pages they name.
    if (PK === standingsPartition(year) && /#PART#\d{4}$/.test(SK)) return [];
    const whole = [
      teamsPartition(year),
      contentPartition(year),
      squaresPartition(year),
      standingsPartition(year),
      ledgerPartition(year),
    ];
    // A payment's audit bookkeeping (its pending lines, its place on the index) is not in the ledger read.
    const bookkeeping = (name: string) => /^(pendingAudit|GSI1)/.test(name);
    if (PK === ledgerPartition(year) && changed?.length && changed.every(bookkeeping)) return [];
    if (whole.includes(PK)) return [PK];
  }
  if (SK === profileKey('').SK) return [USERS_PARTITION];
  return [];
};
const CACHES = 12;

/** The key builders of the items some cache reads: a repository importing none cannot write one. */
const cachedItemBuilders = [
  'weekPartitionOf',
  'gameSk',
  'sheetSk',
  'profileKey',
  'profileIndexKey',
  'survivorPoolPartition',
  'entrySk',
  'week6Partition',
  'week6PoolSk',
  'settingsPartition',
  'settingSk',
  'teamsPartition',
  'teamSk',
  'contentPartition',
  'squaresPartition',
  'squareSk',
  'standingsPartition',
  'ledgerPartition',
  'paymentSk',
];

/** What a write command changed: every item key it names. */
const keysWritten = (input: WriteInput, output: Record<string, unknown>): Written[] => {
  const keyOf = (request: Record<string, unknown> | undefined) =>
    ((request?.Item ?? request?.Key) as Key | undefined) ?? undefined;
  if (input.RequestItems) {
    return Object.values(input.RequestItems as Record<string, Record<string, Record<string, unknown>>[]>)
      .flat()
      .map((request) => keyOf(request.PutRequest ?? request.DeleteRequest) as Key);
  }
  if (input.TransactItems) {
    return (input.TransactItems as Record<string, Record<string, unknown>>[])
      .map((item) => keyOf(item.Put ?? item.Update ?? item.Delete))
      .filter((key): key is Key => key !== undefined);
  }
  if (input.Item) {
    const old =
      input.ReturnValues === 'ALL_OLD' ? ((output.Attributes as Written['old']) ?? null) : undefined;
    return [{ ...(input.Item as Key), item: input.Item as Record<string, unknown>, old }];
  }
  const names = (input.ExpressionAttributeNames ?? {}) as Record<string, string>;
  const changed = String(input.UpdateExpression ?? '')
    .split(/[\s,=+\-().[\]]+/)
    .filter((word) => /^#?[A-Za-z_]\w*$/.test(word) && !/^(SET|REMOVE|ADD|DELETE)$/.test(word))
    .map((word) => names[word] ?? word);
  return [{ ...(keyOf(input) as Key), ...(input.UpdateExpression ? { changed } : {}) }];
};

/** The writes the table applied while `run` ran, in order. */
const recordWrites = async (run: () => Promise<unknown>): Promise<Written[]> => {
  const written: Written[] = [];
  const name = 'recordWrites';
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const answer = await next(args);
      if (WRITE_COMMANDS.has(context.commandName ?? '')) {
        written.push(
          ...keysWritten((args.input ?? {}) as WriteInput, answer.output as Record<string, unknown>),
        );
      }
      return answer;
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    db().middlewareStack.remove(name);
  }
  return written;
};

/** Each write of an item a cache reads, with a version it lacked after it: empty when every bump came. */
const missingBumps = (written: Written[]): string[] =>
  written.flatMap((key, at) =>
    versionsReading(key)
      .filter(
        (version) => !written.slice(at + 1).some((later) => later.PK === version && later.SK === VERSION_SK),
      )
      .map((version) => `${key.PK} ${key.SK}: no bump of ${version} after it`),
  );

// Fixtures: the season's first weeks, two players.

const SEASON_START = '2025-09-07T17:00:00.000Z';
const LATER = '2025-09-30T17:00:00.000Z';
const game = (id: string, week: number, home: number, away: number): GameRecord => ({
  id,
  week,
  startTime: SEASON_START,
  homeTeamId: home,
  awayTeamId: away,
  homeScore: null,
  awayScore: null,
  isCompleted: false,
  spread: '-3',
  isMnfTiebreaker: true,
});
const player = (id: string): User => ({
  id,
  username: null,
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  hasFullApp: true,
  hasWeek5: false,
  userType: 'full_app',
  createdAt: SEASON_START,
  defaultPick: 'favorite',
});
const pick = (userId: string, gameId: string, week: number, pickedTeamId: number): picks.PickRecord => ({
  userId,
  gameId,
  week,
  pickedTeamId,
  isCorrect: null,
  lockAt: LATER,
  line: '-3',
  updatedAt: SEASON_START,
});
const prediction = (userId: string, gameId: string, week: number, total: number): picks.PredictionRecord => ({
  userId,
  gameId,
  week,
  predictedTotal: total,
  lockAt: LATER,
  updatedAt: SEASON_START,
});
const survivorPick = (teamId: number, updatedAt = SEASON_START): SurvivorPickRecord => ({
  teamId,
  team: { displayName: `Team ${teamId}`, abbreviation: `T${teamId}` },
  lockAt: LATER,
  isCorrect: null,
  isFinalized: false,
  updatedAt,
});
const entry = (userId: string, poolId = 'standard'): SurvivorEntryRecord => ({
  id: survivor.newEntryId(poolId),
  poolId,
  userId,
  displayName: userId,
  entryName: null,
  createdAt: SEASON_START,
  firstWeek: 1,
  isEliminated: false,
  eliminatedInWeek: null,
  picks: {},
});
const audit = (id: string): AuditEntry => ({
  id,
  at: SEASON_START,
  action: 'money.payment',
  actor: { id: 'admin', name: 'Admin' },
  actingAs: null,
  subject: { id: 'ann', name: 'ann' },
  summary: 'Recorded a payment',
  before: null,
  after: null,
});
const payment = (id: string, amount: number): ledger.StoredPayment => ({
  id,
  userId: 'ann',
  amount,
  paidOn: '2025-09-01',
  note: 'Entry',
  recordedAt: SEASON_START,
  recordedBy: 'Admin',
  recordedById: 'admin',
  correctsPaymentId: null,
});

/** Runs `write` after `setup` (not recorded): the function named is what the scenario checks. */
type Scenario = () => Promise<() => Promise<unknown>>;
const now = new Date(SEASON_START);
const gradingRun = {
  week: 1,
  run: '3.run',
  weekVersion: 3,
  round: 1,
  parts: 2,
  games: [],
  pushRule: 'loss' as const,
  previous: null,
  picksUpdatedBefore: 0,
  startedAt: SEASON_START,
};
const gradedPart = {
  players: [
    {
      userId: 'ann',
      week: 1,
      correctPicks: 1,
      totalPicks: 2,
      wins: 1,
      losses: 1,
      pushes: 0,
      gradedPicks: 2,
      mnfDifference: null,
    },
  ],
  picksScored: 2,
  picksUpdated: 2,
};

/**
 * One scenario for every function of the repositories below that writes: each leaves the table as
 * the next finds it, and each writes at least one item.
 */
const scenarios: Record<string, Scenario> = {
  'games-repository:putGames': async () => () =>
    games.putGames([game('g1', 1, 1, 2), game('g2', 1, 3, 4), game('g3', 2, 5, 6)]),
  'games-repository:putGame': async () => () => games.putGame(game('g4', 2, 7, 8)),
  'games-repository:deleteGame': async () => () => games.deleteGame({ id: 'g4', week: 2 }),
  'games-repository:putLiveScores': async () => () =>
    games.putLiveScores([
      {
        id: 'g3',
        week: 2,
        homeScore: 7,
        awayScore: 3,
        status: 'in_progress',
        period: 1,
        clock: '5:00',
        isCompleted: false,
      },
    ]),
  'users-repository:claimEmail': async () => () => users.claimEmail('ann@example.com', 'ann'),
  'users-repository:createUser': async () => () => users.createUser(player('ann')),
  'users-repository:putUser': async () => () => users.putUser({ ...player('bob'), isAdmin: true }),
  'users-repository:putUsers': async () => () => users.putUsers([player('cat'), player('dan')]),
  'users-repository:updateUser': async () => () => users.updateUser('ann', { firstName: 'Ann' }),
  'users-repository:movePoolAccess': async () => {
    await users.updateUser('dan', { poolAccess: 'waiting', joinRequestedAt: SEASON_START });
    return () => users.movePoolAccess('dan', 'waiting', 'member', SEASON_START);
  },
  'users-repository:claimUsername': async () => () => users.claimUsername('ann_a', 'ann', now),
  'users-repository:takeOverUsername': async () => {
    const claimId = (await users.claimUsername('cat_c', 'cat', now)) as string;
    return () => users.takeOverUsername('cat_c', 'dan', now, { userId: 'cat', claimId });
  },
  'users-repository:releaseUsername': async () => () => users.releaseUsername('cat_c', 'dan'),
  'users-repository:recordUsername': async () => () => users.recordUsername('ann', 'ann_a', null),
  'users-repository:keepAdminSet': async () => () => users.keepAdminSet(),
  'users-repository:addToAdminSet': async () => () => users.addToAdminSet('cat'),
  'users-repository:releaseFromAdminSet': async () => () => users.releaseFromAdminSet('cat'),
  'users-repository:dropFromAdminSet': async () => {
    await users.addToAdminSet('cat');
    return () => users.dropFromAdminSet('cat');
  },
  'users-repository:deleteUserIdentity': async () => () => users.deleteUserIdentity(player('dan')),
  'picks-repository:putPlayerPicks': async () => () =>
    picks.putPlayerPicks(1, 'ann', [pick('ann', 'g1', 1, 1)], [], now),
  'picks-repository:putPrediction': async () => () =>
    picks.putPrediction(prediction('ann', 'g1', 1, 40), now),
  'picks-repository:putSheets': async () => () =>
    picks.putSheets([pick('bob', 'g1', 1, 2)], [prediction('bob', 'g1', 1, 44)]),
  'picks-repository:overwritePicks': async () => () => picks.overwritePicks([pick('bob', 'g2', 1, 3)]),
  'picks-repository:overwritePrediction': async () => () =>
    picks.overwritePrediction(prediction('bob', 'g1', 1, 41)),
  'picks-repository:clearPredictionsOfGame': async () => () =>
    picks.clearPredictionsOfGame(1, 'g1', { gameId: 'g2', lockAt: LATER }, now),
  'picks-repository:putMissingPicks': async () => () => picks.putMissingPicks([pick('cat', 'g1', 1, 1)]),
  'picks-repository:retireSheetsOfUser': async () => () => picks.retireSheetsOfUser('cat', now),
  'teams-repository:putTeams': async () => () => teams.putTeams(teamsFixture),
  'settings-repository:putSetting': async () => () => settings.putSetting('rules', 'Pick well'),
  'settings-repository:putSeedMarker': async () => () => settings.putSeedMarker(SEASON_START),
  'content-repository:putHomeContent': async () => () =>
    content.putHomeContent({ title: 'Pool', subtitle: '', description: '', features: [] }),
  'squares-repository:putSquareName': async () => () =>
    squares.putSquareName(5, { playerName: 'ann', userId: 'ann' }),
  'squares-repository:putSquarePrice': async () => () => squares.putSquarePrice(10),
  'standings-repository:putWeekStandings': async () => () =>
    standings.putWeekStandings({
      week: 1,
      weekVersion: 3,
      covers: {},
      pushRule: 'loss',
      players: ['ann', 'bob'].map((userId) => ({
        userId,
        week: 1,
        correctPicks: 1,
        totalPicks: 2,
        wins: 1,
        losses: 1,
        pushes: 0,
        gradedPicks: 2,
        mnfDifference: null,
      })),
    }),
  'standings-repository:deleteStandingsOfUser': async () => () => standings.deleteStandingsOfUser('bob'),
  'standings-repository:putGradingRun': async () => () => standings.putGradingRun(gradingRun),
  'standings-repository:markGradingPartDone': async () => {
    await standings.putGradingRun({ ...gradingRun, run: '3.marked' });
    return () => standings.markGradingPartDone(1, '3.marked', 0);
  },
  'standings-repository:deleteGradingRun': async () => {
    await standings.putGradingRun({ ...gradingRun, run: '3.deleted' });
    return () => standings.deleteGradingRun(1, '3.deleted');
  },
  'standings-repository:putGradingPart': async () => () =>
    standings.putGradingPart(1, '3.run', 0, gradedPart),
  'standings-repository:deleteGradingParts': async () => {
    await standings.putGradingPart(1, '3.parts', 0, gradedPart);
    return () => standings.deleteGradingParts(1, '3.parts', 1);
  },
  'ledger-repository:appendPayment': async () => () => ledger.appendPayment(payment('p1', 25), audit('a1')),
  'ledger-repository:appendCorrection': async () => () =>
    ledger.appendCorrection({ ...payment('p2', -5), correctsPaymentId: 'p1' }, -2500, audit('a2')),
  'ledger-repository:finishAudit': async () => () =>
    ledger.finishAudit({ paymentId: 'p1', recordId: 'p2', entry: audit('a2') }),
  'ledger-repository:finishPendingAudits': async () => {
    await ledger.appendCorrection({ ...payment('p3', -5), correctsPaymentId: 'p1' }, -2000, audit('a3'));
    return () => ledger.finishPendingAudits();
  },
  'ledger-repository:putCarriedBalances': async () => () =>
    ledger.putCarriedBalances({ from: season() - 1, balances: { ann: -500 } }),
  'ledger-repository:putSuperBowlScore': async () => () =>
    ledger.putSuperBowlScore({ quarters: [{ away: 7, home: 3 }] }, SEASON_START),
  'survivor-repository:putEntry': async () => () => survivor.putEntry(entry('ann'), 'standard'),
  'survivor-repository:putEntries': async () => () =>
    survivor.putEntries([
      { entry: entry('bob'), kind: 'standard' },
      { entry: entry('bob', 'late'), kind: 'late' },
    ]),
  'survivor-repository:setSurvivorPick': async () => {
    const [annEntry] = (await survivor.readPool('standard')).entries.filter((e) => e.userId === 'ann');
    return () => survivor.setSurvivorPick(annEntry?.id as string, 1, survivorPick(1), undefined);
  },
  'survivor-repository:writeCorrectedPick': async () => {
    const [annEntry] = (await survivor.readPool('standard')).entries.filter((e) => e.userId === 'ann');
    return () => survivor.writeCorrectedPick(annEntry as survivor.StoredEntry, 2, survivorPick(5));
  },
  'survivor-repository:orderWeekFinalization': async () => () => survivor.orderWeekFinalization(1, true),
  'survivor-repository:finalizePoolWeek': async () => () => survivor.finalizePoolWeek('standard', 1),
  'survivor-repository:keepPickInStepWithWeek': async () => {
    const [bobEntry] = (await survivor.readPool('standard')).entries.filter((e) => e.userId === 'bob');
    const written = survivorPick(9, LATER);
    await survivor.setSurvivorPick(bobEntry?.id as string, 1, written, undefined);
    return () => survivor.keepPickInStepWithWeek(bobEntry?.id as string, 1, written);
  },
  'survivor-repository:unfinalizePoolWeek': async () => () => survivor.unfinalizePoolWeek('standard', 1),
  'survivor-repository:renameEntries': async () => {
    const entries = (await survivor.readPool('standard')).entries;
    return () => survivor.renameEntries(entries, 'Renamed');
  },
  'survivor-repository:deleteEntryUnlessLocked': async () => {
    const [bobLate] = (await survivor.readPool('late')).entries;
    return () => survivor.deleteEntryUnlessLocked(bobLate?.id as string, now);
  },
  'week6-pool-repository:putWeek6Pool': async () => () =>
    week6Pools.putWeek6Pool({
      id: 'w6a',
      kind: 'week6',
      name: 'Week 6 A',
      description: null,
      isActive: true,
      entryFee: 100,
      maxEntries: 10,
      startWeek: 6,
    }),
  'week6-pool-repository:reserveEntryPlaces': async () => () =>
    week6Pools.reserveEntryPlaces('w6a', 'ann', 2, 10, now),
  'week6-pool-repository:resetEntryPlaces': async () => {
    const read = await week6Pools.readEntryPlaces('w6a', 'ann');
    return () => week6Pools.resetEntryPlaces('w6a', 'ann', 1, read);
  },
  'week6-pool-repository:releaseEntryPlaces': async () => () =>
    week6Pools.releaseEntryPlaces('w6a', 'ann', 1),
  'week6-pool-repository:retireEntryPlaces': async () => () =>
    week6Pools.retireEntryPlaces('w6a', 'bob', now),
  'survivor-repository:removeEntriesOfUser': async () => () => survivor.removeEntriesOfUser('ann', now),
  'season-carry-repository:carryOverSeason': async () => () => carry.carryOverSeason(season(), season() + 1),
};

const teamsFixture = [1, 2].map((id) => ({
  id,
  name: `T${id}`,
  abbreviation: `T${id}`,
  displayName: `Team ${id}`,
  location: 'Town',
  nickname: `Team ${id}`,
  conference: 'AFC',
  division: 'East',
}));

/** The repositories that can write an item a cache reads. */
const repositories: Record<string, Record<string, unknown>> = {
  'games-repository': games,
  'picks-repository': picks,
  'users-repository': users,
  'teams-repository': teams,
  'settings-repository': settings,
  'content-repository': content,
  'squares-repository': squares,
  'standings-repository': standings,
  'ledger-repository': ledger,
  'survivor-repository': survivor,
  'week6-pool-repository': week6Pools,
  'season-carry-repository': carry,
};

/** The repositories that import a builder of an item some cache reads. */
const importingCachedItemBuilders = () =>
  readdirSync(dataDir)
    .filter((file) => file.endsWith('-repository.ts'))
    .filter((file) => {
      const source = readFileSync(path.join(dataDir, file), 'utf8');
      return cachedItemBuilders.some((builder) =>
        new RegExp(`import \\{[^}]*\\b${builder}\\b[^}]*\\}`).test(source),
      );
    })
    .map((file) => file.replace(/\.ts$/, ''));

/** The exported functions of those repositories that only read or compute (no scenario: they write nothing). */
const reads = new Set([
  'games-repository:listGamesOfWeek',
  'games-repository:readGamesOfWeek',
  'games-repository:readSeasonGames',
  'games-repository:getGame',
  'users-repository:getUser',
  'users-repository:readUser',
  'users-repository:findUserIdByEmail',
  'users-repository:readUsers',
  'users-repository:listUsers',
  'users-repository:getUsernameClaim',
  'users-repository:getUsersConsistently',
  'picks-repository:readWeek',
  'picks-repository:readPlayerWeek',
  'teams-repository:readTeams',
  'teams-repository:listTeams',
  'settings-repository:getSetting',
  'settings-repository:readSettings',
  'settings-repository:getAllSettings',
  'settings-repository:getSeedMarker',
  'content-repository:getHomeContent',
  'squares-repository:readSquares',
  'standings-repository:readStandings',
  'standings-repository:listStandings',
  'standings-repository:readGradingRun',
  'standings-repository:listGradingRuns',
  'standings-repository:readGradingParts',
  'picks-repository:readSheetsInRange',
  'ledger-repository:newPaymentId',
  'ledger-repository:readLedger',
  'survivor-repository:newEntryId',
  'survivor-repository:poolOfEntryId',
  'survivor-repository:readPoolVersion',
  'survivor-repository:readPool',
  'survivor-repository:getEntry',
  'survivor-repository:listUserEntries',
  'survivor-repository:readWeekFinalization',
  'week6-pool-repository:listWeek6Pools',
  'week6-pool-repository:readEntryPlaces',
]);

describe('every write to what a cache reads', () => {
  it('is made by a function this file runs: each exported function of a repository that can write one is a scenario or a read', () => {
    expect(Object.keys(repositories).sort()).toEqual(importingCachedItemBuilders().sort());
    const functions = Object.entries(repositories).flatMap(([name, module]) =>
      Object.entries(module)
        .filter(([, value]) => typeof value === 'function')
        .map(([exported]) => `${name}:${exported}`),
    );
    expect(functions.filter((named) => !(named in scenarios) && !reads.has(named))).toEqual([]);
    expect(Object.keys(scenarios).filter((named) => !functions.includes(named))).toEqual([]);
    const sources = readdirSync(dataDir)
      .filter((file) => !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(dataDir, file), 'utf8'));
    const caches = sources.join('\n').match(/versionedCache\(\{/g) ?? [];
    expect(caches.length, 'a new cache: say above what it reads').toBe(CACHES);
  });

  it('is not made by a function listed as a read: none of them sends a write or bumps a version itself', () => {
    const writing = [...reads].filter((named) => {
      const [file, exported] = named.split(':') as [string, string];
      const source = readFileSync(path.join(dataDir, `${file}.ts`), 'utf8');
      const start = source.indexOf(`export const ${exported} =`);
      const rest = source.slice(start + 1);
      const body = rest.slice(0, rest.search(/\n(export )?(const|let|interface|type) /) + 1 || undefined);
      return (
        start < 0 || /new \w*(Put|Update|Delete|Write)\w*Command|batch(Put|Delete)\(|bump\w*\(/.test(body)
      );
    });
    expect(writing).toEqual([]);
  });

  it('is followed by a bump of the version of every cache that reads the item', async () => {
    const report: Record<string, string[]> = {};
    for (const [named, scenario] of Object.entries(scenarios)) {
      const write = await scenario();
      const written = await recordWrites(write);
      const missing = written.length === 0 ? ['wrote nothing'] : missingBumps(written);
      if (missing.length > 0) report[named] = missing;
    }
    expect(report).toEqual({});
  });
});

describe('the table', () => {
  it('is written only from functions/lib/data: no other source imports a write command, the client or a batch', () => {
    const functionsDir = path.resolve(dataDir, '../..');
    const outside = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('lib/data/'))
      .filter((file) => {
        const source = readFileSync(path.join(functionsDir, file), 'utf8');
        return (
          /from '@aws-sdk\/(lib|client)-dynamodb'/.test(source) ||
          /import \{[^}]*\b(db|batchPut|batchDelete|bumpVersion)\b[^}]*\} from '[./]*(lib\/)?data\//.test(
            source,
          )
        );
      });
    expect(outside).toEqual([]);
  });
});
