/** Set by the landing page's Week 6 button, so the profile step after login offers Week 6 registration. */
const WEEK6_INTENT_KEY = 'week6_registration_intent';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const hasWeek6Intent = (): boolean => storage()?.getItem(WEEK6_INTENT_KEY) === 'true';

export const setWeek6Intent = (): void => storage()?.setItem(WEEK6_INTENT_KEY, 'true');

export const clearWeek6Intent = (): void => storage()?.removeItem(WEEK6_INTENT_KEY);
