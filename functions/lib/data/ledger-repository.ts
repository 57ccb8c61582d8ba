import { createHash, randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, SuperBowlScore } from '../../../shared/schemas/money';
import { season as poolSeason } from '../season';
import { conditionHeld, db, queryAll, tableName } from './client';
import { bumpVersion, readItem, versionedCache } from './versions';

/*
 * The ledger's partition: one append-only item per payment (`PAYMENT#<id>`, never updated or
 * deleted: a correction is a new payment naming the one it corrects) and the Super Bowl score
 * (`SUPER_BOWL`). The whole partition is one Query, kept per process under its version.
 */
const partition = () => `SEASON#${poolSeason()}#LEDGER`;
const PAYMENT = 'PAYMENT#';
const SUPER_BOWL = 'SUPER_BOWL';

/** A new payment's id: from the request's id when it sent one (so a retry names the same payment), else random. */
export const newPaymentId = (recordedById: string, requestId?: string) =>
  requestId
    ? createHash('sha256').update(`${recordedById}\n${requestId}`).digest('hex').slice(0, 12)
    : randomBytes(6).toString('hex');

const paymentKey = (id: string) => ({ PK: partition(), SK: `${PAYMENT}${id}` });

/** A payment as stored: with the id of the admin who recorded it, to name them as each viewer may see them. */
export type StoredPayment = Payment & { recordedById: string | null };

export interface StoredLedger {
  payments: readonly StoredPayment[];
  superBowl: SuperBowlScore | null;
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

const queryLedger = async (): Promise<StoredLedger> => {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition() },
    ConsistentRead: true,
  });
  const superBowl = items.find((item) => item.SK === SUPER_BOWL);
  return {
    payments: items.filter((item) => String(item.SK).startsWith(PAYMENT)).map(toPayment),
    superBowl: superBowl ? { quarters: superBowl.quarters as SuperBowlScore['quarters'] } : null,
  };
};

const ledgerCache = versionedCache({ partition, load: queryLedger, size: 1 });

/** Every payment and the Super Bowl score: one batched version read, the Query only when the ledger moved. */
export const readLedger = async (): Promise<StoredLedger> => (await ledgerCache.read(undefined)).value;

/**
 * Appends a payment unless one of its id is there already (the same request sent again): answers
 * the payment stored under the id, then bumps the ledger's version (again after a retry, as the
 * first attempt may have stopped before it).
 */
export const appendPayment = async (payment: StoredPayment): Promise<StoredPayment> => {
  const stored = await conditionHeld(
    db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...paymentKey(payment.id), ...payment },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    ),
  );
  const held = stored ? payment : toPayment((await readItem(paymentKey(payment.id))) ?? {});
  await bumpVersion(partition());
  return held;
};

export const putSuperBowlScore = async (score: SuperBowlScore, updatedAt: string): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: partition(), SK: SUPER_BOWL, quarters: score.quarters, updatedAt },
    }),
  );
  await bumpVersion(partition());
};
