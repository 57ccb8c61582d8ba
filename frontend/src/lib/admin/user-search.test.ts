import type { User } from '@shared/user';
import { describe, expect, it } from 'vitest';
import { searchUsers, sortByName, userCounts } from '@/lib/admin/user-search';

const user = (id: string, changes: Partial<User>): User => ({
  id,
  username: null,
  email: null,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  isAdmin: false,
  hasFullApp: true,
  hasWeek5: false,
  userType: 'full_app',
  createdAt: '2025-09-01T00:00:00Z',
  defaultPick: 'favorite',
  ...changes,
});

const users = [
  user('1', { username: 'commish', email: 'pat@example.com', isAdmin: true }),
  user('2', { username: 'carla_m', email: 'carla@example.com', firstName: 'Carla', lastName: 'Mendez' }),
  user('3', { email: 'newbie@Example.com', firstName: 'Nora' }),
  user('4', { firstName: 'Dana', lastName: 'Smith' }),
  user('abcdef1234', {}),
];
const ids = (found: User[]) => found.map((each) => each.id);

describe('the user search', () => {
  it('keeps everyone, in their order, for an empty or blank search', () => {
    expect(ids(searchUsers(users, ''))).toEqual(['1', '2', '3', '4', 'abcdef1234']);
    expect(ids(searchUsers(users, '   '))).toEqual(['1', '2', '3', '4', 'abcdef1234']);
  });

  it('finds by username, ignoring case and surrounding spaces', () => {
    expect(ids(searchUsers(users, 'CARLA_M'))).toEqual(['2']);
    expect(ids(searchUsers(users, '  commish '))).toEqual(['1']);
  });

  it('finds by email, also of users whose display name is their username', () => {
    expect(ids(searchUsers(users, 'pat@'))).toEqual(['1']);
    expect(ids(searchUsers(users, 'example.COM'))).toEqual(['1', '2', '3']);
  });

  it('finds by display name: first and last name without a username or email, or the id fallback', () => {
    expect(ids(searchUsers(users, 'dana smith'))).toEqual(['4']);
    expect(ids(searchUsers(users, 'user abcdef12'))).toEqual(['abcdef1234']);
  });

  it('does not search names hidden behind a username or email', () => {
    expect(ids(searchUsers(users, 'mendez'))).toEqual([]);
    expect(ids(searchUsers(users, 'nora'))).toEqual([]);
  });

  it('matches part of a word', () => {
    expect(ids(searchUsers(users, 'arl'))).toEqual(['2']);
  });
});

describe('the user order', () => {
  it('sorts by display name, ignoring case, without changing the list it was given', () => {
    const given = [...users];
    expect(ids(sortByName(users))).toEqual(['2', '1', '4', '3', 'abcdef1234']);
    expect(users).toEqual(given);
  });
});

describe('the user counts', () => {
  it('counts everyone, admins, regular users and those the search keeps', () => {
    expect(userCounts(users, searchUsers(users, 'example'))).toEqual({
      total: 5,
      admins: 1,
      regular: 4,
      filtered: 3,
    });
  });

  it('counts nothing for no users', () => {
    expect(userCounts([], [])).toEqual({ total: 0, admins: 0, regular: 0, filtered: 0 });
  });
});
