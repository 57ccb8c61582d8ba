import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { GameRecord } from '../../../shared/game';
import { FIRST_WEEK, LAST_WEEK } from '../../../shared/game';
import { batchPut } from './batch';
import { conditionHeld, db, queryAll, tableName } from './client';
import { AFTER_LAST_SHEET, GAME_PREFIX, SHEET_PREFIX, sheetSk } from './keys';
import { updateParts } from './update-expression';
import { readItem, versionedCache } from './versions';
import { bumpWeekVersion, bumpWeekVersions, weekPartitionOf as weekPk } from './week-version';

/**
 * A stored weekly pick. `lockAt` is its game's kickoff when it was saved (see setUnlessLocked);
 * `line` the game's spread (the home line as stored) when the team was picked, absent on picks
 * saved before picks recorded it. Grading uses the game's final stored line, not this.
 * `isCorrect` is stored null: a pick's grade is derived from its game's score wherever it is read
 * (sheets graded before that may still hold an old value, which nothing reads).
 */
export interface PickRecord {
  userId: string;
  gameId: string;
  week: number;
  pickedTeamId: number;
  isCorrect: boolean | null;
  lockAt: string;
  line: string | null;
  updatedAt: string;
}

export interface PredictionRecord {
  userId: string;
  gameId: string;
  week: number;
  predictedTotal: number | null;
  lockAt: string;
  updatedAt: string;
  /** The total the admin's move of the tiebreaker cleared, until the player enters a new one. */
  cleared?: ClearedPrediction;
}

export interface ClearedPrediction {
  /** The game the total was predicted for: the tiebreaker before the move. */
  gameId: string;
  predictedTotal: number;
  clearedAt: string;
}

export interface WeekContents {
  games: GameRecord[];
  picks: PickRecord[];
  predictions: PredictionRecord[];
}

/** A week as read, with the week version read before it (the contents are at least that new). */
export interface WeekRead extends WeekContents {
  version: number;
}

/*
 * A player's week is one "pick sheet" item in the week's partition: one attribute per game
 * (`pick_<gameId>`) and `mnf` for the Monday-night total. Reading a week is then one item per
 * player instead of one per pick, and each game's pick still has its own kickoff condition.
 *
 * Removing a player retires their sheet of every week: it is replaced by one holding no pick and
 * `retiredAt`, and every write to a sheet is conditioned on that attribute's absence. A save that
 * passed its session check before the removal and writes after it is then refused instead of
 * bringing back a sheet nobody owns. A returning player signs up under a new id, so a retired sheet
 * is never written again.
 */
const sheetKey = (week: number, userId: string) => ({ PK: weekPk(week), SK: sheetSk(userId) });
const PICK_PREFIX = 'pick_';
const pickAttribute = (gameId: string) => `${PICK_PREFIX}${gameId}`;
const NOT_RETIRED = 'attribute_not_exists(retiredAt)';

const fromSheet = (item: Record<string, unknown>) => {
  const picks: PickRecord[] = [];
  for (const [name, value] of Object.entries(item)) {
    if (name.startsWith(PICK_PREFIX)) picks.push(value as PickRecord);
  }
  return {
    picks,
    prediction: (item.mnf as PredictionRecord | undefined) ?? null,
    retired: item.retiredAt !== undefined,
  };
};

const queryWeek = async (week: number): Promise<WeekContents> => {
  const contents: WeekContents = { games: [], picks: [], predictions: [] };
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': weekPk(week) },
    ConsistentRead: true,
  });
  for (const item of items) {
    const { PK, SK, GSI1PK, GSI1SK, ...rest } = item;
    if (String(SK).startsWith(GAME_PREFIX)) contents.games.push(rest as GameRecord);
    else if (String(SK).startsWith(SHEET_PREFIX)) {
      const sheet = fromSheet(rest);
      contents.picks.push(...sheet.picks);
      if (sheet.prediction) contents.predictions.push(sheet.prediction);
    }
  }
  return contents;
};

/** Sheets whose user ids sort from `from` (inclusive) to `to` (exclusive); null: open at that end. */
export interface SheetRange {
  from: string | null;
  to: string | null;
}

