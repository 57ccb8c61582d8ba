import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpResult } from '../lib/http/responses';

/**
 * /api/login, /api/week6/login, /api/callback and the invite page's /api/join are the browser's own
 * navigations (a button, the provider's redirect): a refusal there is read by a person, so a browser gets a page with the same
 * status and headers (Retry-After of a 429 included). A caller that does not ask for HTML (tests,
 * scripts) keeps the `{ message }` every other route answers.
 */
const NAVIGATIONS: Readonly<Record<string, string>> = {
  'GET /api/login': '/api/login',
  'GET /api/week6/login': '/api/week6/login',
  'GET /api/callback': '/api/login',
  'POST /api/join': '/',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const messageOf = (body: string | undefined): string => {
  try {
    const message = (JSON.parse(body ?? '') as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not the JSON of an error answer: the generic text below.
  }
  return 'Sign-in could not be completed, please sign in again';
};

const page = (title: string, message: string, note: string, retryPath: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · NFL Pool</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { box-sizing: border-box; width: 100%; max-width: 30rem; padding: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.75rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  .note { opacity: 0.8; font-size: 0.9rem; }
  .brand { font-weight: 700; color: #163a7a; margin-bottom: 1.5rem; }
  @media (prefers-color-scheme: dark) { .brand { color: #8fb0ec; } }
  nav { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  a { display: inline-block; padding: 0.7rem 1.1rem; border-radius: 0.4rem; font-weight: 600; text-decoration: none; }
  .primary { background: #163a7a; color: #fff; }
  .secondary { border: 1px solid currentColor; color: inherit; }
</style>
</head>
<body>
<main>
<p class="brand">NFL Pool</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}.</p>
<p class="note">${escapeHtml(note)}</p>
<nav>
<a class="primary" href="/">Back to the pool</a>
<a class="secondary" href="${escapeHtml(retryPath)}">Sign in again</a>
</nav>
</main>
</body>
</html>
`;

/** The handler's answer, as a page when a browser navigated to a sign-in route and was refused. */
export const asPageForBrowsers = (event: APIGatewayProxyEventV2, response: HttpResult): HttpResult => {
  const retryPath = NAVIGATIONS[event.routeKey];
  const status = response.statusCode ?? 200;
  if (!retryPath || status < 400 || !event.headers?.accept?.includes('text/html')) return response;
  const tooMany = status === 429;
  const html = tooMany
    ? page(
        'Too many sign-in attempts',
        messageOf(response.body),
        'Sign-ins are limited for a while after many tries from one connection or for one email, to keep accounts safe. Nothing is wrong with your account.',
        retryPath,
      )
    : page(
        'Sign-in did not finish',
        messageOf(response.body),
        'Nothing was changed. Start again from the pool.',
        retryPath,
      );
  return {
    ...response,
    headers: { ...response.headers, 'content-type': 'text/html; charset=utf-8', vary: 'Accept' },
    body: html,
  };
};
