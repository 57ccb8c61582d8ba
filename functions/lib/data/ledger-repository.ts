import { createHash, randomBytes } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../shared/schemas/admin-people';
import type { Payment, SuperBowlScore } from '../../../shared/schemas/money';
import { season as poolSeason } from '../season';
import { appendAudit } from './audit-repository';
import { conditionHeld, db, isConditionFailure, queryAll, tableName } from './client';
import {
  CARRIED_SK,
  ledgerPartition,
  PAYMENT_PREFIX,
  paymentSk,
  pendingAuditsIndex,
  SUPER_BOWL_SK,
} from './keys';
import { bumpVersion, readItem, versionedCache } from './versions';

/*
 * The ledger's partition: one item per payment (`PAYMENT#<id>`), the Super Bowl score
 * (`SUPER_BOWL`) and the balances the season before left unpaid (`CARRIED`). A payment is never edited: its corrections are written onto it, each as its own
 * attribute `correction_<id>` beside a running `correctedCents`, so the bound "corrections never take
 * a payment below 0" is one condition on one item. Each payment and correction carries its audit line
 * (`pendingAudit_<id>`, counted in `pendingAudits`) from its first write until the line is in the
 * audit log, and the item is on the sparse index of such payments (GSI1 `<season>#LEDGER#AUDITS`)
 * meanwhile: a request cut off in between leaves the line for the audit page's reader to append
 * (finishPendingAudits). The whole partition is one Query, kept per process under its version.
 */
const partition = () => ledgerPartition(poolSeason());
const CORRECTION = 'correction_';
const PENDING_AUDIT = 'pendingAudit_';

/** A new payment's id: from the request's id when it sent one (so a retry names the same payment), else random. */
export const newPaymentId = (recordedById: string, requestId?: string) =>
  requestId
    ? createHash('sha256').update(`${recordedById}\n${requestId}`).digest('hex').slice(0, 12)
    : randomBytes(6).toString('hex');

const paymentKey = (id: string) => ({ PK: partition(), SK: paymentSk(id) });
const pendingIndex = () => pendingAuditsIndex(poolSeason());

/** A payment as stored: with the id of the admin who recorded it, to name them as each viewer may see them. */
export type StoredPayment = Payment & { recordedById: string | null };

/** The audit line of a payment or correction (`recordId`) not yet in the audit log, on the payment item `paymentId`. */
export interface PendingAudit {
  paymentId: string;
  recordId: string;
  entry: AuditEntry;
}

/** What the season before left unpaid: each player's balance at its end, in cents (none: all square). */
export interface CarriedBalances {
  from: number;
  balances: Readonly<Record<string, number>>;
}

export interface StoredLedger {
  /** Payments and corrections, each correction naming its payment. */
  payments: readonly StoredPayment[];
  /** The sum of the corrections written onto each payment, in cents (absent: none yet). */
  correctedCents: ReadonlyMap<string, number>;
  superBowl: SuperBowlScore | null;
  /** Null until the season's ledger was first read after the season before ended (or in the first season). */
  carried: CarriedBalances | null;
}

const toPayment = (item: Record<string, unknown>): StoredPayment => ({
  id: item.id as string,
  userId: item.userId as string,
  amount: item.amount as number,
  paidOn: item.paidOn as string,
  note: item.note as string,
  recordedAt: item.recordedAt as string,
  recordedBy: item.recordedBy as string,
  recordedById: (item.recordedById as string | undefined) ?? null,
  correctsPaymentId: (item.correctsPaymentId as string | null | undefined) ?? null,
});

/** The corrections written onto a payment item, as payments naming it. */
const correctionsOf = (item: Record<string, unknown>): StoredPayment[] =>
  Object.keys(item)
    .filter((name) => name.startsWith(CORRECTION))
    .map((name) =>
      toPayment({
        ...(item[name] as Record<string, unknown>),
        userId: item.userId,
        correctsPaymentId: item.id,
      }),
    );

const pendingOf = (item: Record<string, unknown>): PendingAudit[] =>
  Object.keys(item)
    .filter((name) => name.startsWith(PENDING_AUDIT))
    .map((name) => ({
      paymentId: item.id as string,
      recordId: name.slice(PENDING_AUDIT.length),
      entry: item[name] as AuditEntry,
    }));

const queryLedger = async (): Promise<StoredLedger> => {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition() },
    ConsistentRead: true,
  });
  const superBowl = items.find((item) => item.SK === SUPER_BOWL_SK);
  const carried = items.find((item) => item.SK === CARRIED_SK);
  const paymentItems = items.filter((item) => String(item.SK).startsWith(PAYMENT_PREFIX));
  return {
    payments: paymentItems.flatMap((item) => [toPayment(item), ...correctionsOf(item)]),
    correctedCents: new Map(
      paymentItems
        .filter((item) => typeof item.correctedCents === 'number')
        .map((item) => [item.id as string, item.correctedCents as number]),
    ),
    superBowl: superBowl ? { quarters: superBowl.quarters as SuperBowlScore['quarters'] } : null,
    carried: carried
      ? { from: carried.from as number, balances: carried.balances as Record<string, number> }
      : null,
  };
};

// Two: the season played and a past one an admin reads. Made on first use, so a bundle that only
// finishes audit lines (the admin's) leaves the ledger's reading out.
let ledgerCache: ReturnType<typeof versionedCache<undefined, StoredLedger>> | undefined;

