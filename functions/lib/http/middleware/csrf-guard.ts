import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { findRouteByKey } from '../../../routes';
import { config } from '../../config';
import { forbidden } from '../errors';
import type { HttpResult } from '../responses';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** `application/json`, optionally with parameters (`; charset=utf-8`), in any letter case; not `application/jsonx`. */
const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i;
const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;

/**
 * Mutations must come from the site itself: same Origin and a JSON content type (which forces a
 * preflight); a route the manifest marks as a form's post takes the form's content type instead.
 */
export const csrfGuard = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  before: ({ event }) => {
    if (SAFE_METHODS.has(event.requestContext.http.method)) return;
    const headers = event.headers ?? {};
    if (headers.origin !== config.siteOrigin()) throw forbidden('Cross-site request refused');
    const contentType = headers['content-type'] ?? '';
    if (findRouteByKey(event.routeKey)?.form) {
      if (!FORM_CONTENT_TYPE.test(contentType)) {
        throw forbidden('This form must be sent as application/x-www-form-urlencoded');
      }
    } else if (!JSON_CONTENT_TYPE.test(contentType)) {
      throw forbidden('Mutations must be sent as application/json');
    }
  },
});
