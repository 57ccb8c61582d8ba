import type { Game } from '@shared/game';
import type { BatchPicksResult, PickFailure } from '@shared/schemas/picks';
import type { SaveOutcome } from '@/features/weekly-picks/pick-rules';
import { serverMessage } from '@/lib/api-errors';

type NamedGame = Pick<Game, 'id'> & {
  awayTeam: { abbreviation: string };
  homeTeam: { abbreviation: string };
};

/** One line per pick the server refused: "BUF @ HOU: Game has started - picks are locked". */
export const refusedPickLines = (failed: readonly PickFailure[], games: readonly NamedGame[]): string[] =>
  failed.map(({ gameId, message }) => {
    const game = games.find((candidate) => candidate.id === gameId);
    const name = game ? `${game.awayTeam.abbreviation} @ ${game.homeTeam.abbreviation}` : gameId;
    return `${name}: ${message}`;
  });

/**
 * Why anything sent by Save All was refused: each refused pick of the batch (or the batch's own
 * refusal), then the MNF total's.
 */
export const refusalLines = (
  batch: PromiseSettledResult<BatchPicksResult | null>,
  prediction: PromiseSettledResult<unknown>,
  games: readonly NamedGame[],
): string[] => [
  ...(batch.status === 'fulfilled'
    ? refusedPickLines(batch.value?.failed ?? [], games)
    : [serverMessage(batch.reason, 'The picks could not be sent')]),
  ...(prediction.status === 'rejected'
    ? [`MNF total: ${serverMessage(prediction.reason, 'could not be sent')}`]
    : []),
];

export interface SaveReport {
  type: 'success' | 'error';
  title: string;
  description: string;
}

/** The Save All toast (spec section 9), then the server's reason for each refusal, a line each. */
export const saveReport = (outcome: SaveOutcome, refusals: readonly string[], week: number): SaveReport => {
  if (outcome.kind === 'success') {
    return { type: 'success', title: 'Picks Saved', description: `Your Week ${week} picks are in.` };
  }
  const summary =
    outcome.kind === 'partial'
      ? `${outcome.saved} of ${outcome.total} picks saved successfully`
      : 'Failed to save picks';
  return {
    type: 'error',
    title: outcome.kind === 'partial' ? 'Partial Success' : 'Error',
    description: [summary, ...refusals].join('\n'),
  };
};
