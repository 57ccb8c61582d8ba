/** Paths a signed-out visitor may not see: opening one sends them to log in (spec section 2). */
export const signInPrefixes = ['/weekly-picks', '/squares', '/results', '/rules', '/admin', '/week6'];

/**
 * A non-secret hint the app sets when the session check finds a player and clears when it finds
 * none: it only picks which prerendered page `/` starts from. The session cookie stays the authority.
 */
export const SIGNED_IN_HINT_COOKIE = 'pool_signed_in';

/**
 * The prerendered pages the build writes: the app's frame (a player page loading), the landing page
 * (with the home content's fallback texts) and the spinner (an unknown path, until the session check
 * answers).
 */
export const pageShells = { frame: 'app.html', landing: 'landing.html', spinner: 'index.html' } as const;
export type PageShell = keyof typeof pageShells;

/** Whether a Cookie header (or document.cookie) carries the signed-in hint. */
export const hasSignedInHint = (cookies: string | undefined): boolean =>
  (cookies ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * Which prerendered page a client route starts from: the frame at a player page, and at `/` for a
 * browser that was signed in last time; the landing page at `/` for anyone else; the spinner
 * everywhere else. CloudFront's viewer-request
 * function (infra/site.ts) and the local server (infra/local/static-site.ts) both follow it.
 */
export const pageShellAt = (pathname: string, cookies: string | undefined): PageShell => {
  if (signInPrefixes.some((prefix) => pathname.startsWith(prefix))) return 'frame';
  if (pathname !== '/') return 'spinner';
  return hasSignedInHint(cookies) ? 'frame' : 'landing';
};

/**
 * The player pages most often opened directly, each served a frame of its own: the frame's markup,
 * with a head that also names the page's code, for the browser to fetch with the HTML rather than
 * once the entry has run. Any other player page gets the frame alone.
 */
export const pageFrames: Readonly<Record<string, string>> = {
  '/': 'app-dashboard.html',
  '/weekly-picks': 'app-weekly-picks.html',
  '/results': 'app-results.html',
};

/** The prerendered file a client route gets: its page's own frame where it has one, else its shell's. */
export const pageFileAt = (pathname: string, cookies: string | undefined): string => {
  const shell = pageShellAt(pathname, cookies);
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (shell === 'frame' && pageFrames[page]) || pageShells[shell];
};
