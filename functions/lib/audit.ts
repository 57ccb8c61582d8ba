import { displayName } from '../../shared/display-name';
import type { AuditAction, AuditEntry, AuditPerson } from '../../shared/schemas/admin-people';
import type { User } from '../../shared/user';
import type { LoadedSession } from './auth/session-service';
import { stampNow } from './clock';
import { appendAudit, newAuditId } from './data/audit-repository';
import { conditionHeld } from './data/client';

export const auditPerson = (user: User): AuditPerson => ({ id: user.id, name: displayName(user) });

/** Who a scheduled run is recorded as. */
export const SCHEDULER: AuditPerson = { id: 'scheduler', name: 'Scheduler' };

export interface AuditRecord {
  action: AuditAction;
  /** The player the change was about, when there is one. */
  subject?: User | AuditPerson | null;
  summary: string;
  before?: unknown;
  after?: unknown;
  /**
   * The entry's own id and time, for a change a retried request may record again: the entry
   * already there is kept, so the log has it once.
   */
  once?: { id: string; at: string };
}

const asPerson = (person: User | AuditPerson): AuditPerson =>
  'email' in person ? auditPerson(person) : person;

/**
 * One line of the audit log: the signed-in admin (or the scheduler), whom they were acting as, what
 * changed and the values before and after, at the pool's time (in AWS the real time), as every other
 * time the admin reads beside it.
 */
export const auditEntry = (by: LoadedSession | AuditPerson, record: AuditRecord): AuditEntry => {
  const session = 'record' in by ? by : null;
  return {
    id: record.once?.id ?? newAuditId(),
    at: record.once?.at ?? stampNow().toISOString(),
    action: record.action,
    actor: session ? auditPerson(session.user) : (by as AuditPerson),
    actingAs: session && session.actor.id !== session.user.id ? auditPerson(session.actor) : null,
    subject: record.subject ? asPerson(record.subject) : null,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
  };
};

/** Appends one line to the audit log (once: an entry already there under its id is kept). */
export const recordAudit = async (by: LoadedSession | AuditPerson, record: AuditRecord): Promise<void> => {
  const write = appendAudit(auditEntry(by, record));
  if (record.once) await conditionHeld(write);
  else await write;
};
