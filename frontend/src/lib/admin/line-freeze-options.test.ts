import { describe, expect, it } from 'vitest';
import { lineFreezeText, timeLabel, timeOptions, weekdayLabel } from '@/lib/admin/line-freeze-options';

describe('line freeze options', () => {
  it('reads times on the 12-hour clock', () => {
    expect(timeLabel('00:00')).toBe('12:00 AM');
    expect(timeLabel('09:30')).toBe('9:30 AM');
    expect(timeLabel('12:00')).toBe('12:00 PM');
    expect(timeLabel('20:15')).toBe('8:15 PM');
  });

  it('offers every half hour, and a stored time between them in its place', () => {
    expect(timeOptions('12:00')).toHaveLength(48);
    const options = timeOptions('12:15');
    expect(options).toHaveLength(49);
    expect(options.slice(24, 27)).toEqual(['12:00', '12:15', '12:30']);
  });

  it('names the rule', () => {
    expect(weekdayLabel('thursday')).toBe('Thursday');
    expect(lineFreezeText({ rule: 'kickoff' })).toBe('At each game’s kickoff');
    expect(lineFreezeText({ rule: 'fixed', at: { weekday: 'thursday', time: '12:00' } })).toBe(
      'Thursday 12:00 PM New York time',
    );
  });
});
