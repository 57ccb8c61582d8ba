/** The Monday night total a player may predict (spec section 5); kept apart from zod so the SPA can use it. */
export const MNF_TOTAL_MIN = 0;
export const MNF_TOTAL_MAX = 150;
