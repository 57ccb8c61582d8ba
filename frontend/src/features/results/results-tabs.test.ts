import { describe, expect, it } from 'vitest';
import { chosenTab, chosenWeek, resultsOpeningWeek, tabsFor } from '@/features/results/results-tabs';

const fullApp = { userType: 'full_app', hasFullApp: true, hasWeek5: false, isAdmin: false } as const;
const week6Only = { userType: 'week6_only', hasFullApp: false, hasWeek5: false, isAdmin: false } as const;
const week5 = { userType: 'full_app', hasFullApp: false, hasWeek5: true, isAdmin: false } as const;
const withoutFullApp = { userType: 'full_app', hasFullApp: false, hasWeek5: false, isAdmin: false } as const;
const week6OnlyAdmin = { ...week6Only, isAdmin: true } as const;

describe('tabsFor', () => {
  it('gives full-app players every tab and limited players only the survivor tab', () => {
    expect(tabsFor(fullApp).map((tab) => tab.label)).toEqual([
      'Weekly Picks',
      'Weekly Standings',
      'Season Standings',
      'Survivor Pools',
    ]);
    expect(tabsFor(week6Only).map((tab) => tab.value)).toEqual(['survivor']);
    expect(tabsFor(week5).map((tab) => tab.value)).toEqual(['survivor']);
  });

  it('follows the server: the standings and picks grid need full-app access, which admins have', () => {
    expect(tabsFor(withoutFullApp).map((tab) => tab.value)).toEqual(['survivor']);
    expect(tabsFor(week6OnlyAdmin).map((tab) => tab.value)).toEqual([
      'weekly-picks',
      'weekly-standings',
      'season-standings',
      'survivor',
    ]);
  });
});

describe('chosenTab', () => {
  it('keeps a visible tab from the address and falls back to the first', () => {
    expect(chosenTab(tabsFor(fullApp), 'season-standings')).toBe('season-standings');
    expect(chosenTab(tabsFor(fullApp), null)).toBe('weekly-picks');
    expect(chosenTab(tabsFor(week6Only), 'weekly-picks')).toBe('survivor');
  });
});

describe('chosenWeek', () => {
  it('accepts weeks 1 to the current one only', () => {
    expect(chosenWeek('14', 15)).toBe(14);
    expect(chosenWeek('16', 15)).toBe(15);
    expect(chosenWeek('0', 15)).toBe(15);
    expect(chosenWeek('x', 15)).toBe(15);
    expect(chosenWeek(null, 15)).toBe(15);
  });
});

describe('resultsOpeningWeek', () => {
  const open = { lockReason: null, isCompleted: false } as const;
  const started = { lockReason: 'started', isCompleted: false } as const;
  const final = { lockReason: 'completed', isCompleted: true } as const;
  const season = (weeks: Record<number, (typeof open | typeof started | typeof final)[]>) => {
    const read: number[] = [];
    const gamesOf = async (week: number) => {
      read.push(week);
      return weeks[week] ?? [];
    };
    return { read, gamesOf };
  };

  it('opens on the latest week with a final game until the current week kicks off', async () => {
    const before = season({ 14: [final, started], 15: [open, open] });
    expect(await resultsOpeningWeek(15, before.gamesOf)).toBe(14);
    expect(before.read).toEqual([15, 14]);
    expect(await resultsOpeningWeek(15, season({ 13: [final], 14: [started], 15: [open] }).gamesOf)).toBe(13);
  });

  it('opens on the current week once a game of it has kicked off, or with nothing graded before it', async () => {
    expect(await resultsOpeningWeek(15, season({ 14: [final], 15: [started, open] }).gamesOf)).toBe(15);
    expect(await resultsOpeningWeek(1, season({ 1: [open] }).gamesOf)).toBe(1);
    expect(await resultsOpeningWeek(3, season({ 3: [open] }).gamesOf)).toBe(3);
  });
});

describe('chosenWeek with an opening week', () => {
  it('takes the address when it names a week up to the current one, else the opening week', () => {
    expect(chosenWeek(null, 15, 14)).toBe(14);
    expect(chosenWeek('15', 15, 14)).toBe(15);
    expect(chosenWeek('16', 15, 14)).toBe(14);
  });
});
