import { randomBytes } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../shared/schemas/admin-people';
import { season as poolSeason } from '../season';
import { db, tableName } from './client';
import { AT_PREFIX, atSk, auditSubjectIndex, auditPartition as seasonAuditPartition } from './keys';
import { decodeCursor, encodeCursor } from './page-cursor';

/*
 * The audit log is append-only: one item per admin action in the season's `AUDIT` partition, sorted
 * by time (newest first on read), and indexed by the player it was about on GSI1, so "who changed my
 * pick?" is one Query either way. Nothing updates or deletes these items.
 */

const auditPartition = () => seasonAuditPartition(poolSeason());
const subjectPartition = (userId: string) => auditSubjectIndex(poolSeason(), userId);

export const newAuditId = () => randomBytes(6).toString('hex');

export const appendAudit = async (entry: AuditEntry): Promise<void> => {
  const sortKey = atSk(entry.at, entry.id);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        PK: auditPartition(),
        SK: sortKey,
        ...(entry.subject ? { GSI1PK: subjectPartition(entry.subject.id), GSI1SK: sortKey } : {}),
        ...entry,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
};

/**
 * One page of the log, newest first: all of it, or only what was about one player. Null when the
 * cursor is not one this log handed out.
 */
export const readAuditPage = async (
  pageSize: number,
  subjectId?: string,
  cursor?: string,
): Promise<{ entries: AuditEntry[]; nextCursor: string | null } | null> => {
  const startKey = cursor ? decodeCursor(cursor, AT_PREFIX) : undefined;
  if (startKey === null) return null;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(subjectId
        ? {
            IndexName: 'GSI1',
            KeyConditionExpression: 'GSI1PK = :pk',
            ExpressionAttributeValues: { ':pk': subjectPartition(subjectId) },
          }
        : { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': auditPartition() } }),
      ScanIndexForward: false,
      Limit: pageSize,
      ExclusiveStartKey: startKey,
    }),
  );
  const entries = (page.Items ?? []).map(({ PK, SK, GSI1PK, GSI1SK, ...entry }) => entry as AuditEntry);
  return { entries, nextCursor: encodeCursor(page.LastEvaluatedKey) };
};
