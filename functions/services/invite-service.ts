import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { stampNow } from '../lib/clock';
import { config } from '../lib/config';
import { createInvite, getInvite, type Invite, putInvite } from '../lib/data/invite-repository';

/*
 * The pool's invite link, `<site>/join#<code>`: the code rides in the fragment, so no server or
 * CloudFront log ever sees it, and nothing here logs it. 24 random bytes: 192 bits.
 */

const newInvite = (): Invite => ({
  code: randomBytes(24).toString('base64url'),
  generation: randomBytes(12).toString('base64url'),
  createdAt: stampNow().toISOString(),
});

export const inviteUrl = (invite: Invite): string => `${config.siteOrigin()}/join#${invite.code}`;

/** The current invite; the first read of a pool makes it. */
export const currentInvite = async (): Promise<Invite> => {
  const stored = await getInvite();
  if (stored) return stored;
  const created = newInvite();
  if (await createInvite(created)) return created;
  // Another request made the first one at the same moment: theirs is the pool's.
  return (await getInvite()) ?? created;
};

/** A new code: the old link stops admitting at once, sign-ins it started included. */
export const replaceInvite = async (): Promise<Invite> => {
  const invite = newInvite();
  await putInvite(invite);
  return invite;
};

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The generation of the current invite when `code` is its code, else null: compared as hashes in
 * constant time, so how long the answer takes says nothing of how much of a guess was right.
 */
export const invitationOf = async (code: string): Promise<string | null> => {
  const invite = await getInvite();
  if (!invite) return null;
  return timingSafeEqual(digest(code), digest(invite.code)) ? invite.generation : null;
};

/** Whether a sign-in started through the invite of `generation` still holds: the link was not replaced since. */
export const isCurrentInvitation = async (generation: string): Promise<boolean> =>
  (await getInvite())?.generation === generation;
