export interface PoolChoice {
  id: string;
}

/**
 * The pool the tab opens on: the one the viewer plays (their standard or late entry, else their
 * first Week 6 pool), else the first pool listed.
 */
export const defaultPoolId = (
  pools: readonly PoolChoice[],
  ownPoolIds: readonly (string | null | undefined)[],
): string | null => {
  const own = ownPoolIds.find((poolId) => poolId && pools.some((pool) => pool.id === poolId));
  return own ?? pools[0]?.id ?? null;
};

interface Share {
  count: number;
  percent: number;
  teamAbbreviation: string;
}

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** "41% of alive entries took DET", or the teams tied for the most picks. Shares come most picked first. */
export const shareSentence = (shares: readonly Share[]): string => {
  const [top] = shares;
  if (!top) return 'no picks yet';
  const leaders = shares.filter((share) => share.count === top.count).map((share) => share.teamAbbreviation);
  return leaders.length === 1
    ? `${top.percent}% of alive entries took ${top.teamAbbreviation}`
    : `${listed(leaders)} tied at ${top.percent}% of alive entries each`;
};

/** The field in one sentence, for the chart's caption and screen readers. */
export const fieldSummary = ({ alive, total }: { alive: number; total: number }): string =>
  total === 0
    ? 'No entries yet.'
    : `${total} ${total === 1 ? 'entry' : 'entries'} started; ${alive} still alive.`;
