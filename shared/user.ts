import type { PoolAccess } from './join-policy';
import type { StoredReminderPreference } from './reminders';

export const userTypes = ['full_app', 'week6_only'] as const;
export type UserType = (typeof userTypes)[number];

export const defaultPicks = ['home', 'away', 'favorite', 'underdog'] as const;
export type DefaultPick = (typeof defaultPicks)[number];
export const DEFAULT_PICK: DefaultPick = 'favorite';

export interface User {
  id: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  hasFullApp: boolean;
  hasWeek5: boolean;
  userType: UserType;
  createdAt: string;
  defaultPick: DefaultPick;
  /** Missing-picks emails and pushes; absent until the player first sets them (off). */
  reminders?: StoredReminderPreference;
  /** Not (yet) a member of a private pool (shared/join-policy.ts); absent for a member, as every account before it. */
  poolAccess?: Exclude<PoolAccess, 'member'>;
  /** When a waiting account asked to join (the pool clock), oldest first on the admins' list. */
  joinRequestedAt?: string;
}

export interface ImpersonationContext {
  isImpersonating: boolean;
  impersonatedUserEmail: string | null;
}

/** The current user as GET /api/auth/user returns it. */
export interface CurrentUser extends Omit<User, 'poolAccess'> {
  impersonationContext: ImpersonationContext;
  poolAccess: PoolAccess;
}

/** An admin is always a member; everyone else as their profile says. */
export const poolAccessOf = (user: Pick<User, 'isAdmin' | 'poolAccess'>): PoolAccess =>
  user.isAdmin ? 'member' : (user.poolAccess ?? 'member');

/** Limited users (week6_only, or week5 access without the full app) see only survivor content. */
export const isLimitedUser = (user: Pick<User, 'userType' | 'hasFullApp' | 'hasWeek5'>): boolean =>
  user.userType === 'week6_only' || (user.hasWeek5 && !user.hasFullApp);

/** Weekly picks, standings and the dashboard cards are for full-app users (and admins). */
export const hasFullAppAccess = (user: Pick<User, 'isAdmin' | 'hasFullApp' | 'userType'>): boolean =>
  user.isAdmin || (user.hasFullApp && user.userType === 'full_app');

/**
 * An account joins the pool when it finishes the profile step (chooses its username), not at sign-in:
 * until then it is on no board, in no survivor pool, gets no auto-picks and owes nothing.
 */
export const isPoolMember = (user: Pick<User, 'username'>): boolean => Boolean(user.username);

/** The weekly pool's players: members with the full app (and admins who are members). */
export const inWeeklyPool = (user: Pick<User, 'isAdmin' | 'hasFullApp' | 'userType' | 'username'>): boolean =>
  isPoolMember(user) && hasFullAppAccess(user);
