import { AUDIT_PAGE_SIZE, adminRoleBody, auditQuery, userIdParams } from '../../shared/schemas/admin-people';
import { outboxQuery } from '../../shared/schemas/outbox';
import { readAuditPage } from '../lib/data/audit-repository';
import { finishPendingAudits } from '../lib/data/ledger-repository';
import { invalid } from '../lib/domain-errors';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json } from '../lib/http/responses';
import { inPlayedSeason } from '../lib/season';
import { decideJoinRequest, inviteLink, listJoinRequests, replaceInviteLink } from './invite-service';
import { outboxPage } from './outbox-service';
import {
  listAdminUsers,
  removeUser,
  setAdminRole,
  startImpersonation,
  stopImpersonation,
} from './user-admin-service';

/**
 * The admin's Users, Audit and Outbox tabs: the players, their roles, removal and impersonation, the
 * invite link and the join requests, the audit log and the mail the local mail server received.
 */
export const handler = groupHandler('admin-people', {
  'GET /api/admin/users': defineRoute({ run: async () => json(await listAdminUsers()) }),
  'PATCH /api/admin/users/{userId}/admin': defineRoute({
    params: userIdParams,
    body: adminRoleBody,
    run: async ({ params, body, session }) =>
      json(await setAdminRole(requireSession(session), params.userId, body.isAdmin)),
  }),
  'DELETE /api/admin/users/{userId}': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) => json(await removeUser(requireSession(session), params.userId)),
  }),
  'GET /api/admin/invite': defineRoute({ run: async () => json(await inviteLink()) }),
  'POST /api/admin/invite': defineRoute({
    run: async ({ session }) => json(await replaceInviteLink(requireSession(session))),
  }),
  'GET /api/admin/join-requests': defineRoute({ run: async () => json(await listJoinRequests()) }),
  'POST /api/admin/users/{userId}/approve': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await decideJoinRequest(requireSession(session), params.userId, 'approve')),
  }),
  'POST /api/admin/users/{userId}/decline': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await decideJoinRequest(requireSession(session), params.userId, 'decline')),
  }),
  'POST /api/admin/impersonate/{userId}': defineRoute({
    params: userIdParams,
    run: async ({ params, session }) =>
      json(await startImpersonation(requireSession(session), params.userId)),
  }),
  'POST /api/admin/stop-impersonate': defineRoute({
    run: async ({ session }) => json(await stopImpersonation(requireSession(session))),
  }),
  'GET /api/admin/audit': defineRoute({
    query: auditQuery,
    run: async ({ query }) => {
      // A payment whose request was cut off before its audit line carries the line: appended first.
      await finishPendingAudits();
      const page = await inPlayedSeason(query.season, () =>
        readAuditPage(AUDIT_PAGE_SIZE, query.userId, query.cursor),
      );
      if (!page) throw invalid('cursor is not one this log handed out');
      return json(page);
    },
  }),
  'GET /api/admin/outbox': defineRoute({
    query: outboxQuery,
    run: async ({ query }) => json(await outboxPage(query.cursor)),
  }),
});