/** Every payment and the Super Bowl score: one batched version read, the Query only when the ledger moved. */
export const readLedger = async (): Promise<StoredLedger> => {
  ledgerCache ??= versionedCache({ partition, load: queryLedger, size: 2 });
  return (await ledgerCache.read(undefined)).value;
};

/**
 * Puts a payment (with its audit line) unless one of its id is there already (the same request sent
 * again): answers the payment stored under the id, then bumps the ledger's version (again after a
 * retry, as the first attempt may have stopped before it).
 */
export const appendPayment = async (payment: StoredPayment, audit: AuditEntry): Promise<StoredPayment> => {
  const stored = await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...paymentKey(payment.id),
          ...payment,
          correctedCents: 0,
          [`${PENDING_AUDIT}${payment.id}`]: audit,
          pendingAudits: 1,
          GSI1PK: pendingIndex(),
          GSI1SK: paymentSk(payment.id),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  const held = stored ? payment : toPayment((await readItem(paymentKey(payment.id))) ?? {});
  await bumpVersion(partition());
  return held;
};

export type CorrectionAnswer =
  /** The correction under its id, written now or by the same request before. */
  | { held: StoredPayment }
  /** Refused by the bound: the payment's corrections as they stand now. */
  | { refused: { correctedCents: number } };

/**
 * Writes a correction onto its payment in ONE conditional update: only while the corrections
 * written onto it stay at or above `floorCents` after this one (so two corrections at once never
 * both pass the bound), and only once per id; then bumps the ledger's version.
 */
export const appendCorrection = async (
  correction: StoredPayment & { correctsPaymentId: string },
  floorCents: number,
  audit: AuditEntry,
): Promise<CorrectionAnswer> => {
  const { correctsPaymentId, userId, ...fields } = correction;
  const key = paymentKey(correctsPaymentId);
  // A payment stored before corrections were written onto it has no sum yet: none counts as 0.
  const bound =
    floorCents <= 0
      ? '(attribute_not_exists(correctedCents) OR correctedCents >= :floor)'
      : 'correctedCents >= :floor';
  const written = await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET #correction = :correction, #audit = :audit, GSI1PK = :index, GSI1SK = SK ADD correctedCents :cents, pendingAudits :one',
        ConditionExpression: `attribute_exists(PK) AND attribute_not_exists(#correction) AND ${bound}`,
        ExpressionAttributeNames: {
          '#correction': `${CORRECTION}${correction.id}`,
          '#audit': `${PENDING_AUDIT}${correction.id}`,
        },
        ExpressionAttributeValues: {
          ':correction': fields,
          ':audit': audit,
          ':cents': Math.round(correction.amount * 100),
          ':floor': floorCents,
          ':index': pendingIndex(),
          ':one': 1,
        },
      }),
    ),
  );
  const item = written ? undefined : ((await readItem(key)) ?? {});
  const stored = item?.[`${CORRECTION}${correction.id}`] as Record<string, unknown> | undefined;
  if (item && !stored)
    return { refused: { correctedCents: (item.correctedCents as number | undefined) ?? 0 } };
  await bumpVersion(partition());
  return { held: stored ? toPayment({ ...stored, userId, correctsPaymentId }) : correction };
};

/**
 * Appends a payment's audit line (kept when it is there already), then takes it off the payment
 * item, and the item off the index once no other line waits on it. The last steps of recording a
 * payment, and what the audit page's reader does for a line a request cut off left behind.
 */
export const finishAudit = async ({ paymentId, recordId, entry }: PendingAudit): Promise<void> => {
  await conditionHeld(appendAudit(entry));
  const key = paymentKey(paymentId);
  const taken = await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE #audit ADD pendingAudits :less',
        ConditionExpression: 'attribute_exists(#audit)',
        ExpressionAttributeNames: { '#audit': `${PENDING_AUDIT}${recordId}` },
        ExpressionAttributeValues: { ':less': -1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    )
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return null;
      throw error;
    });
  if (taken?.Attributes?.pendingAudits !== 0) return;
  await conditionHeld(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'REMOVE GSI1PK, GSI1SK',
        ConditionExpression: 'pendingAudits = :none',
        ExpressionAttributeValues: { ':none': 0 },
      }),
    ),
  );
};

/**
 * Appends the audit lines that requests cut off left on the season's payments: one Query of the
 * sparse index, empty unless a request was cut off.
 */
export const finishPendingAudits = async (): Promise<void> => {
  const items = await queryAll({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': pendingIndex() },
  });
  if (items.length === 0) return;
  await Promise.all(items.flatMap(pendingOf).map(finishAudit));
  // The request may have stopped before it bumped the version: the payment is shown from now on.
  await bumpVersion(partition());
};

/**
 * Puts what the season before left unpaid, once (two first readers compute the same from a season
 * nobody writes to any more), then bumps the ledger's version.
 */
export const putCarriedBalances = async (carried: CarriedBalances): Promise<void> => {
  await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { PK: partition(), SK: CARRIED_SK, ...carried },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  await bumpVersion(partition());
};

export const putSuperBowlScore = async (score: SuperBowlScore, updatedAt: string): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: partition(), SK: SUPER_BOWL_SK, quarters: score.quarters, updatedAt },
    }),
  );
  await bumpVersion(partition());
};
