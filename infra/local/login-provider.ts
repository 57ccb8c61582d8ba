import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type Configuration, errors } from 'oidc-provider';
import { EMAIL_MAX, normalizeEmail, signInEmail } from '../../shared/email';
import { PERSON_NAME_MAX, personName } from '../../shared/person-name';

export const LOCAL_CLIENT_ID = 'nfl-pool-local';
export const LOGIN_PROVIDER_PATH = '/oidc';

interface Account {
  email: string;
  name: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{box-sizing:border-box;background:#fff;padding:2rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);width:min(22rem,90vw)}
h1{font-size:1.25rem;margin:0 0 .25rem}p{color:#555;margin:0 0 1.25rem;font-size:.9rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #ccd;border-radius:8px;font-size:1rem}
button{margin-top:1.25rem;width:100%;padding:.7rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
</style></head><body><main>${body}</main></body></html>`;

const loginForm = (uid: string, error?: string) =>
  page(
    'Sign in',
    `<h1>Local sign-in</h1><p>Development login provider: any email signs in as that person.</p>
${error ? `<p role="alert" style="color:#b91c1c">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${LOGIN_PROVIDER_PATH}/interaction/${uid}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus autocomplete="email" maxlength="${EMAIL_MAX}">
<label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name" placeholder="Optional" maxlength="${PERSON_NAME_MAX}">
<button type="submit">Sign in</button></form>`,
  );

const expiredPage = page(
  'Sign-in expired',
  `<h1>This sign-in has expired</h1><p>The sign-in page was open too long or in another browser.</p>
<p><a href="/api/login">Start again</a></p>`,
);

/** The form's problem with the entered email and name, or null when the person can sign in. */
const formProblem = (email: string, name: string): string | null => {
  if (normalizeEmail(email).length > EMAIL_MAX) return `Enter an email of at most ${EMAIL_MAX} characters`;
  if (!signInEmail(email)) return 'Enter an email';
  if ([...name.trim()].length > PERSON_NAME_MAX)
    return `Enter a name of at most ${PERSON_NAME_MAX} characters`;
  return null;
};

/** The person's stable subject: the same email always signs in as the same account. */
const accountIdOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

const readForm = async (req: IncomingMessage): Promise<URLSearchParams> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
};

export interface LoginProvider {
  issuer: string;
  /** Handles requests under /oidc; false when the path is not the provider's. */
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;
}

/**
 * The laptop's stand-in for Cognito: a real OpenID Connect provider (oidc-provider) whose login
 * page takes an Email and an optional Name, with no consent screen for the app's own client.
 */
export const createLoginProvider = (siteOrigin: string): LoginProvider => {
  const issuer = `${siteOrigin}${LOGIN_PROVIDER_PATH}`;
  const accounts = new Map<string, Account>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'RS256' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${siteOrigin}/api/callback`],
        post_logout_redirect_uris: [`${siteOrigin}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 86_400,
      Grant: 86_400,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // No "do you want to sign out" question: the app already decided.
        logoutSource: async (ctx, form) => {
          ctx.body = page(
            'Signing out',
            `${form}<p>Signing out…</p><button type="submit" form="op.logoutForm" name="logout" value="yes">Continue</button>
<script>document.getElementById('op.logoutForm').insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.getElementById('op.logoutForm').submit();</script>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${LOGIN_PROVIDER_PATH}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      const [given, ...family] = (account.name ?? '').split(/\s+/).filter(Boolean);
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: true,
          ...(account.name
            ? { name: account.name, given_name: given, family_name: family.join(' ') || undefined }
            : {}),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  const finish = async (req: IncomingMessage, res: ServerResponse, accountId: string) => {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid email profile'));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  const interact = async (req: IncomingMessage, res: ServerResponse, uid: string, login: boolean) => {
    const details = await provider.interactionDetails(req, res);
    if (login && req.method === 'POST') {
      const form = await readForm(req);
      const email = form.get('email') ?? '';
      const name = form.get('name') ?? '';
      const problem = formProblem(email, name);
      if (problem) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid, problem));
        return;
      }
      const account = { email: normalizeEmail(email), name: personName(name) };
      const accountId = accountIdOf(account.email);
      accounts.set(accountId, account);
      await finish(req, res, accountId);
    } else if (details.prompt.name === 'login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginForm(uid));
    } else {
      await finish(req, res, String(details.session?.accountId));
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', siteOrigin);
    if (url.pathname !== LOGIN_PROVIDER_PATH && !url.pathname.startsWith(`${LOGIN_PROVIDER_PATH}/`))
      return false;
    const interaction = /^\/oidc\/interaction\/([\w-]+)(\/login)?$/.exec(url.pathname);
    if (interaction) {
      try {
        await interact(req, res, interaction[1] ?? '', Boolean(interaction[2]));
      } catch (error) {
        // No interaction cookie, or the interaction timed out: the browser has to begin again.
        if (!(error instanceof errors.SessionNotFound)) throw error;
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(expiredPage);
      }
      return true;
    }
    // Mounted like express would: oidc-provider routes on the stripped url and finds its mount path
    // (and so its issuer's endpoints) from originalUrl.
    const mounted = req as IncomingMessage & { originalUrl?: string };
    mounted.originalUrl = req.url;
    req.url = (req.url ?? '/').slice(LOGIN_PROVIDER_PATH.length) || '/';
    await callback(req, res);
    return true;
  };

  return { issuer, handle };
};
