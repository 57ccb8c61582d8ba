import type { Game } from '@shared/game';
import { describe, expect, it } from 'vitest';
import {
  isUnderway,
  LIVE_REFRESH_MS,
  liveCover,
  liveRefreshInterval,
  liveScoreLine,
  liveScoreText,
} from '@/lib/live-score';

const MINUTE = 60_000;
const KICKOFF = '2025-12-14T18:00:00.000Z';
const kickoffMs = Date.parse(KICKOFF);

// BUF at KC, KC favored by 3.5 at home.
const game = (fields: Partial<Game> = {}): Game =>
  ({
    id: 'g1',
    week: 15,
    startTime: KICKOFF,
    homeTeamId: 12,
    awayTeamId: 2,
    homeTeam: { abbreviation: 'KC', displayName: 'Kansas City Chiefs' },
    awayTeam: { abbreviation: 'BUF', displayName: 'Buffalo Bills' },
    homeScore: 17,
    awayScore: 14,
    isCompleted: false,
    status: 'in_progress',
    period: 3,
    clock: '4:12',
    spread: '-3.5',
    isMnfTiebreaker: false,
    ...fields,
  }) as Game;

describe('isUnderway', () => {
  it('is true for a live game, however long ago it kicked off', () => {
    expect(isUnderway(game(), kickoffMs + 9 * 60 * MINUTE)).toBe(true);
  });

  it('waits a few hours on a kicked-off game without a live score', () => {
    const due = game({ status: 'scheduled', homeScore: null, awayScore: null });
    expect(isUnderway(due, kickoffMs - MINUTE)).toBe(false);
    expect(isUnderway(due, kickoffMs)).toBe(true);
    expect(isUnderway(due, kickoffMs + 3 * 60 * MINUTE)).toBe(true);
    expect(isUnderway(due, kickoffMs + 4 * 60 * MINUTE)).toBe(false);
    expect(isUnderway({ ...due, status: undefined }, kickoffMs + MINUTE)).toBe(true);
    const scoreless = game({ homeScore: null, awayScore: null });
    expect(isUnderway(scoreless, kickoffMs + MINUTE)).toBe(true);
    expect(isUnderway(scoreless, kickoffMs + 3 * 24 * 60 * MINUTE)).toBe(false);
  });

  it('is false for final, postponed and canceled games', () => {
    const soon = kickoffMs + MINUTE;
    expect(isUnderway(game({ isCompleted: true, status: 'final' }), soon)).toBe(false);
    expect(isUnderway(game({ status: 'postponed' }), soon)).toBe(false);
    expect(isUnderway(game({ status: 'canceled' }), soon)).toBe(false);
  });
});

describe('liveRefreshInterval', () => {
  it('polls every minute only while a game of the week is underway', () => {
    const final = game({ isCompleted: true, status: 'final' });
    const later = game({ startTime: '2025-12-14T21:25:00.000Z', status: 'scheduled' });
    expect(liveRefreshInterval([final, game()], kickoffMs)).toBe(LIVE_REFRESH_MS);
    expect(liveRefreshInterval([final, later], kickoffMs)).toBe(0);
    expect(liveRefreshInterval([], kickoffMs)).toBe(0);
    expect(liveRefreshInterval(undefined, kickoffMs)).toBe(0);
  });
});

describe('liveScoreLine', () => {
  it('reads the score away first, then the quarter and clock', () => {
    expect(liveScoreText(game())).toBe('BUF 14 – KC 17');
    expect(liveScoreLine(game())).toBe('BUF 14 – KC 17 · Q3 4:12');
    expect(liveScoreLine(game({ period: null, clock: null }))).toBe('BUF 14 – KC 17 · Live');
  });

  it('is null for a game that is not live', () => {
    expect(liveScoreLine(game({ isCompleted: true, status: 'final' }))).toBeNull();
    expect(liveScoreLine(game({ status: 'scheduled' }))).toBeNull();
    expect(liveScoreLine(game({ homeScore: null, awayScore: null }))).toBeNull();
  });
});

describe('liveCover', () => {
  it('judges the pick against the line as if the game ended now', () => {
    // KC by 3 with KC -3.5: BUF +3.5 covers.
    expect(liveCover(game(), 2)).toBe('covering');
    expect(liveCover(game(), 12)).toBe('not-covering');
    expect(liveCover(game({ homeScore: 21 }), 12)).toBe('covering');
    expect(liveCover(game({ spread: '-3' }), 12)).toBe('push');
  });

  it('grades a game without a line straight up', () => {
    expect(liveCover(game({ spread: null }), 12)).toBe('covering');
    expect(liveCover(game({ spread: null, homeScore: 14 }), 2)).toBe('push');
  });

  it('says nothing without a pick or a live score', () => {
    expect(liveCover(game(), undefined)).toBeNull();
    expect(liveCover(game({ isCompleted: true, status: 'final' }), 2)).toBeNull();
    expect(liveCover(game({ status: 'scheduled' }), 2)).toBeNull();
  });
});
