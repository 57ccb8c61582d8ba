import { type CurrentUser, displayName } from '@/lib/user';

/** First and last name as the header shows them, else the display name rule. */
export const personName = (user: CurrentUser): string =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || displayName(user);

/** The avatar fallback: the first letter of the first name, else "U". */
export const avatarInitial = (user: Pick<CurrentUser, 'firstName'>): string =>
  user.firstName?.trim().charAt(0).toUpperCase() || 'U';
