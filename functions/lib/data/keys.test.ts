import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import * as keys from './keys';

/*
 * The stored keys are the table's data: a builder that changed its output would lose every item
 * written before. Each shape below is the one docs/data-model.md describes and the table holds.
 */
describe('the key shapes', () => {
  it('of a season’s partitions', () => {
    expect([
      keys.seasonPrefix(2025),
      keys.weekPartition(2025, 3),
      keys.weekGamesPartition(2025, 14),
      keys.seasonGamesPartition(2025),
      keys.settingsPartition(2025),
      keys.teamsPartition(2025),
      keys.contentPartition(2025),
      keys.autoPickPartition(2025),
      keys.gameDayPartition(2025),
      keys.squaresPartition(2025),
      keys.ledgerPartition(2025),
      keys.pendingAuditsIndex(2025),
      keys.auditPartition(2025),
      keys.auditSubjectIndex(2025, 'u1'),
      keys.outboxPartition(2025),
      keys.remindersPartition(2025),
      keys.standingsPartition(2025),
      keys.survivorPoolPartition(2025, 'standard'),
      keys.week6Partition(2025),
    ]).toEqual([
      'SEASON#2025#',
      'SEASON#2025#WEEK#03',
      'SEASON#2025#WEEK#14#GAMES',
      'SEASON#2025#GAMES',
      'SEASON#2025#SETTINGS',
      'SEASON#2025#TEAMS',
      'SEASON#2025#CONTENT',
      'SEASON#2025#AUTOPICK',
      'SEASON#2025#GAMEDAY',
      'SEASON#2025#SQUARES',
      'SEASON#2025#LEDGER',
      'SEASON#2025#LEDGER#AUDITS',
      'SEASON#2025#AUDIT',
      'SEASON#2025#AUDIT#USER#u1',
      'SEASON#2025#OUTBOX',
      'SEASON#2025#REMINDERS',
      'SEASON#2025#STANDINGS',
      'SEASON#2025#SURVIVOR#standard',
      'SEASON#2025#WEEK6',
    ]);
  });

  it('of the sort keys within a season’s partitions, and the prefixes their Queries match', () => {
    expect({
      version: keys.VERSION_SK,
      game: [keys.GAME_PREFIX, keys.gameSk('g1'), keys.gameIndexKey(2025, 'g1')],
      sheet: [keys.SHEET_PREFIX, keys.sheetSk('u1'), keys.AFTER_LAST_SHEET],
      setting: [keys.SETTING_PREFIX, keys.settingSk('current_week'), keys.SEEDED_SK],
      team: [keys.TEAM_PREFIX, keys.teamSk(7)],
      singles: [keys.HOME_SK, keys.CONFIG_SK, keys.STATUS_SK, keys.PRICE_SK],
      square: [keys.SQUARE_PREFIX, keys.squareSk(5)],
      ledger: [keys.PAYMENT_PREFIX, keys.paymentSk('p1'), keys.SUPER_BOWL_SK, keys.CARRIED_SK],
      at: [keys.AT_PREFIX, keys.atSk('2025-09-07T17:00:00.000Z', 'a1')],
      reminders: [
        keys.sentPrefix(6),
        keys.leadReminderMarker(24, 'u1', false),
        keys.leadReminderMarker(2, 'u1', true),
        keys.survivorReminderMarker('standard.ab'),
        keys.gradedPushMarker(),
        keys.gradedPushMarker('u1'),
      ],
      standings: [
        keys.STANDINGS_WEEK_PREFIX,
        keys.standingsWeekSk(4),
        keys.standingsGradingsPrefix(4),
        keys.standingsPagePrefix(4, '12.abc'),
        keys.standingsPageSk(4, '12.abc', 3),
        keys.gradingPartition(2025, 4),
        keys.GRADING_RUN_PREFIX,
        keys.gradingRunSk('12.abc'),
        keys.gradingPartPrefix(4, '12.abc'),
        keys.gradingPartSk(4, '12.abc', 2),
      ],
      survivor: [
        keys.ENTRY_PREFIX,
        keys.entrySk('standard.ab'),
        keys.SURVIVOR_INDEX_PREFIX,
        keys.entryIndexKey('u1', 'standard', 'standard.ab'),
        keys.finalizationKey(2025, 9),
      ],
      week6: [keys.WEEK6_POOL_PREFIX, keys.week6PoolSk('w6a'), keys.entryCounterSk('w6a', 'u1')],
    }).toEqual({
      version: 'VERSION',
      game: ['GAME#', 'GAME#g1', { GSI1PK: 'SEASON#2025#GAME#g1', GSI1SK: 'GAME' }],
      sheet: ['SHEET#', 'SHEET#u1', 'SHEET$'],
      setting: ['SETTING#', 'SETTING#current_week', 'SEEDED'],
      team: ['TEAM#', 'TEAM#07'],
      singles: ['HOME', 'CONFIG', 'STATUS', 'PRICE'],
      square: ['SQUARE#', 'SQUARE#05'],
      ledger: ['PAYMENT#', 'PAYMENT#p1', 'SUPER_BOWL', 'CARRIED'],
      at: ['AT#', 'AT#2025-09-07T17:00:00.000Z#a1'],
      reminders: ['SENT#06#', '24H#u1', '2H#u1#PUSH', 'SURVIVOR#standard.ab', 'GRADED', 'GRADED#u1'],
      standings: [
        'WEEK#',
        'WEEK#04',
        'WEEK#04#G#',
        'WEEK#04#G#12.abc#PAGE#',
        'WEEK#04#G#12.abc#PAGE#0003',
        'SEASON#2025#GRADING#04',
        'RUN#',
        'RUN#12.abc',
        'WEEK#04#G#12.abc#PART#',
        'WEEK#04#G#12.abc#PART#0002',
      ],
      survivor: [
        'ENTRY#',
        'ENTRY#standard.ab',
        'SURVIVOR#',
        { GSI1PK: 'USER#u1', GSI1SK: 'SURVIVOR#standard#standard.ab' },
        { PK: 'SEASON#2025#SURVIVOR', SK: 'FINALIZATION#09' },
      ],
      week6: ['POOL#', 'POOL#w6a', 'COUNT#w6a#u1'],
    });
    expect(keys.isStandingsWeekSk('WEEK#04')).toBe(true);
    expect(keys.isStandingsWeekSk('WEEK#04#G#12.abc#PAGE#0003')).toBe(false);
  });

  it('of the partitions outside any season', () => {
    expect([
      keys.userPartition('u1'),
      keys.profileKey('u1'),
      keys.USERS_PARTITION,
      keys.profileIndexKey('u1'),
      keys.emailKey('Ann@Example.com'),
      keys.usernameClaimKey('ann'),
      keys.adminsKey,
      keys.PUSH_DEVICE_PREFIX,
      keys.pushDeviceKey('u1', 'd1'),
      keys.pushDeviceSetKey('u1'),
      keys.vapidKey,
      keys.sessionKey('s1'),
      keys.SESSION_INDEX_PREFIX,
      keys.sessionIndexKey('u1', 's1'),
      keys.loginAttemptKey('st'),
      keys.signInWindowKey({ kind: 'EMAIL', id: 'h1' }, 1700000000),
      keys.inviteKey,
      keys.unsubscribeSecretKey,
      keys.poolSeasonKey,
      keys.seasonArchiveKey(2024),
    ]).toEqual([
      'USER#u1',
      { PK: 'USER#u1', SK: 'PROFILE' },
      'USERS',
      { GSI1PK: 'USERS', GSI1SK: 'USER#u1' },
      { PK: 'EMAIL#ann@example.com', SK: 'EMAIL' },
      { PK: 'USERNAME#ann', SK: 'USERNAME' },
      { PK: 'ROLES', SK: 'ADMINS' },
      'PUSH#',
      { PK: 'USER#u1', SK: 'PUSH#d1' },
      { PK: 'USER#u1', SK: 'PUSHDEVICES' },
      { PK: 'PUSH', SK: 'VAPID' },
      { PK: 'SESSION#s1', SK: 'SESSION' },
      'SESSION#',
      { GSI1PK: 'USER#u1', GSI1SK: 'SESSION#s1' },
      { PK: 'LOGIN#st', SK: 'LOGIN' },
      { PK: 'SIGNIN#EMAIL#h1', SK: 'WINDOW#1700000000' },
      { PK: 'INVITE', SK: 'INVITE' },
      { PK: 'MAIL', SK: 'UNSUBSCRIBE_SECRET' },
      { PK: 'POOL', SK: 'SEASON' },
      { PK: 'POOL', SK: 'ARCHIVE#2024' },
    ]);
  });
});

