import { cameByWeek6Link } from '@shared/week6-registration';

/** Set by the landing page's Week 6 button, so the profile step after login offers Week 6 registration. */
const WEEK6_INTENT_KEY = 'week6_registration_intent';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The landing's flag, or the sign-in's own word that the player came by the Week 6 link (a shared link). */
export const hasWeek6Intent = (): boolean =>
  storage()?.getItem(WEEK6_INTENT_KEY) === 'true' || cameByWeek6Link(window.location.search);

export const setWeek6Intent = (): void => storage()?.setItem(WEEK6_INTENT_KEY, 'true');

export const clearWeek6Intent = (): void => storage()?.removeItem(WEEK6_INTENT_KEY);
