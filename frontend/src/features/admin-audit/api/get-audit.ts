import type { AuditPage } from '@shared/schemas/admin-people';
import useSWRInfinite from 'swr/infinite';
import { apiGet } from '@/lib/api-client';

export const auditUrl = '/api/admin/audit';

/** The key of each page: the first, then one per `nextCursor` until there is none. */
const auditPageKey =
  (userId: string | null, season: number | null) => (index: number, previous: AuditPage | null) => {
    if (index > 0 && !previous?.nextCursor) return null;
    const query = new URLSearchParams();
    if (userId) query.set('userId', userId);
    if (season !== null) query.set('season', String(season));
    if (previous?.nextCursor) query.set('cursor', previous.nextCursor);
    const search = query.toString();
    return search ? `${auditUrl}?${search}` : auditUrl;
  };

/**
 * The audit log, newest first, a page at a time: all of it, or only what was about one player; of the
 * season the pool plays (null), or of one it played before.
 */
export const useAuditLog = (userId: string | null, season: number | null) =>
  useSWRInfinite<AuditPage, Error>(auditPageKey(userId, season), apiGet);
