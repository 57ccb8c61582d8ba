import type { User } from '../../shared/user';

/**
 * Full-app profiles for a pool seeded with many players: `<name>_<i>` (username), `<name><i>@example.com`,
 * first name the name capitalised and last name the number, in the order of `ids`.
 */
export const numberedPlayers = (ids: readonly string[], name: string, createdAt: string): User[] =>
  ids.map((id, i) => ({
    id,
    username: `${name}_${i}`,
    email: `${name}${i}@example.com`,
    firstName: name[0]?.toUpperCase() + name.slice(1),
    lastName: String(i),
    profileImageUrl: null,
    isAdmin: false,
    hasFullApp: true,
    hasWeek5: false,
    userType: 'full_app',
    createdAt,
    defaultPick: 'favorite',
  }));
