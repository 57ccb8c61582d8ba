import * as z from 'zod';

/** One mail the local loopback mail server received (the admin's Outbox tab). */
export interface OutboxMessage {
  id: string;
  /** When the local mail server received it (ISO). */
  receivedAt: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative as received; the Outbox shows it as source text, never as markup. */
  html: string | null;
  /** The List-Unsubscribe header, when the mail carried one. */
  listUnsubscribe: string | null;
}

export const OUTBOX_PAGE_SIZE = 25;

export const outboxQuery = z.object({
  cursor: z.string().max(512, 'cursor is too long').optional(),
});

/** GET /api/admin/outbox: newest first, and how the pool sends mail (SES mail never reaches this outbox). */
export interface OutboxPage {
  transport: 'smtp' | 'ses';
  messages: OutboxMessage[];
  nextCursor: string | null;
}