const functionsDir = path.resolve(import.meta.dirname, '../..');
const keyModule = path.join(import.meta.dirname, 'keys.ts');

/** Every word the key shapes are made of (`PROFILE`, `SEASON`, ...): quoted alone elsewhere, it re-declares a key. */
const keyWords = new Set(
  [...readFileSync(keyModule, 'utf8').matchAll(/(?<=['`#])[A-Z][A-Z0-9_]+(?=['`#])/g)].map(([word]) => word),
);

/**
 * What in a source looks like a key or a key's prefix: the source without its types and comments
 * (esbuild's output), where `#` next to capitals is found only inside a string, a template or a
 * regular expression; in functions/lib/data, a key word quoted alone too.
 */
const keyLiterals = (file: string, text = readFileSync(file, 'utf8')): string[] => {
  const { code } = transformSync(text, { loader: 'ts' });
  const words = file.startsWith(import.meta.dirname) ? `|["'\`](${[...keyWords].join('|')})["'\`]` : '';
  const name = path.relative(functionsDir, file);
  return [...code.matchAll(new RegExp(`[A-Z]{2,}#|#[A-Z]{2,}${words}`, 'g'))].map(
    ([match]) => `${name} ${match}`,
  );
};

describe('the key module', () => {
  it('is the only source of functions/ that types out a key prefix, and of functions/lib/data that quotes a key word', () => {
    const sources = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .map((file) => path.join(functionsDir, file))
      .filter((file) => file !== keyModule);
    expect(sources.length).toBeGreaterThan(50);
    expect(sources.flatMap((file) => keyLiterals(file))).toEqual([]);
  });

  it('finds a key typed out in a string or a template, and not a literal type', () => {
    const probe = [
      "type Subject = { kind: 'ADDRESS' | 'EMAIL' };",
      `const partition = (season: number) => \`SEASON#\${season}#LEDGER\`;`,
      `const sheet = (id: string) => \`\${partition(1)}#\${id}#PUSH\`;`,
      "const profile = { SK: 'PROFILE', status: '#status' };",
    ].join('\n');
    expect(keyLiterals(path.join(import.meta.dirname, 'probe.ts'), probe)).toEqual([
      'lib/data/probe.ts SEASON#',
      'lib/data/probe.ts #LEDGER',
      'lib/data/probe.ts #PUSH',
      'lib/data/probe.ts "PROFILE"',
    ]);
  });
});
