/** Full browser navigations (the server's login/logout endpoints are not SPA routes). */
export const LOGIN_URL = '/api/login';
export const WEEK6_LOGIN_URL = '/api/week6/login';
export const LOGOUT_URL = '/api/logout';
/** The invite link's form posts here (the code and the intent), and the server starts the sign-in. */
export const JOIN_URL = '/api/join';

/** Delay before the unauthorized redirect, so the toast can be read (spec section 9). */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

export const navigateToLogin = (): void => window.location.assign(LOGIN_URL);
