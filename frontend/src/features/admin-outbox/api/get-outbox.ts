import type { OutboxPage } from '@shared/schemas/outbox';
import useSWRInfinite from 'swr/infinite';
import { apiGet } from '@/lib/api-client';

export const outboxUrl = '/api/admin/outbox';

/** The key of each page: the first, then one per `nextCursor` until there is none. */
const outboxPageKey = (index: number, previous: OutboxPage | null) => {
  if (index > 0 && !previous?.nextCursor) return null;
  return previous?.nextCursor
    ? `${outboxUrl}?${new URLSearchParams({ cursor: previous.nextCursor })}`
    : outboxUrl;
};

/** The mail the local mail server received, newest first, a page at a time. */
export const useOutbox = () => useSWRInfinite<OutboxPage, Error>(outboxPageKey, apiGet);
