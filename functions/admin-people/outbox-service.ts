import { OUTBOX_PAGE_SIZE, type OutboxPage } from '../../shared/schemas/outbox';
import { config } from '../lib/config';
import { readOutboxPage } from '../lib/data/outbox-repository';
import { invalid } from '../lib/domain-errors';

/** A page of the local mail server's outbox, and which transport really sends the pool's mail. */
export const outboxPage = async (cursor?: string): Promise<OutboxPage> => {
  const page = await readOutboxPage(OUTBOX_PAGE_SIZE, cursor);
  if (!page) throw invalid('cursor is not one this outbox handed out');
  return { transport: config.mailTransport(), ...page };
};
