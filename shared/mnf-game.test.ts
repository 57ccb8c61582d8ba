import { describe, expect, it } from 'vitest';
import { tiebreakerMoveRefusal } from './mnf-game';

const SUNDAY_NIGHT = '2025-11-24T01:20:00.000Z';
const MONDAY_NIGHT = '2025-11-25T01:15:00.000Z';
const game = (
  id: string,
  startTime: string,
  extra: { isCompleted?: boolean; status?: 'canceled' | 'postponed' } = {},
) => ({
  id,
  startTime,
  isCompleted: extra.isCompleted ?? false,
  status: extra.status,
  matchup: `game ${id}`,
});
const sunday = game('1', SUNDAY_NIGHT);
const monday = game('2', MONDAY_NIGHT);
const BEFORE_BOTH = new Date('2025-11-23T12:00:00.000Z');
const BETWEEN = new Date('2025-11-24T12:00:00.000Z');

describe('tiebreakerMoveRefusal', () => {
  it('lets the tiebreaker move while neither game has kicked off', () => {
    expect(tiebreakerMoveRefusal(monday, sunday, BEFORE_BOTH)).toBeNull();
    expect(tiebreakerMoveRefusal(null, sunday, BEFORE_BOTH)).toBeNull();
    expect(tiebreakerMoveRefusal(monday, null, BEFORE_BOTH)).toBeNull();
  });

  it('refuses moving away from a game that has kicked off or is final', () => {
    expect(tiebreakerMoveRefusal(sunday, monday, BETWEEN)).toBe(
      "game 1 has kicked off: its predicted totals already break the week's ties, so the tiebreaker stays",
    );
    expect(
      tiebreakerMoveRefusal(game('1', SUNDAY_NIGHT, { isCompleted: true }), null, BEFORE_BOTH),
    ).not.toBeNull();
  });

  it('moves away from a postponed or canceled game whose kickoff passed', () => {
    for (const status of ['postponed', 'canceled'] as const)
      expect(tiebreakerMoveRefusal(game('1', SUNDAY_NIGHT, { status }), monday, BETWEEN)).toBeNull();
  });

  it('refuses moving to a game that has kicked off, whatever the old one', () => {
    expect(tiebreakerMoveRefusal(monday, sunday, BETWEEN)).toBe(
      'game 1 has kicked off: nobody could predict its total any more, so the tiebreaker stays',
    );
    expect(
      tiebreakerMoveRefusal(game('2', MONDAY_NIGHT, { status: 'canceled' }), sunday, BETWEEN),
    ).not.toBeNull();
  });

  it('has nothing to refuse when the tiebreaker stays on the same game, even after kickoff', () => {
    expect(tiebreakerMoveRefusal(sunday, sunday, BETWEEN)).toBeNull();
    expect(tiebreakerMoveRefusal(null, null, BETWEEN)).toBeNull();
  });
});
