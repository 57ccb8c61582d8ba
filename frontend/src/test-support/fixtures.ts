import type { Game } from '@shared/game';
import type { AdminUser } from '@shared/schemas/admin-people';
import type { WeeklyPick } from '@shared/schemas/picks';
import type { SurvivorEntry, SurvivorPick, SurvivorPool } from '@shared/schemas/survivor';
import type { TeamSummary } from '@shared/team';
import type { CurrentUser } from '@shared/user';
import type { Week6RegistrationStatus } from '@shared/week6-registration';

/* API answers for component tests, typed by the shared schemas the handlers answer with. */

/** Real 2025 teams by ESPN id (shared/data/nfl-teams.csv). */
export const teams = {
  2: { abbreviation: 'BUF', displayName: 'Buffalo Bills' },
  6: { abbreviation: 'DAL', displayName: 'Dallas Cowboys' },
  12: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
  19: { abbreviation: 'NYG', displayName: 'New York Giants' },
  21: { abbreviation: 'PHI', displayName: 'Philadelphia Eagles' },
  29: { abbreviation: 'CAR', displayName: 'Carolina Panthers' },
} satisfies Record<number, TeamSummary>;
type TeamId = keyof typeof teams;

/** Kickoffs well after any test runs, so the games take picks unless a test says otherwise. */
export const future = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();

export const game = (
  id: string,
  week: number,
  awayTeamId: TeamId,
  homeTeamId: TeamId,
  { startTime = future(48), spread = null as string | null, isMnfTiebreaker = false } = {},
): Game => ({
  id,
  week,
  startTime,
  gameTime: startTime,
  homeTeamId,
  awayTeamId,
  homeTeam: teams[homeTeamId],
  awayTeam: teams[awayTeamId],
  homeScore: null,
  awayScore: null,
  isCompleted: false,
  spread,
  isMnfTiebreaker,
  status: 'scheduled',
  lockReason: null,
});

export const week6Pool: SurvivorPool = {
  id: 'week6-pool',
  kind: 'week6',
  name: 'Week 6 Survivor',
  description: null,
  isActive: true,
  entryFee: 10,
  maxEntries: 2,
  startWeek: 6,
};

export const survivorPick = (
  entryId: string,
  week: number,
  teamId: TeamId,
  isCorrect: boolean | null = true,
): SurvivorPick => ({
  id: `${entryId}.${week}`,
  entryId,
  week,
  pickedTeamId: teamId,
  team: teams[teamId],
  isCorrect,
  isFinalized: isCorrect !== null,
  lockAt: '2025-10-12T17:00:00.000Z',
});

export const survivorEntry = (overrides: Partial<SurvivorEntry> = {}): SurvivorEntry => ({
  id: 'standard.3f9c2a1b7d4e',
  poolId: 'standard',
  kind: 'standard',
  entryName: null,
  displayName: 'Survivor Pool',
  isEliminated: false,
  eliminatedInWeek: null,
  firstWeek: 1,
  createdAt: '2025-09-01T12:00:00.000Z',
  pool: { name: 'Survivor Pool', entryFee: null },
  picks: [],
  ...overrides,
});

export const week6Entry = (
  id: string,
  displayName: string,
  overrides: Partial<SurvivorEntry> = {},
): SurvivorEntry =>
  survivorEntry({
    id: `week6.${id}`,
    poolId: week6Pool.id,
    kind: 'week6',
    entryName: displayName,
    displayName,
    firstWeek: 6,
    pool: { name: week6Pool.name, entryFee: week6Pool.entryFee },
    ...overrides,
  });

const registrationCloses = future(48);

export const openRegistration: Week6RegistrationStatus = {
  isOpen: true,
  closeWeek: 6,
  closesAt: registrationCloses,
  closesAtText: 'Thu, Oct 9, 8:15 PM ET',
  entries: 3,
  alive: 3,
  startWeek: 6,
  nextLockAt: registrationCloses,
  nextLockText: 'Thu, Oct 9, 8:15 PM ET',
};

export const closedRegistration: Week6RegistrationStatus = {
  ...openRegistration,
  isOpen: false,
  closesAt: '2025-10-10T00:15:00.000Z',
  entries: 12,
  alive: 5,
};

export const noWeeklyPicks: WeeklyPick[] = [];

/** GET /api/auth/user for a newcomer before the username step; the overrides say who they are. */
export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u-new',
  username: null,
  email: 'pat@example.com',
  firstName: 'Pat',
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  hasFullApp: true,
  hasWeek5: false,
  userType: 'full_app',
  createdAt: '2025-10-20T12:00:00.000Z',
  defaultPick: 'home',
  poolAccess: 'member',
  impersonationContext: { isImpersonating: false, impersonatedUserEmail: null },
  ...overrides,
});

/** A row of GET /api/admin/users: a player in the pool without a username yet; the overrides say who. */
export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u-player',
  username: null,
  email: 'player@example.com',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  hasFullApp: true,
  hasWeek5: false,
  userType: 'full_app',
  createdAt: '2025-09-01T15:00:00.000Z',
  defaultPick: 'home',
  isConfiguredAdmin: false,
  ...overrides,
});
