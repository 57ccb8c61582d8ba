import type { SurvivorPoolKind } from '../../../shared/survivor';

/*
 * Every key shape of the single table (docs/data-model.md): each partition key, sort key and index
 * key, and each prefix a Query or a cursor matches, is built here and nowhere else. A season's
 * partitions take the season as an argument: the repositories pass the season the request runs in,
 * the carry-over of a new season the two seasons it copies between.
 */

const twoDigits = (week: number) => String(week).padStart(2, '0');

/** The item every cached partition carries beside its items: `{ PK: <partition>, SK: 'VERSION' }`. */
export const VERSION_SK = 'VERSION';

// One season's partitions.

const seasonPartition = (season: number, name: string) => `SEASON#${season}#${name}`;

/** What every partition of the season begins with. */
export const seasonPrefix = (season: number) => `SEASON#${season}#`;

/** Everything of one week (games, pick sheets, its version) lives in one partition. */
export const weekPartition = (season: number, week: number) =>
  seasonPartition(season, `WEEK#${twoDigits(week)}`);
/** The version of a week's games alone (a pick save moves only the week's). */
export const weekGamesPartition = (season: number, week: number) => `${weekPartition(season, week)}#GAMES`;
/** The version of every week's games. */
export const seasonGamesPartition = (season: number) => seasonPartition(season, 'GAMES');
export const GAME_PREFIX = 'GAME#';
export const gameSk = (gameId: string) => `${GAME_PREFIX}${gameId}`;
/** GSI1 finds a game by its id alone. */
export const gameIndexKey = (season: number, gameId: string) => ({
  GSI1PK: seasonPartition(season, gameSk(gameId)),
  GSI1SK: 'GAME',
});
export const SHEET_PREFIX = 'SHEET#';
export const sheetSk = (userId: string) => `${SHEET_PREFIX}${userId}`;
/** Past every sheet key of a week ('$' follows '#'): the open end of a range of sheets. */
export const AFTER_LAST_SHEET = 'SHEET$';

export const settingsPartition = (season: number) => seasonPartition(season, 'SETTINGS');
export const SETTING_PREFIX = 'SETTING#';
export const settingSk = (setting: string) => `${SETTING_PREFIX}${setting}`;
export const SEEDED_SK = 'SEEDED';

export const teamsPartition = (season: number) => seasonPartition(season, 'TEAMS');
export const TEAM_PREFIX = 'TEAM#';
export const teamSk = (teamId: number) => `${TEAM_PREFIX}${twoDigits(teamId)}`;

export const contentPartition = (season: number) => seasonPartition(season, 'CONTENT');
export const HOME_SK = 'HOME';

/** The auto-pick schedule (CONFIG_SK) and its armed run (STATUS_SK). */
export const autoPickPartition = (season: number) => seasonPartition(season, 'AUTOPICK');
/** The live score sync: its configuration (CONFIG_SK) and its state (STATUS_SK). */
export const gameDayPartition = (season: number) => seasonPartition(season, 'GAMEDAY');
export const CONFIG_SK = 'CONFIG';
export const STATUS_SK = 'STATUS';

export const squaresPartition = (season: number) => seasonPartition(season, 'SQUARES');
export const SQUARE_PREFIX = 'SQUARE#';
export const squareSk = (position: number) => `${SQUARE_PREFIX}${twoDigits(position)}`;
export const PRICE_SK = 'PRICE';

export const ledgerPartition = (season: number) => seasonPartition(season, 'LEDGER');
export const PAYMENT_PREFIX = 'PAYMENT#';
export const paymentSk = (paymentId: string) => `${PAYMENT_PREFIX}${paymentId}`;
export const SUPER_BOWL_SK = 'SUPER_BOWL';
export const CARRIED_SK = 'CARRIED';
/** GSI1 partition of the payments whose audit line is not yet in the audit log. */
export const pendingAuditsIndex = (season: number) => `${ledgerPartition(season)}#AUDITS`;

/** Audit lines and outbox messages sort by time: `AT#<iso time>#<id>`. */
export const AT_PREFIX = 'AT#';
export const atSk = (at: string, id: string) => `${AT_PREFIX}${at}#${id}`;
/** Written out whole: test/bundled/table-rights.test.ts finds the audit log's puts in a bundle by it. */
export const auditPartition = (season: number) => `SEASON#${season}#AUDIT`;
/** GSI1 partition of the audit lines about one player. */
export const auditSubjectIndex = (season: number, userId: string) =>
  `${auditPartition(season)}#USER#${userId}`;
export const outboxPartition = (season: number) => seasonPartition(season, 'OUTBOX');

export const remindersPartition = (season: number) => seasonPartition(season, 'REMINDERS');
/** The markers of a week's reminders sent: `SENT#<ww>#<marker>`. */
export const sentPrefix = (week: number) => `SENT#${twoDigits(week)}#`;
/** A lead's reminder to a player: `<lead>H#<userId>`, `#PUSH` after it for the push. */
export const leadReminderMarker = (leadHours: number, userId: string, push: boolean) =>
  `${leadHours}H#${userId}${push ? '#PUSH' : ''}`;
export const survivorReminderMarker = (entryId: string) => `SURVIVOR#${entryId}`;
/** The week-graded push: `GRADED` for the run, `GRADED#<userId>` for each player. */
export const gradedPushMarker = (userId?: string) => (userId ? `GRADED#${userId}` : 'GRADED');

