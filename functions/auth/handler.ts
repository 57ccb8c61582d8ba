import { z } from 'zod';
import type { CurrentUser } from '../../shared/user';
import { clearCookie, loginCookieName, readCookie, sessionCookieName, setCookie } from '../lib/auth/cookies';
import { finishAuthorization, providerLogoutUrl, startAuthorization } from '../lib/auth/oidc';
import { endSession, startSession } from '../lib/auth/session-service';
import { config } from '../lib/config';
import { putLoginAttempt, takeLoginAttempt } from '../lib/data/login-attempts-repository';
import { badRequest } from '../lib/http/errors';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json, redirect } from '../lib/http/responses';
import { type SignInIntent, signIn } from './sign-in-service';

const LOGIN_ATTEMPT_SECONDS = 10 * 60;

const beginLogin = (intent: SignInIntent) =>
  defineRoute({
    run: async () => {
      const authorization = await startAuthorization();
      await putLoginAttempt({
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        intent,
        expiresAt: Math.floor(Date.now() / 1000) + LOGIN_ATTEMPT_SECONDS,
      });
      // The state also goes into a cookie, so a callback only completes in the browser that started it.
      return redirect(authorization.url, [
        setCookie(loginCookieName(), authorization.state, LOGIN_ATTEMPT_SECONDS),
      ]);
    },
  });

const callbackQuery = z.object({
  state: z.string({ error: 'Sign-in expired, please sign in again' }).min(1),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

export const handler = groupHandler('auth', {
  'GET /api/login': beginLogin('default'),
  'GET /api/week6/login': beginLogin('week6'),

  'GET /api/callback': defineRoute({
    query: callbackQuery,
    run: async ({ query, event }) => {
      if (query.error) throw badRequest(`Sign-in failed: ${query.error_description ?? query.error}`);
      if (readCookie(event.cookies, loginCookieName()) !== query.state) {
        throw badRequest('Sign-in expired, please sign in again');
      }
      const attempt = await takeLoginAttempt(query.state);
      if (!attempt || attempt.expiresAt * 1000 < Date.now())
        throw badRequest('Sign-in expired, please sign in again');
      const currentUrl = new URL(`${config.siteOrigin()}${event.rawPath}?${event.rawQueryString}`);
      const claims = await finishAuthorization(currentUrl, attempt).catch((error: unknown) => {
        console.error('sign-in could not be completed', error);
        throw badRequest('Sign-in could not be completed, please sign in again');
      });
      const { user, isNew } = await signIn(claims, attempt.intent);
      const session = await startSession(user.id);
      const destination = attempt.intent === 'week6' && !isNew ? '/week6/existing-user' : '/';
      return redirect(destination, [
        setCookie(sessionCookieName(), session.token, session.maxAgeSeconds),
        clearCookie(loginCookieName()),
      ]);
    },
  }),

  'GET /api/logout': defineRoute({
    run: async ({ sessionToken }) => {
      await endSession(sessionToken);
      const destination = await providerLogoutUrl().catch(() => `${config.siteOrigin()}/`);
      return redirect(destination, [clearCookie(sessionCookieName())]);
    },
  }),

  'GET /api/auth/user': defineRoute({
    run: async ({ session }) => {
      const { user, actor } = requireSession(session);
      const current: CurrentUser = {
        ...actor,
        impersonationContext: {
          isImpersonating: actor.id !== user.id,
          impersonatedUserEmail: actor.id !== user.id ? actor.email : null,
        },
      };
      return json(current);
    },
  }),
});