/**
 * The picks and predictions of the week's sheets in a range of user ids, read consistently (paged),
 * without the games: what one part of a grading reads. A range holds each sheet once, so ranges
 * that meet cover the week.
 */
export const readSheetsInRange = async (
  week: number,
  range: SheetRange,
): Promise<Omit<WeekContents, 'games'>> => {
  const from = sheetSk(range.from ?? '');
  const to = range.to === null ? AFTER_LAST_SHEET : sheetSk(range.to);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': weekPk(week), ':from': from, ':to': to },
    ConsistentRead: true,
  });
  const contents: Omit<WeekContents, 'games'> = { picks: [], predictions: [] };
  for (const item of items) {
    // BETWEEN includes its upper bound, which begins the next range.
    if (String(item.SK) >= to) continue;
    const sheet = fromSheet(item);
    contents.picks.push(...sheet.picks);
    if (sheet.prediction) contents.predictions.push(sheet.prediction);
  }
  return contents;
};

/** The last few weeks read by this process (a warm Lambda container), each under its version. */
const weekCache = versionedCache({ partition: weekPk, load: queryWeek, size: 4 });

/**
 * Everything of a week (games, every player's sheet) and its version. One batched read of the
 * week's version; the Query (paged) only when the week changed since this process last read it.
 */
export const readWeek = async (week: number): Promise<Readonly<WeekRead>> => {
  const { version, value } = await weekCache.read(week);
  return { ...value, version };
};

/**
 * One player's picks and MNF prediction of a week, and whether the sheet was retired (the player
 * was removed): one consistent read, batched with the others of this tick.
 */
export const readPlayerWeek = async (week: number, userId: string) => {
  const item = await readItem(sheetKey(week, userId));
  return item ? fromSheet(item) : { picks: [], prediction: null, retired: false };
};

interface LockableValue {
  gameId: string;
  lockAt: string;
}

/** True where the condition of setUnlessLocked keeps the stored value as it is. */
const isLocked = (stored: LockableValue | undefined, value: LockableValue, now: Date) =>
  stored !== undefined &&
  stored.lockAt <= now.toISOString() &&
  stored.lockAt === value.lockAt &&
  stored.gameId === value.gameId;

/** The update that sets these attributes of a sheet, and its userId and week (the first write makes the sheet). */
const setOnSheet = (week: number, userId: string, attributes: readonly (readonly [string, unknown])[]) =>
  updateParts({ set: [...attributes, ['userId', userId], ['week', week]] });

/**
 * Sets attributes of a sheet in one UpdateItem, all or none. The caller has refused anything at or
 * after the game's current kickoff (read consistently) and passes that kickoff as each value's
 * `lockAt`. The condition adds, for each value, what the database can check: a stored value whose
 * kickoff has passed stays as it is, unless it was saved for another kickoff or another game (the
 * game moved, or the tiebreaker changed). A first pick has nothing stored, so only the caller's
 * check guards it. False when any stored value is locked or the sheet is retired: nothing was written.
 */
const setUnlessLocked = (
  week: number,
  userId: string,
  values: { attribute: string; value: LockableValue }[],
  now: Date,
) => {
  const update = setOnSheet(
    week,
    userId,
    values.map(({ attribute, value }) => [attribute, value]),
  );
  return conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sheetKey(week, userId),
        ...update,
        ConditionExpression: [
          NOT_RETIRED,
          ...values.map(
            (_, i) =>
              `(attribute_not_exists(#v${i}) OR #v${i}.lockAt > :now OR #v${i}.lockAt <> :k${i} OR #v${i}.gameId <> :g${i})`,
          ),
        ].join(' AND '),
        ExpressionAttributeNames: {
          ...update.ExpressionAttributeNames,
          ...Object.fromEntries(values.map(({ attribute }, i) => [`#v${i}`, attribute])),
        },
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ...Object.fromEntries(
            values.flatMap(({ value }, i) => [
              [`:k${i}`, value.lockAt],
              [`:g${i}`, value.gameId],
            ]),
          ),
          ':now': now.toISOString(),
        },
      }),
    ),
  );
};

/** What a player's write did: per value whether it was stored, and whether the sheet was retired (nothing was). */
export interface SheetWrite<T> {
  saved: T;
  retired: boolean;
}

