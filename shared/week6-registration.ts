import { FIRST_WEEK, LAST_WEEK } from './game';
import { WEEK6_START_WEEK } from './survivor';

/*
 * The Week 6 pools take registrations and new entries until the first kickoff of their closing
 * week (the pools' start week unless an admin moved it). After that the field is set: nobody joins,
 * adds or withdraws an entry, and the entries play on until one is left standing.
 */

/** GET /api/week6/registration: whether the Week 6 pools still take entries, and how the field stands. */
export interface Week6RegistrationStatus {
  isOpen: boolean;
  /** The week whose first kickoff closes registration. */
  closeWeek: number;
  /** That kickoff; null while the week has no games scheduled (registration stays open). */
  closesAt: string | null;
  /** The kickoff as people in the pool read it: "Thu, Oct 9, 8:15 PM ET" (shared/eastern-time.ts). */
  closesAtText: string | null;
  /** Entries in the Week 6 pools, and how many of them are not eliminated. */
  entries: number;
  alive: number;
  /** The week an entry registered now plays from (week6EntriesStart). */
  startWeek: number;
  /** The next kickoff of that week, which locks its first pick; null while it has no games ahead. */
  nextLockAt: string | null;
  /** That kickoff as people in the pool read it, as `closesAtText`. */
  nextLockText: string | null;
}

/**
 * Where an entry registered at `at` starts: the pools' start week, or the pool's current week once
 * the pools have started (an admin reopened registration), or the week after it once every game of
 * that week has kicked off, as an entry could pick no team in it. The next lock is that week's first
 * kickoff still ahead.
 */
export const week6EntriesStart = (
  poolStartWeek: number,
  currentWeek: number,
  kickoffsOf: (week: number) => readonly string[],
  at: Date,
): { startWeek: number; nextLockAt: string | null } => {
  const ahead = (week: number) =>
    [...kickoffsOf(week)].sort().filter((kickoff) => Date.parse(kickoff) > at.getTime());
  const week = Math.max(poolStartWeek, currentWeek);
  const played = kickoffsOf(week).length > 0 && ahead(week).length === 0;
  const startWeek = played && week < LAST_WEEK ? week + 1 : week;
  return { startWeek, nextLockAt: ahead(startWeek)[0] ?? null };
};

/**
 * "Your entries start in Week 7: next lock Mon, Oct 20, 8:15 PM ET."; the lock is left out when it
 * is the kickoff that closes registration, which the deadline beside it names.
 */
export const week6StartText = (
  status: Pick<Week6RegistrationStatus, 'startWeek' | 'nextLockAt' | 'nextLockText' | 'closesAt'>,
  whose: 'Your entries' | 'New entries' | 'Your entry',
): string => {
  const lock =
    status.nextLockText && status.nextLockAt !== status.closesAt ? `: next lock ${status.nextLockText}` : '';
  return `${whose} ${whose === 'Your entry' ? 'starts' : 'start'} in Week ${status.startWeek}${lock}.`;
};

/** The stored closing week, else the pools' start week. */
export const week6CloseWeekOf = (stored: string | undefined): number => {
  const week = Number(stored);
  return Number.isInteger(week) && week >= FIRST_WEEK && week <= LAST_WEEK ? week : WEEK6_START_WEEK;
};

export const isWeek6RegistrationOpen = (closesAt: string | null, at: Date): boolean =>
  closesAt === null || at.getTime() < Date.parse(closesAt);

/**
 * Where the sign-in callback sends a newcomer who came by the Week 6 link (`/api/week6/login`), so
 * the username step knows the way they came even without the landing's flag (a shared link).
 */
export const WEEK6_NEWCOMER_DESTINATION = '/?via=week6';

/** Whether the page's query (`location.search`) says the player came by the Week 6 link. */
export const cameByWeek6Link = (search: string): boolean =>
  new URLSearchParams(search).get('via') === 'week6';

/** The server's refusals once registration closed; `closesAtText` as in Week6RegistrationStatus. */
export const week6RegistrationMessages = {
  closed: (closeWeek: number, closesAtText: string) =>
    `Week 6 pool registration closed at the first Week ${closeWeek} kickoff (${closesAtText}). The pools have started, so no new entries can join.`,
  usernameFirst:
    'Choose your username first: an account joins the pool, and may enter its Week 6 pools, once it has one.',
  deleteClosed: (closeWeek: number, closesAtText: string) =>
    `Week 6 pool registration closed at the first Week ${closeWeek} kickoff (${closesAtText}), so entries stay in the field until they are eliminated.`,
} as const;

/** "Registration closed at the first Week 6 kickoff (Thu, Oct 9, 8:15 PM ET)." or when it closes. */
export const week6DeadlineText = (
  status: Pick<Week6RegistrationStatus, 'isOpen' | 'closeWeek' | 'closesAtText'>,
) =>
  `Registration ${status.isOpen ? 'closes' : 'closed'} at the first Week ${status.closeWeek} kickoff${status.closesAtText ? ` (${status.closesAtText})` : ''}.`;

/** "3 of 12 entries still alive": the field as a player reads it. */
export const week6FieldText = (status: Pick<Week6RegistrationStatus, 'alive' | 'entries'>): string =>
  status.entries === 0
    ? 'No entries joined.'
    : `${status.alive} of ${status.entries} ${status.entries === 1 ? 'entry' : 'entries'} still alive.`;
