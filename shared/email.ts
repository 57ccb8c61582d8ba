/** The longest address SMTP can carry (RFC 5321), and so the longest a sign-in accepts. */
export const EMAIL_MAX = 254;
const LOCAL_PART_MAX = 64;

/** Zero-width spaces, soft hyphens, direction marks and the like: they change no glyph on screen. */
const invisible = /\p{Default_Ignorable_Code_Point}/gu;

/** One spelling per mailbox, so `admin@example.com` plus a zero-width space is the admin and no second account. */
export const normalizeEmail = (raw: string): string =>
  raw.normalize('NFKC').replace(invisible, '').trim().toLowerCase();

const plausible = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;

/** The normalized email a person signs in with, or null when it is no plausible address. */
export const signInEmail = (raw: string): string | null => {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX || !plausible.test(email)) return null;
  return email.indexOf('@') <= LOCAL_PART_MAX ? email : null;
};