export const standingsPartition = (season: number) => seasonPartition(season, 'STANDINGS');
/** A graded week's head item, `WEEK#<ww>`, naming the pages of its grading. */
export const STANDINGS_WEEK_PREFIX = 'WEEK#';
export const standingsWeekSk = (week: number) => `${STANDINGS_WEEK_PREFIX}${twoDigits(week)}`;
export const isStandingsWeekSk = (sk: string) => /^WEEK#\d\d$/.test(sk);
/** The pages of every grading of a week: `WEEK#<ww>#G#<grading>#PAGE#<nnnn>`. */
export const standingsGradingsPrefix = (week: number) => `${standingsWeekSk(week)}#G#`;
export const standingsPagePrefix = (week: number, grading: string) =>
  `${standingsGradingsPrefix(week)}${grading}#PAGE#`;
export const standingsPageSk = (week: number, grading: string, page: number) =>
  `${standingsPagePrefix(week, grading)}${String(page).padStart(4, '0')}`;
/** A grading in parts of a week: its run items, `RUN#<run>`, in a partition of their own. */
export const gradingPartition = (season: number, week: number) =>
  seasonPartition(season, `GRADING#${twoDigits(week)}`);
export const GRADING_RUN_PREFIX = 'RUN#';
export const gradingRunSk = (run: string) => `${GRADING_RUN_PREFIX}${run}`;
/** A part's standings, beside the pages of its run: `WEEK#<ww>#G#<run>#PART#<nnnn>`. */
export const gradingPartPrefix = (week: number, run: string) =>
  `${standingsGradingsPrefix(week)}${run}#PART#`;
export const gradingPartSk = (week: number, run: string, part: number) =>
  `${gradingPartPrefix(week, run)}${String(part).padStart(4, '0')}`;

/** A survivor pool (standard, late, each Week 6 pool): one item per entry. */
export const survivorPoolPartition = (season: number, poolId: string) =>
  seasonPartition(season, `SURVIVOR#${poolId}`);
export const ENTRY_PREFIX = 'ENTRY#';
export const entrySk = (entryId: string) => `${ENTRY_PREFIX}${entryId}`;
/** GSI1 finds a player's entries: `USER#<id>` / `SURVIVOR#<kind>#<entryId>`. */
export const SURVIVOR_INDEX_PREFIX = 'SURVIVOR#';
export const entryIndexKey = (userId: string, kind: SurvivorPoolKind, entryId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${SURVIVOR_INDEX_PREFIX}${kind}#${entryId}`,
});
/** A week's finalization across the survivor pools. */
export const finalizationKey = (season: number, week: number) => ({
  PK: seasonPartition(season, 'SURVIVOR'),
  SK: `FINALIZATION#${twoDigits(week)}`,
});
/** The Week 6 pools (POOL#) and each player's entry counter of a pool (COUNT#). */
export const week6Partition = (season: number) => seasonPartition(season, 'WEEK6');
export const WEEK6_POOL_PREFIX = 'POOL#';
export const week6PoolSk = (poolId: string) => `${WEEK6_POOL_PREFIX}${poolId}`;
export const entryCounterSk = (poolId: string, userId: string) => `COUNT#${poolId}#${userId}`;

// The table's partitions outside any season.

export const userPartition = (userId: string) => `USER#${userId}`;
export const profileKey = (userId: string) => ({ PK: userPartition(userId), SK: 'PROFILE' });
/** Every profile is on GSI1 under `USERS`, which is the users' version partition too. */
export const USERS_PARTITION = 'USERS';
export const profileIndexKey = (userId: string) => ({
  GSI1PK: USERS_PARTITION,
  GSI1SK: userPartition(userId),
});
export const emailKey = (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' });
/** `name` as shared/username's usernameKey folds it. */
export const usernameClaimKey = (name: string) => ({ PK: `USERNAME#${name}`, SK: 'USERNAME' });
export const adminsKey = { PK: 'ROLES', SK: 'ADMINS' } as const;

export const PUSH_DEVICE_PREFIX = 'PUSH#';
export const pushDeviceKey = (userId: string, deviceId: string) => ({
  PK: userPartition(userId),
  SK: `${PUSH_DEVICE_PREFIX}${deviceId}`,
});
export const pushDeviceSetKey = (userId: string) => ({ PK: userPartition(userId), SK: 'PUSHDEVICES' });
export const vapidKey = { PK: 'PUSH', SK: 'VAPID' } as const;

export const sessionKey = (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' });
/** GSI1 finds a player's sessions: `USER#<id>` / `SESSION#<id>`. */
export const SESSION_INDEX_PREFIX = 'SESSION#';
export const sessionIndexKey = (userId: string, sessionId: string) => ({
  GSI1PK: userPartition(userId),
  GSI1SK: `${SESSION_INDEX_PREFIX}${sessionId}`,
});

export const loginAttemptKey = (state: string) => ({ PK: `LOGIN#${state}`, SK: 'LOGIN' });
export const signInWindowKey = (subject: { kind: string; id: string }, startsAt: number) => ({
  PK: `SIGNIN#${subject.kind}#${subject.id}`,
  SK: `WINDOW#${startsAt}`,
});

export const inviteKey = { PK: 'INVITE', SK: 'INVITE' } as const;
export const unsubscribeSecretKey = { PK: 'MAIL', SK: 'UNSUBSCRIBE_SECRET' } as const;
export const poolSeasonKey = { PK: 'POOL', SK: 'SEASON' } as const;
export const seasonArchiveKey = (season: number) => ({ PK: 'POOL', SK: `ARCHIVE#${season}` });
