import { describe, expect, it } from 'vitest';
import { chosenTab, chosenWeek, tabsFor } from '@/features/results/results-tabs';

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
