import type { DefaultPick, User } from '../../shared/user';
import { usernameMessages, usernameProblem } from '../../shared/username';
import { now } from '../lib/clock';
import { listUserEntries, renameEntries } from '../lib/data/survivor-repository';
import {
  claimUsername,
  getUser,
  getUsernameClaim,
  recordUsername,
  releaseUsername,
  takeOverUsername,
  type UsernameClaim,
  updateUser,
} from '../lib/data/users-repository';
import { conflict, invalid } from '../lib/domain-errors';
import { enrolNewPlayer } from '../services/survivor-enrolment';
import { entryOwnerName } from '../services/survivor-pick-service';

/** Longer than any request runs (the Lambda timeout is 10 s), so a younger claim may still be recorded. */
const CLAIM_GRACE_MS = 60_000;

const sameName = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** A claim is left over when a request wrote it and failed before the holder's profile carried the name. */
const isLeftOver = async (claim: UsernameClaim, username: string, at: Date): Promise<boolean> => {
  const claimedAt = claim.claimedAt ? Date.parse(claim.claimedAt) : Number.NEGATIVE_INFINITY;
  if (at.getTime() - claimedAt < CLAIM_GRACE_MS) return false;
  return !sameName((await getUser(claim.userId))?.username, username);
};

/** Free for this user: nobody holds it, the user holds it already (in any letter case), or its claim is left over. */
export const isUsernameAvailable = async (user: User, username: string): Promise<boolean> => {
  const problem = usernameProblem(username);
  if (problem) throw invalid(problem);
  const trimmed = username.trim();
  if (sameName(user.username, trimmed)) return true;
  const claim = await getUsernameClaim(trimmed);
  return !claim || claim.userId === user.id || (await isLeftOver(claim, trimmed, now()));
};

/** Claims the name for the user (of concurrent claims by different users exactly one wins); the claim's token. */
const claimName = async (user: User, username: string, at: Date): Promise<string> => {
  const claimId = await claimUsername(username, user.id, at);
  if (claimId) return claimId;
  const claim = await getUsernameClaim(username);
  if (claim && (await isLeftOver(claim, username, at))) {
    const takenOver = await takeOverUsername(username, user.id, at, claim);
    if (takenOver) return takenOver;
  }
  throw conflict(usernameMessages.taken);
};

/**
 * Frees a claim whose name the profile did not take. A concurrent request of the same player may have
 * recorded that very name meanwhile (a double click); then the claim stays.
 */
const undoClaim = async (userId: string, username: string, claimId: string): Promise<void> => {
  if (sameName((await getUser(userId))?.username, username)) return;
  await releaseUsername(username, userId, claimId);
};

/** A full-app account joins the pool's survivor game when it finishes the profile step (Week 6-only ones do not). */
const joinsSurvivor = (user: User) => user.hasFullApp && user.userType === 'full_app';

/**
 * Claims the username, records it on the profile only if the profile still has the name this
 * request read, then frees the previous name. Without transactions (dynalite has none), the profile's
 * condition decides between concurrent changes by one player: the losers free their claims and get 409.
 * The first username makes the account a player: that one request (the profile's condition lets only
 * one record the first name) enrols a full-app player in the survivor pool a sign-up joins now.
 */
export const setUsername = async (user: User, username: string, defaultPick?: DefaultPick): Promise<User> => {
  const claimId = await claimName(user, username, now());
  const updated = await recordUsername(user.id, username, user.username, defaultPick ? { defaultPick } : {});
  if (!updated) {
    await undoClaim(user.id, username, claimId);
    throw conflict(usernameMessages.changedMeanwhile);
  }
  if (user.username && !sameName(user.username, username)) await releaseUsername(user.username, user.id);
  await renameEntries(await listUserEntries(user.id), entryOwnerName(updated));
  if (user.username || !joinsSurvivor(updated)) return updated;
  return enrolNewPlayer(updated, (late) => updateUser(late.id, { hasWeek5: true }));
};
