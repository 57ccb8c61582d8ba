import { displayNameSeenBy } from '../../shared/display-name';
import { isSettingOn } from '../../shared/pick-lock';
import { DEFAULT_SQUARE_PRICE, SQUARES_COUNT, type Square } from '../../shared/squares';
import { isPoolMember } from '../../shared/user';
import { readSquares } from '../lib/data/squares-repository';
import { listUsers } from '../lib/data/users-repository';
import { readSetting } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';

/**
 * The whole grid, 100 squares with their names and the price. A square given to a player shows their
 * username as it is now; a typed name that is a player's username names that player. Players see
 * nothing while the admin keeps the grid hidden.
 */
export const squaresGrid = async (viewer: Viewer): Promise<Square[]> => {
  const [visible, stored, users] = await Promise.all([
    readSetting('squares_visible'),
    readSquares(),
    listUsers(),
  ]);
  if (!viewer.isAdmin && !isSettingOn(visible)) return [];
  const members = users.filter(isPoolMember);
  const byId = new Map(members.map((user) => [user.id, user]));
  const byUsername = new Map(members.map((user) => [user.username?.toLowerCase() as string, user]));
  const price = stored.price ?? DEFAULT_SQUARE_PRICE;
  return Array.from({ length: SQUARES_COUNT }, (_, gridPosition) => {
    const square = stored.names.get(gridPosition);
    const owner = square?.userId
      ? byId.get(square.userId)
      : square && byUsername.get(square.playerName.toLowerCase());
    return {
      gridPosition,
      playerName: owner?.username ?? square?.playerName ?? null,
      userId: owner?.id ?? null,
      user: owner ? { displayName: displayNameSeenBy(owner, viewer) } : null,
      price,
    };
  });
};
