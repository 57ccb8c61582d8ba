import { describe, expect, it } from 'vitest';
import { defaultPickHelp } from '@/features/profile-setup/default-pick-help';

describe('defaultPickHelp', () => {
  it('names the scheduled time, and that games kicking off before it are not filled', () => {
    const text = defaultPickHelp({
      enabled: true,
      scheduleText: 'Sundays 1:05 PM EST',
      nextRun: '2025-12-14T18:05:00.000Z',
    });
    expect(text).toContain('runs Sundays 1:05 PM EST');
    expect(text).toContain('has not kicked off');
    expect(text).not.toContain('at kickoff');
  });

  it('says plainly that nothing fills a missed pick while the admin has the auto-pick off', () => {
    expect(defaultPickHelp({ enabled: false, scheduleText: 'Sundays 1:05 PM EST', nextRun: null })).toMatch(
      /turned the auto-pick off, so a game you do not pick stays unpicked/,
    );
  });

  it('promises no time while the schedule is not known', () => {
    expect(defaultPickHelp(undefined)).toBe('The auto-pick uses it for games you have not picked.');
  });
});
