/** Names come from the login provider; longer ones are cut to this many characters. */
export const PERSON_NAME_MAX = 100;

const invisibleOrControl = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/** A provider's name claim as the pool stores it: visible characters only, capped, null when empty. */
export const personName = (claim: unknown): string | null => {
  if (typeof claim !== 'string') return null;
  const visible = claim.normalize('NFC').replace(invisibleOrControl, '').trim();
  const capped = [...visible].slice(0, PERSON_NAME_MAX).join('').trim();
  return capped || null;
};
