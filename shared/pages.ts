/**
 * Every page of the app, described once: its path, who may open it, its module, the prerendered
 * HTML it starts from and the reads that HTML starts. The router (frontend/src/app/router.tsx), the
 * build (vite.config.ts, frontend/src/prerender.tsx), the local server (infra/local/static-site.ts)
 * and CloudFront's viewer-request function (infra/site.ts) all read it.
 */

/**
 * A non-secret hint the app sets when the session check finds a player and clears when it finds
 * none: it only picks which prerendered page `/` starts from. The session cookie stays the authority.
 */
export const SIGNED_IN_HINT_COOKIE = 'pool_signed_in';

/**
 * A read a prerendered page asks for in its HTML, before any script has run (the app's own fetch,
 * with the same credentials, picks the answer up). frontend/src/app/first-reads.ts maps each to its
 * API read.
 */
export type FirstRead = 'currentUser' | 'currentWeek' | 'homeContent' | 'week6Registration' | 'week6Entries';

/** A prerendered HTML file and the reads its head starts. */
export interface PageHtml {
  readonly file: string;
  readonly firstReads: readonly FirstRead[];
}

/**
 * The prerendered shells the build writes: the app's frame (a player page loading: the session check
 * and the current week every player page reads first), the landing page (with the home content's
 * fallback texts, and the reads it shows) and the spinner (a page open signed in or out, or an
 * unknown path, until the session check answers).
 */
export const pageShells = {
  frame: { file: 'app.html', firstReads: ['currentUser', 'currentWeek'] },
  landing: { file: 'landing.html', firstReads: ['currentUser', 'homeContent', 'week6Registration'] },
  spinner: { file: 'index.html', firstReads: [] },
} as const satisfies Record<string, PageHtml>;
export type PageShell = keyof typeof pageShells;

export interface Page {
  readonly path: string;
  /**
   * Who may open it: anyone, signed in or out (served the spinner); a player, or an admin, signed in
   * (served the frame; a signed-out visitor is sent to log in).
   */
  readonly access: 'anyone' | 'player' | 'admin';
  /** Its module under frontend/: the router loads it when it is opened, the build names its chunk. */
  readonly module: string;
  /** What a browser without the signed-in hint is served here instead of the frame. */
  readonly signedOut?: PageShell;
  /**
   * A frame of its own, for a page often opened directly: the frame's HTML, with the page's code
   * named in its head and the reads it starts beyond the frame's, whoever the player (a read that
   * names the week or the player waits for the frame's answers).
   */
  readonly frame?: PageHtml;
}

export const pages = {
  // The answer to a sign-out from another site, before any username step.
  signOut: {
    path: '/sign-out',
    access: 'anyone',
    module: 'src/features/sign-out/components/sign-out-page.tsx',
  },
  // A reminder mail's unsubscribe link.
  unsubscribe: {
    path: '/unsubscribe',
    access: 'anyone',
    module: 'src/features/reminders/components/unsubscribe-page.tsx',
  },
  // The pool's invite link (/join#<code>).
  join: { path: '/join', access: 'anyone', module: 'src/features/join/components/join-page.tsx' },
  dashboard: {
    path: '/',
    access: 'player',
    module: 'src/features/dashboard/components/dashboard-page.tsx',
    signedOut: 'landing',
    // Its heading note and its Week 6 banner, its largest text.
    frame: { file: 'app-dashboard.html', firstReads: ['homeContent', 'week6Registration', 'week6Entries'] },
  },
  weeklyPicks: {
    path: '/weekly-picks',
    access: 'player',
    module: 'src/features/weekly-picks/components/weekly-picks-page.tsx',
    frame: { file: 'app-weekly-picks.html', firstReads: [] },
  },
  squares: { path: '/squares', access: 'player', module: 'src/features/squares/components/squares-page.tsx' },
  results: {
    path: '/results',
    access: 'player',
    module: 'src/features/results/components/results-page.tsx',
    frame: { file: 'app-results.html', firstReads: [] },
  },
  rules: { path: '/rules', access: 'player', module: 'src/features/rules/components/rules-page.tsx' },
  admin: { path: '/admin', access: 'admin', module: 'src/app/admin/admin-page.tsx' },
  week6Welcome: {
    path: '/week6/welcome',
    access: 'player',
    module: 'src/features/week6/components/week6-welcome-page.tsx',
  },
  week6Pools: {
    path: '/week6/pools',
    access: 'player',
    module: 'src/features/week6/components/week6-pools-page.tsx',
  },
  // A signed-out route in the spec, but under /week6: a signed-out visitor is sent to log in.
  week6ExistingUser: {
    path: '/week6/existing-user',
    access: 'player',
    module: 'src/features/week6/components/existing-user-page.tsx',
  },
} as const satisfies Record<string, Page>;
export type PageName = keyof typeof pages;

/** Each page with its name, in the order above. */
export const pageList = (Object.entries(pages) as [PageName, Page][]).map(([name, page]) => ({
  name,
  ...page,
}));

/** A path without its trailing slashes, as the pages' paths are written. */
export const pagePath = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The page at `pathname`, if one is there. */
export const pageAt = (pathname: string) => {
  const path = pagePath(pathname);
  return pageList.find((page) => page.path === path);
};

/**
 * The sections only a signed-in player may see (spec section 2): the first segment of every page
 * that is not open to anyone. Any path under one (an unknown one too) is served the frame, and
 * opening it signed out sends the visitor to log in.
 */
export const signInPrefixes = [
  ...new Set(
    pageList
      .filter((page) => page.access !== 'anyone' && page.path !== '/')
      .map((page) => `/${page.path.split('/')[1]}`),
  ),
];

/**
 * Which prerendered file each URL gets, as a table any server can read: CloudFront's function
 * carries it serialized, as it can import nothing. At a page's path (`paths`), its file with the
 * signed-in hint and without; under a signed-in section, the frame; anywhere else, the spinner.
 */
export const pageFileTable = /* @__PURE__ */ (() => ({
  hintCookie: SIGNED_IN_HINT_COOKIE,
  paths: Object.fromEntries(
    pageList.map((page) => {
      const shell = page.access === 'anyone' ? pageShells.spinner : pageShells.frame;
      const hinted = page.frame?.file ?? shell.file;
      return [page.path, [hinted, page.signedOut ? pageShells[page.signedOut].file : hinted]];
    }),
  ) as Readonly<Record<string, readonly [hinted: string, unhinted: string]>>,
  signInPrefixes,
  frame: pageShells.frame.file,
  spinner: pageShells.spinner.file,
}))();

/** Whether a Cookie header (or document.cookie) carries the signed-in hint. */
export const hasSignedInHint = (cookies: string | undefined): boolean =>
  (cookies ?? '').split(';').some((part) => part.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);

/** The prerendered file a client route gets, by `pageFileTable`. */
export const pageFileAt = (pathname: string, cookies: string | undefined): string => {
  const files = pageFileTable.paths[pagePath(pathname)];
  if (files) return hasSignedInHint(cookies) ? files[0] : files[1];
  return signInPrefixes.some((prefix) => pathname.startsWith(prefix))
    ? pageFileTable.frame
    : pageFileTable.spinner;
};

/**
 * The reads a page painted from `shell` at `pathname` started from its HTML: the shell's, and on the
 * frame those of the page's own frame. The entry starts the same (frontend/src/app/app.tsx).
 */
export const firstReadsAt = (shell: PageShell, pathname: string): readonly FirstRead[] => [
  ...pageShells[shell].firstReads,
  ...(shell === 'frame' ? (pageAt(pathname)?.frame?.firstReads ?? []) : []),
];
