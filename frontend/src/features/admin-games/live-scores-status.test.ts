import type { LiveScoresStatus } from '@shared/schemas/live-scores';
import { describe, expect, it } from 'vitest';
import {
  finalScoresCheck,
  gameWindowText,
  intervalMinutesOf,
  liveSyncCheck,
  liveSyncOutcomeText,
  noNextSyncText,
  overdueFixText,
} from '@/features/admin-games/live-scores-status';

const status = (fields: Partial<LiveScoresStatus>): LiveScoresStatus => ({
  enabled: true,
  intervalMinutes: 5,
  inGameWindow: true,
  lastSync: null,
  nextSync: null,
  lastError: null,
  overdueGames: [],
  ...fields,
});

describe('liveSyncOutcomeText', () => {
  it('counts the games a sync updated and those it finished', () => {
    const sync = { at: '2025-12-14T19:30:00.000Z', weeks: [15] };
    expect(liveSyncOutcomeText({ ...sync, gamesUpdated: 3, gamesFinished: 1 })).toBe(
      'Week 15: 3 games updated, 1 finished and graded',
    );
    expect(liveSyncOutcomeText({ ...sync, gamesUpdated: 1, gamesFinished: 0 })).toBe(
      'Week 15: 1 game updated',
    );
    expect(liveSyncOutcomeText({ ...sync, weeks: [14, 15], gamesUpdated: 2, gamesFinished: 1 })).toBe(
      'Weeks 14 and 15: 2 games updated, 1 finished and graded',
    );
  });
});

describe('gameWindowText', () => {
  it('says whether a game is on and whether the job syncs it', () => {
    expect(gameWindowText(status({}))).toBe('Game on: syncing every 5 minutes');
    expect(gameWindowText(status({ intervalMinutes: 1 }))).toBe('Game on: syncing every 1 minute');
    expect(gameWindowText(status({ enabled: false }))).toBe('Game on, but syncing is off');
    expect(gameWindowText(status({ inGameWindow: false }))).toBe('No game in progress');
  });
});

describe('noNextSyncText', () => {
  it('tells a switched-off job from a finished week', () => {
    expect(noNextSyncText({ enabled: false })).toBe('Off');
    expect(noNextSyncText({ enabled: true })).toBe('No game left to play');
  });
});

describe('intervalMinutesOf', () => {
  it('takes whole minutes from 1 to 60', () => {
    expect(intervalMinutesOf('5')).toBe(5);
    expect(intervalMinutesOf(' 60 ')).toBe(60);
    expect(intervalMinutesOf('1')).toBe(1);
  });

  it('refuses anything else', () => {
    for (const text of ['', '0', '61', '2.5', '-3', 'five', '1e1'])
      expect(intervalMinutesOf(text)).toBeNull();
  });
});

describe('liveSyncCheck', () => {
  const time = (iso: string) => `at ${iso.slice(11, 16)}`;
  const lastSync = { at: '2025-12-14T19:30:00.000Z', weeks: [15], gamesUpdated: 2, gamesFinished: 0 };

  it('is a problem while the last sync failed', () => {
    const lastError = { at: '2025-12-14T19:35:00.000Z', message: 'The provider timed out' };
    expect(liveSyncCheck(status({ lastSync, lastError }), time)).toEqual({
      ok: false,
      detail: 'Failed at 19:35: The provider timed out',
    });
  });

  it('is fine after a good sync, before any and when switched off', () => {
    expect(liveSyncCheck(status({ lastSync }), time)).toEqual({ ok: true, detail: 'Last synced at 19:30' });
    expect(liveSyncCheck(status({}), time)).toEqual({ ok: true, detail: 'No sync yet' });
    expect(liveSyncCheck(status({ enabled: false, lastSync }), time)).toEqual({
      ok: true,
      detail: 'Switched off',
    });
  });
});

describe('finalScoresCheck', () => {
  it('is a problem naming each game not final 6 hours after kickoff, and says where to fix it', () => {
    expect(finalScoresCheck(status({}))).toEqual({
      ok: true,
      detail: 'Every game is final within 6 hours of kickoff',
    });
    const monday = {
      id: '401772822',
      week: 14,
      startTime: '2025-12-09T01:15:00.000Z',
      awayTeam: 'PHI',
      homeTeam: 'LAC',
    };
    expect(finalScoresCheck(status({ overdueGames: [monday] }))).toEqual({
      ok: false,
      detail:
        'PHI @ LAC, Week 14 is not final 6 hours after kickoff. Enter the final score under Sync Game Scores.',
    });
  });
});

describe('overdueFixText', () => {
  it('names the weeks not fully graded and where to end them', () => {
    const game = {
      id: '1',
      week: 15,
      startTime: '2025-12-12T01:15:00.000Z',
      awayTeam: 'ATL',
      homeTeam: 'TB',
    };
    expect(overdueFixText([game])).toBe(
      'The sports data provider has not called it final, so Week 15 is not fully graded. In Sync Game Scores below, choose Week 15, Load Games and Sync from Provider. If the provider still has no final score, type it in, tick Final and Save All Scores: the week is graded at once.',
    );
    expect(overdueFixText([{ ...game, week: 14 }, game])).toMatch(
      /^The sports data provider has not called them final, so Weeks 14 and 15 are not fully graded\. In Sync Game Scores below, choose each week,/,
    );
  });
});
