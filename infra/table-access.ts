import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { tableKeys } from '../functions/lib/data/table-definition';
import type { ResourceGroup } from '../functions/routes';

export type TableRead = 'GetItem' | 'BatchGetItem' | 'Query';
export type TableWrite = 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';

/** Who uses the table: the API's resource groups, the two scheduled jobs and the grading queue's function. */
export type TableUser = ResourceGroup | 'autoPick' | 'gameDay' | 'grading';

export interface TableRights {
  /** What the function does with the pool's data. */
  does: string;
  reads: TableRead[];
  writes: TableWrite[];
  /**
   * Puts allowed only into the audit log's partitions: every group bundles the middleware that
   * records an admin's change made while viewing as a player (functions/lib/http/middleware).
   */
  auditLog?: true;
  /**
   * Updates allowed only on session items: every group bundles the session check that ends an
   * impersonation whose grounds are gone, for good (loadSession in functions/lib/auth/session-service.ts).
   */
  sessions?: true;
}

/**
 * Every function reads the session, its user and the version items of what it shows in batches
 * (BatchGetItem, functions/lib/data/versions.ts); most also read single items apart.
 */
const read: TableRead[] = ['GetItem', 'BatchGetItem', 'Query'];
const batchedRead: TableRead[] = ['BatchGetItem', 'Query'];

/**
 * Every function's table rights, in one place. `test/bundled/table-rights.test.ts` holds this list to the
 * DynamoDB commands each shipped bundle calls: a right nobody calls, or a call without its right,
 * fails the test.
 */
export const tableRights: Record<TableUser, TableRights> = {
  auth: {
    does: 'signs players in: finds or creates the user, starts and ends sessions, counts login attempts',
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
  },
  users: {
    does: 'usernames, profiles, reminder preferences and unsubscribes',
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
  },
  games: { does: "reads the week's games", reads: batchedRead, writes: [], auditLog: true, sessions: true },
  picks: { does: 'reads and saves weekly picks', reads: batchedRead, writes: ['PutItem', 'UpdateItem'] },
  leaderboard: {
    does: 'reads the standings',
    reads: batchedRead,
    writes: [],
    auditLog: true,
    sessions: true,
  },
  teams: { does: 'reads the teams', reads: batchedRead, writes: [], auditLog: true, sessions: true },
  tiebreaker: {
    does: 'reads and saves Monday night tiebreakers',
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  settings: {
    does: 'reads settings; admins save the rules',
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  content: { does: 'reads the home page content', reads: read, writes: [], auditLog: true, sessions: true },
  squares: {
    does: 'reads the squares board',
    reads: batchedRead,
    writes: [],
    auditLog: true,
    sessions: true,
  },
  survivor: {
    does: 'reads survivor pools and saves survivor picks',
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  week6: {
    does: 'Week 6 pool entries, picks and registrations',
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
  },
  'admin-games': {
    does: "the admin's data sync and testing: the season's setup, start and end, schedules, scores and grading",
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
  },
  'admin-picks': {
    does: "the admin's overrides of a player's picks, the survivor week's finalizing, the missing-picks reminders",
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
  },
  'admin-pool': {
    does: "the admin's pool settings, squares board and home page content",
    reads: read,
    writes: ['PutItem', 'UpdateItem'],
  },
  'admin-people': {
    does: 'the players: roles, removal, impersonation, the invite link, join requests; the audit log and the outbox',
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem'],
  },
  money: {
    does: "the ledger: reads the results, records payments, saves the amounts and the Super Bowl's score",
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  autopick: {
    does: "the admin's auto-pick: its schedule, how its runs went, a run now",
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  autoPick: {
    does: 'fills the missing picks on Sunday',
    reads: batchedRead,
    writes: ['PutItem', 'UpdateItem'],
  },
  gameDay: {
    does: 'live scores, grading, pick reminders, and an auto-pick run its schedule missed',
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
  },
  grading: {
    does: "grades a week's parts and writes its standings",
    reads: read,
    writes: ['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
  },
};

/** The audit log's partitions (docs/data-model.md): `SEASON#<season>#AUDIT`. */
const auditPartitions = 'SEASON#*#AUDIT';
/** The sessions' partitions (docs/data-model.md): `SESSION#<hash>`. */
const sessionPartitions = 'SESSION#*';

const dynamodb = (actions: string[]) => actions.map((action) => `dynamodb:${action}`);

/** Grants a function its table rights: reads on the table and GSI1, writes on the table. */
export const grantTableRights = (fn: IGrantable, table: ITable, rights: TableRights): void => {
  const index = `${table.tableArn}/index/${tableKeys.gsi1.name}`;
  const statements = [
    new PolicyStatement({ actions: dynamodb(rights.reads), resources: [table.tableArn, index] }),
  ];
  if (rights.writes.length) {
    statements.push(new PolicyStatement({ actions: dynamodb(rights.writes), resources: [table.tableArn] }));
  }
  if (rights.auditLog) {
    statements.push(
      new PolicyStatement({
        actions: dynamodb(['PutItem']),
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [auditPartitions] } },
      }),
    );
  }
  if (rights.sessions) {
    statements.push(
      new PolicyStatement({
        actions: dynamodb(['UpdateItem']),
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [sessionPartitions] } },
      }),
    );
  }
  for (const statement of statements) fn.grantPrincipal.addToPrincipalPolicy(statement);
};
