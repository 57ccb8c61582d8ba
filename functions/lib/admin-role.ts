import {
  addToAdminSet,
  dropFromAdminSet,
  getUsersConsistently,
  keepAdminSet,
  releaseFromAdminSet,
} from './data/users-repository';
import { conflict } from './domain-errors';

/**
 * Makes a user an admin: their profile first (`writeProfile`), then the admin set, so the set never
 * names someone whose profile is no admin's. A demotion or removal of the same user that landed in
 * between is seen by reading the profile again, and the set follows it.
 */
export const grantAdmin = async <T>(userId: string, writeProfile: () => Promise<T>): Promise<T> => {
  await keepAdminSet();
  const written = await writeProfile();
  await addToAdminSet(userId);
  const [profile] = await getUsersConsistently([userId]);
  if (!profile?.isAdmin) await dropFromAdminSet(userId);
  return written;
};

/**
 * Takes an admin out of the admin set before their profile loses the role (a demotion, a removal):
 * one conditional write on the set, which refuses to take its last member, so of two admins taking
 * each other's role at once one is refused whatever the order of their other writes.
 */
export const releaseAdmin = async (userId: string): Promise<void> => {
  await keepAdminSet();
  if (!(await releaseFromAdminSet(userId))) throw conflict('The pool must keep at least one admin');
};
