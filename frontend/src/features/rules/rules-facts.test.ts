import { describe, expect, it } from 'vitest';
import { lateEntryWeek, pushRuleText } from '@/features/rules/rules-facts';
import { chosenRulesTab, rulesTabs } from '@/features/rules/rules-tabs';

describe('rules facts', () => {
  it('reads the push rule, a loss unless set to win', () => {
    expect(pushRuleText('win')).toMatch(/counts as a win\.$/);
    expect(pushRuleText('loss')).toMatch(/counts as a loss\.$/);
    expect(pushRuleText(null)).toMatch(/counts as a loss\.$/);
  });

  it('reads the late-entry week, else the default Week 6', () => {
    expect(lateEntryWeek('5')).toBe(5);
    expect(lateEntryWeek(null)).toBe(6);
    expect(lateEntryWeek('0')).toBe(6);
    expect(lateEntryWeek('abc')).toBe(6);
  });

  it('opens the tab in the address, else Overview', () => {
    expect(chosenRulesTab('squares')).toBe('squares');
    expect(chosenRulesTab('nope')).toBe('overview');
    expect(chosenRulesTab(null)).toBe('overview');
    expect(rulesTabs.map((tab) => tab.label)).toEqual([
      'Overview',
      'Weekly Pool',
      'Survivor',
      'Squares',
      'Prizes and Fees',
    ]);
  });
});
