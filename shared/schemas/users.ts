import * as z from 'zod';
import { DEFAULT_PICK, defaultPicks } from '../user';
import { usernameSchema } from '../username';

export const checkUsernameParams = z.object({ username: z.string() });

export const setUsernameBody = z.object({
  username: usernameSchema,
  defaultPick: z
    .enum(defaultPicks, { error: 'defaultPick must be home, away, favorite or underdog' })
    .default(DEFAULT_PICK),
});
export type SetUsernameBody = z.infer<typeof setUsernameBody>;

export const week6UsernameBody = z.object({ username: usernameSchema });

export const userIdParams = z.object({ userId: z.string().min(1).max(64) });

export interface UsernameAvailability {
  available: boolean;
}

/** What any signed-in player may see of another player. */
export interface PublicUser {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  displayName: string;
  /**
   * When the player joined the weekly pool (their sign-up, on the pool clock); null for an account
   * outside it (Week 6-only, late-entry-only). A week's picks grid lists them from that week on.
   */
  weeklyPoolSince: string | null;
}
