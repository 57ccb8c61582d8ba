/**
 * Whether other players' picks of started games show to a player: while show_all_results is on,
 * and once picks are closed (every game of the week has kicked off) whatever the setting.
 * `kickedOff` holds one flag per game of the week.
 */
export const othersPicksShown = (showAllResults: boolean, kickedOff: readonly boolean[]): boolean =>
  showAllResults || (kickedOff.length > 0 && kickedOff.every(Boolean));

/**
 * Whether a viewer may see another player's pick for a game: their own always, admins always,
 * others only once the game has started and while results show (`showAllResults`: othersPicksShown).
 */
export const canSeePick = (args: {
  viewerId: string;
  viewerIsAdmin: boolean;
  ownerId: string;
  gameStarted: boolean;
  showAllResults: boolean;
}): boolean =>
  args.viewerId === args.ownerId || args.viewerIsAdmin || (args.gameStarted && args.showAllResults);

/**
 * Whether a viewer may see another player's Monday night prediction: it is a pick of the week's
 * tiebreaker game, so the same rule holds with that game's start.
 */
export const canSeePrediction = (args: {
  viewerId: string;
  viewerIsAdmin: boolean;
  ownerId: string;
  tiebreakerStarted: boolean;
  showAllResults: boolean;
}): boolean => {
  const { tiebreakerStarted, ...rest } = args;
  return canSeePick({ ...rest, gameStarted: tiebreakerStarted });
};