/**
 * Saves a player's picks of one week in one UpdateItem, then bumps the week's version. `stored` is
 * the sheet's picks as the caller read them (consistently): a pick they lock is not sent. When the
 * write is refused all the same (the sheet changed since), the sheet is read again and the picks
 * still free are sent. `saved` is false where the stored pick was already locked.
 */
export const putPlayerPicks = async (
  week: number,
  userId: string,
  picks: PickRecord[],
  stored: readonly PickRecord[],
  now: Date,
): Promise<SheetWrite<boolean[]>> => {
  const saved = picks.map(() => false);
  let sheet = stored;
  for (let attempt = 0; attempt <= picks.length; attempt += 1) {
    const storedByGame = new Map(sheet.map((pick) => [pick.gameId, pick]));
    const free = picks.filter((pick) => !isLocked(storedByGame.get(pick.gameId), pick, now));
    if (!free.length) break;
    const values = free.map((pick) => ({ attribute: pickAttribute(pick.gameId), value: pick }));
    if (await setUnlessLocked(week, userId, values, now)) {
      for (const pick of free) saved[picks.indexOf(pick)] = true;
      await bumpWeekVersion(week);
      break;
    }
    const reread = await readPlayerWeek(week, userId);
    if (reread.retired) return { saved, retired: true };
    sheet = reread.picks;
  }
  return { saved, retired: false };
};

/** Saves the Monday-night total unless the stored one is already locked or the sheet is retired. */
export const putPrediction = async (
  prediction: PredictionRecord,
  now: Date,
): Promise<SheetWrite<boolean>> => {
  const saved = await setUnlessLocked(
    prediction.week,
    prediction.userId,
    [{ attribute: 'mnf', value: prediction }],
    now,
  );
  if (saved) {
    await bumpWeekVersions([prediction.week]);
    return { saved, retired: false };
  }
  return { saved, retired: (await readPlayerWeek(prediction.week, prediction.userId)).retired };
};

/** Writes whole sheets as given (the demo seed and the benchmark), replacing any stored ones. */
export const putSheets = async (picks: PickRecord[], predictions: PredictionRecord[]): Promise<void> => {
  const sheets = new Map<string, Record<string, unknown>>();
  const sheetOf = (week: number, userId: string) => {
    const key = `${week}|${userId}`;
    let sheet = sheets.get(key);
    if (!sheet) {
      sheet = { ...sheetKey(week, userId), userId, week };
      sheets.set(key, sheet);
    }
    return sheet;
  };
  for (const pick of picks) sheetOf(pick.week, pick.userId)[pickAttribute(pick.gameId)] = pick;
  for (const prediction of predictions) sheetOf(prediction.week, prediction.userId).mnf = prediction;
  await batchPut([...sheets.values()]);
  await bumpWeekVersions([...picks, ...predictions].map((entry) => entry.week));
};

/**
 * An admin override: sets the picks whatever their kickoff, each sheet in one UpdateItem (so a
 * player's save at the same time lands wholly before or after it), then bumps the weeks' versions.
 * A retired sheet refuses it (a conditional-check failure: the player was removed meanwhile).
 */
export const overwritePicks = async (picks: PickRecord[]): Promise<void> => {
  const sheets = new Map<string, PickRecord[]>();
  for (const pick of picks) {
    const key = `${pick.week}|${pick.userId}`;
    sheets.set(key, [...(sheets.get(key) ?? []), pick]);
  }
  await Promise.all(
    [...sheets.values()].map(async (sheet) => {
      const { week, userId } = sheet[0] as PickRecord;
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: sheetKey(week, userId),
          ...setOnSheet(
            week,
            userId,
            sheet.map((pick) => [pickAttribute(pick.gameId), pick]),
          ),
          ConditionExpression: NOT_RETIRED,
        }),
      );
    }),
  );
  await bumpWeekVersions(picks.map((pick) => pick.week));
};

