import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import * as z from 'zod';
import { type CurrentUser, poolAccessOf } from '../../shared/user';
import {
  clearCookie,
  loginCookieName,
  readCookie,
  sessionCookieName,
  setCookie,
  signedInHintCookie,
} from '../lib/auth/cookies';
import { finishAuthorization, providerLogoutUrl, startAuthorization } from '../lib/auth/oidc';
import { endSession, startSession } from '../lib/auth/session-service';
import { countSignInFromAddress, countSignInOfEmail } from '../lib/auth/sign-in-limits';
import { config } from '../lib/config';
import { putLoginAttempt, takeLoginAttempt } from '../lib/data/login-attempts-repository';
import { invalid } from '../lib/domain-errors';
import { defineRoute, groupHandler, requireSession } from '../lib/http/group-handler';
import { json, redirect, seeOther } from '../lib/http/responses';
import { apiLogger } from '../lib/logger';
import { invitationOf, isCurrentInvitation } from '../services/invite-service';
import { asPageForBrowsers } from './sign-in-refusal-page';
import { type SignInIntent, signIn } from './sign-in-service';

const LOGIN_ATTEMPT_SECONDS = 10 * 60;

/** Sends the browser to the login provider, remembering the attempt (and the invite it came through). */
const startLogin = async (intent: SignInIntent, invitation?: string) => {
  const authorization = await startAuthorization();
  await putLoginAttempt({
    state: authorization.state,
    nonce: authorization.nonce,
    codeVerifier: authorization.codeVerifier,
    intent,
    ...(invitation ? { invitation } : {}),
    expiresAt: Math.floor(Date.now() / 1000) + LOGIN_ATTEMPT_SECONDS,
  });
  // The state also goes into a cookie, so a callback only completes in the browser that started it.
  return redirect(authorization.url, [
    setCookie(loginCookieName(), authorization.state, LOGIN_ATTEMPT_SECONDS),
  ]);
};

const beginLogin = (intent: SignInIntent) =>
  defineRoute({
    run: async ({ event }) => {
      // Counted here, where each attempt stores a login item: every callback that does any work completes one.
      await countSignInFromAddress(event);
      return startLogin(intent);
    },
  });

const joinForm = z.object({
  code: z.string({ error: 'The invite link has no code' }).max(200, 'The invite code is too long'),
  intent: z.enum(['default', 'week6'], { error: "intent must be 'default' or 'week6'" }).default('default'),
});

/** A navigation from the site's own pages or the address bar, or a request carrying the site's Origin. */
const askedByTheSite = (headers: APIGatewayProxyEventV2['headers']) => {
  const fetchSite = headers['sec-fetch-site'];
  return fetchSite === 'same-origin' || fetchSite === 'none' || headers.origin === config.siteOrigin();
};

const callbackQuery = z.object({
  state: z.string({ error: 'Sign-in expired, please sign in again' }).min(1),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const routes = groupHandler('auth', {
  'GET /api/login': beginLogin('default'),
  'GET /api/week6/login': beginLogin('week6'),
  'POST /api/join': defineRoute({
    body: joinForm,
    run: async ({ body, event }) => {
      // Counted before the code is compared, as every sign-in start is: guessing codes runs into the limit.
      await countSignInFromAddress(event);
      const invitation = await invitationOf(body.code);
      if (!invitation) return seeOther('/join?invalid=1');
      return startLogin(body.intent, invitation);
    },
  }),

  'GET /api/callback': defineRoute({
    query: callbackQuery,
    run: async ({ query, event }) => {
      if (query.error) {
        // The provider's text stays in the log: echoed, it would let a crafted link put words in the site's mouth.
        apiLogger.warn('the login provider refused the sign-in', {
          error: query.error,
          description: query.error_description,
        });
        throw invalid('Sign-in was cancelled or failed, please sign in again');
      }
      if (readCookie(event.cookies, loginCookieName()) !== query.state) {
        throw invalid('Sign-in expired, please sign in again');
      }
      const attempt = await takeLoginAttempt(query.state);
      if (!attempt || attempt.expiresAt * 1000 < Date.now())
        throw invalid('Sign-in expired, please sign in again');
      const currentUrl = new URL(`${config.siteOrigin()}${event.rawPath}?${event.rawQueryString}`);
      const claims = await finishAuthorization(currentUrl, attempt).catch((error: unknown) => {
        apiLogger.error('sign-in could not be completed', { error: error as Error });
        throw invalid('Sign-in could not be completed, please sign in again');
      });
      await countSignInOfEmail(claims.email);
      // A link replaced since the sign-in started admits nobody.
      const invited = attempt.invitation ? await isCurrentInvitation(attempt.invitation) : false;
      const { user, isNew } = await signIn(claims, attempt.intent, invited);
      const session = await startSession(user.id);
      const destination = attempt.intent === 'week6' && !isNew ? '/week6/existing-user' : '/';
      return redirect(destination, [
        setCookie(sessionCookieName(), session.token, session.maxAgeSeconds),
        signedInHintCookie(session.maxAgeSeconds),
        clearCookie(loginCookieName()),
      ]);
    },
  }),

  'GET /api/logout': defineRoute({
    run: async ({ sessionToken, event }) => {
      // SameSite=Lax sends the cookie on any site's link here: only the site itself signs a player out.
      if (!askedByTheSite(event.headers)) return redirect('/sign-out');
      await endSession(sessionToken);
      const destination = await providerLogoutUrl().catch(() => `${config.siteOrigin()}/`);
      return redirect(destination, [clearCookie(sessionCookieName()), signedInHintCookie(0)]);
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
        poolAccess: poolAccessOf(actor),
      };
      return json(current);
    },
  }),
});

export const handler = async (event: APIGatewayProxyEventV2, context: Context) =>
  asPageForBrowsers(event, await routes(event, context));
