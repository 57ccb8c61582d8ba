import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Payment, SuperBowlScore } from '../../../shared/schemas/money';
import { config } from '../config';
import { db, queryAll, tableName } from './client';
import { bumpVersion, versionedCache } from './versions';

/*
 * The ledger's partition: one append-only item per payment (`PAYMENT#<iso pool time>#<id>`, never
 * updated or deleted: a correction is a new payment naming the one it corrects) and the Super Bowl
 * score (`SUPER_BOWL`). The whole partition is one Query, kept per process under its version.
 */
const partition = () => `SEASON#${config.season()}#LEDGER`;
const PAYMENT = 'PAYMENT#';
const SUPER_BOWL = 'SUPER_BOWL';

export const newPaymentId = () => randomBytes(6).toString('hex');

export interface StoredLedger {
  payments: readonly Payment[];
  superBowl: SuperBowlScore | null;
}

const toPayment = (item: Record<string, unknown>): Payment => ({
  id: item.id as string,
  userId: item.userId as string,
  amount: item.amount as number,
  paidOn: item.paidOn as string,
  note: item.note as string,
  recordedAt: item.recordedAt as string,
  recordedBy: item.recordedBy as string,
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

/** Appends a payment (a new id never overwrites one), then bumps the ledger's version. */
export const appendPayment = async (payment: Payment & { recordedById: string }): Promise<void> => {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { PK: partition(), SK: `${PAYMENT}${payment.recordedAt}#${payment.id}`, ...payment },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  await bumpVersion(partition());
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