/** An admin override of the Monday-night total, whatever its kickoff; a retired sheet refuses it. */
export const overwritePrediction = async (prediction: PredictionRecord): Promise<void> => {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sheetKey(prediction.week, prediction.userId),
      ...setOnSheet(prediction.week, prediction.userId, [['mnf', prediction]]),
      ConditionExpression: NOT_RETIRED,
    }),
  );
  await bumpWeekVersions([prediction.week]);
};

/** Sheets written at once while clearing a week's predictions. */
const PARALLEL_SHEETS = 25;

/**
 * Clears the week's Monday-night totals predicted for `fromGameId`, the tiebreaker the admin moved
 * away from: each becomes an empty prediction for the new tiebreaker game (`to`, or the old game
 * when the week has none now) that keeps the cleared total, so the player can be told. One UpdateItem
 * per sheet holding such a total, a few at a time; a total saved meanwhile for another game and a
 * retired sheet stay as they are. Answers the cleared predictions as they were.
 */
export const clearPredictionsOfGame = async (
  week: number,
  fromGameId: string,
  to: { gameId: string; lockAt: string } | null,
  at: Date,
): Promise<PredictionRecord[]> => {
  const { predictions } = await readWeek(week);
  const stale = predictions.filter(
    (prediction) => prediction.gameId === fromGameId && prediction.predictedTotal !== null,
  );
  const cleared: PredictionRecord[] = [];
  for (let start = 0; start < stale.length; start += PARALLEL_SHEETS) {
    const batch = stale.slice(start, start + PARALLEL_SHEETS);
    const held = await Promise.all(
      batch.map((prediction) => {
        const emptied: PredictionRecord = {
          userId: prediction.userId,
          gameId: to?.gameId ?? fromGameId,
          week,
          predictedTotal: null,
          lockAt: to?.lockAt ?? prediction.lockAt,
          updatedAt: at.toISOString(),
          cleared: {
            gameId: fromGameId,
            predictedTotal: prediction.predictedTotal as number,
            clearedAt: at.toISOString(),
          },
        };
        const update = setOnSheet(week, prediction.userId, [['mnf', emptied]]);
        return conditionHeld(
          db().send(
            new UpdateCommand({
              TableName: tableName(),
              Key: sheetKey(week, prediction.userId),
              ...update,
              ConditionExpression: `#mnf.gameId = :from AND ${NOT_RETIRED}`,
              ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#mnf': 'mnf' },
              ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':from': fromGameId },
            }),
          ),
        );
      }),
    );
    cleared.push(...batch.filter((_, i) => held[i]));
  }
  if (cleared.length) await bumpWeekVersion(week);
  return cleared;
};

/**
 * Retires the player's sheet of every week (their picks and predictions go with it) and bumps the
 * versions of the weeks that had picks or a prediction.
 */
export const retireSheetsOfUser = async (userId: string, at: Date): Promise<void> => {
  const weeks = Array.from({ length: LAST_WEEK - FIRST_WEEK + 1 }, (_, i) => FIRST_WEEK + i);
  const emptied = await Promise.all(
    weeks.map(async (week) => {
      const { Attributes } = await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...sheetKey(week, userId), userId, week, retiredAt: at.toISOString() },
          ReturnValues: 'ALL_OLD',
        }),
      );
      const old = Attributes ? fromSheet(Attributes) : null;
      return old && (old.picks.length || old.prediction) ? week : null;
    }),
  );
  await bumpWeekVersions(emptied.filter((week): week is number => week !== null));
};

/** The auto-pick: sets each pick only where the player has none, so a pick saved meanwhile stays. */
export const putMissingPicks = async (picks: PickRecord[]): Promise<boolean[]> => {
  const saved = await Promise.all(
    picks.map((pick) => {
      const update = setOnSheet(pick.week, pick.userId, [[pickAttribute(pick.gameId), pick]]);
      return conditionHeld(
        db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: sheetKey(pick.week, pick.userId),
            ...update,
            ConditionExpression: `attribute_not_exists(#value) AND ${NOT_RETIRED}`,
            ExpressionAttributeNames: {
              ...update.ExpressionAttributeNames,
              '#value': pickAttribute(pick.gameId),
            },
          }),
        ),
      );
    }),
  );
  await bumpWeekVersions(picks.filter((_, i) => saved[i]).map((pick) => pick.week));
  return saved;
};
