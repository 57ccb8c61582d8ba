import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { recordAudit } from '../../audit';
import { requestState } from '../request-state';
import type { HttpResult } from '../responses';

const STOP = 'POST /api/admin/stop-impersonate';

/**
 * Every change an admin makes while viewing as a player (a pick saved, an entry created) is written
 * to the audit log as theirs, acting as the player, with what was sent: the player can always learn
 * who changed their pick.
 */
export const impersonatedWrites = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  after: async ({ event, response }) => {
    const { session, body } = requestState(event);
    const method = event.requestContext.http.method;
    if (!session || session.actor.id === session.user.id) return;
    if (method === 'GET' || event.routeKey === STOP || (response?.statusCode ?? 500) >= 400) return;
    await recordAudit(session, {
      action: 'impersonation.write',
      subject: session.actor,
      summary: `${event.routeKey} while viewing as the player`,
      after: body ?? null,
    });
  },
});
