import { describe, expect, it } from 'vitest';
import {
  assignedText,
  cronOfForm,
  runOutcomeText,
  scheduleConfigOf,
  scheduleFormOf,
} from '@/features/admin-picks/auto-pick-schedule';

const zone = 'America/New_York';

describe('scheduleFormOf', () => {
  it('reads the minute, hour and weekday of the stored cron into the time box and day', () => {
    expect(scheduleFormOf({ cronExpression: '5 13 * * 0', timezone: zone, enabled: false })).toEqual({
      enabled: false,
      time: '13:05',
      weekday: 0,
    });
    expect(scheduleFormOf({ cronExpression: '30 9 * * 6', timezone: zone, enabled: true })).toEqual({
      enabled: true,
      time: '09:30',
      weekday: 6,
    });
    expect(scheduleFormOf({ cronExpression: '0 0 * * 3', timezone: zone, enabled: true }).time).toBe('00:00');
  });

  it('shows the default Sunday 13:05 for a cron of another shape', () => {
    expect(scheduleFormOf({ cronExpression: '*/5 * * * *', timezone: zone, enabled: true })).toEqual({
      enabled: true,
      time: '13:05',
      weekday: 0,
    });
  });
});

describe('cronOfForm', () => {
  it('writes "M H * * D" from the time box and day', () => {
    expect(cronOfForm({ time: '13:05', weekday: 0 })).toBe('5 13 * * 0');
    expect(cronOfForm({ time: '10:30', weekday: 6 })).toBe('30 10 * * 6');
    expect(cronOfForm({ time: '00:00', weekday: 1 })).toBe('0 0 * * 1');
    expect(cronOfForm({ time: '23:59', weekday: 5 })).toBe('59 23 * * 5');
  });

  it('goes back and forth without change', () => {
    for (const cronExpression of ['5 13 * * 0', '0 0 * * 1', '45 12 * * 6', '59 23 * * 3'])
      expect(cronOfForm(scheduleFormOf({ cronExpression, timezone: zone, enabled: true }))).toBe(
        cronExpression,
      );
  });

  it('is null for an incomplete time or a day outside the week', () => {
    for (const time of ['', '1:05', '24:00', '12:60', '12:5'])
      expect(cronOfForm({ time, weekday: 0 }), time).toBeNull();
    expect(cronOfForm({ time: '13:05', weekday: 7 })).toBeNull();
    expect(cronOfForm({ time: '13:05', weekday: -1 })).toBeNull();
  });
});

describe('scheduleConfigOf', () => {
  it('keeps the time zone and the switch', () => {
    expect(scheduleConfigOf({ enabled: true, time: '10:30', weekday: 6 }, zone)).toEqual({
      cronExpression: '30 10 * * 6',
      timezone: zone,
      enabled: true,
    });
    expect(scheduleConfigOf({ enabled: true, time: '', weekday: 6 }, zone)).toBeNull();
  });
});

describe('run texts', () => {
  it('counts what a run assigned', () => {
    expect(assignedText(12, 3)).toBe('12 weekly picks and 3 survivor picks assigned');
    expect(assignedText(1, 0)).toBe('1 weekly pick and 0 survivor picks assigned');
    expect(runOutcomeText({ week: 15, trigger: 'schedule', weeklyAssigned: 2, survivorAssigned: 1 })).toBe(
      'Week 15, scheduled run: 2 weekly picks and 1 survivor pick assigned',
    );
    expect(runOutcomeText({ week: 4, trigger: 'manual', weeklyAssigned: 0, survivorAssigned: 0 })).toBe(
      'Week 4, manual run: 0 weekly picks and 0 survivor picks assigned',
    );
  });
});
