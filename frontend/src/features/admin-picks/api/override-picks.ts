import type { OverridePicksResult } from '@shared/schemas/admin-people';
import { apiMutate } from '@/lib/api-client';

const overridePicksUrl = '/api/admin/override-picks';

/** Sets the player's picks of the week, kicked off or not; picks of final games are graded at once. */
export const overridePicks = (
  userId: string,
  week: number,
  picks: readonly { gameId: string; pickedTeamId: number }[],
): Promise<OverridePicksResult> =>
  apiMutate<OverridePicksResult>('POST', overridePicksUrl, {
    userId,
    week,
    picks: picks.map(({ gameId, pickedTeamId }) => ({ userId, gameId, pickedTeamId, week })),
  });
