import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { now, stampNow } from './clock';

const SUNDAY_NOON = '2025-10-19T16:50:00.000Z';

describe('the pool clock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('is real time without POOL_NOW or with POOL_NOW=now', () => {
    vi.stubEnv('POOL_NOW', '');
    expect(now().toISOString()).toBe('2026-11-23T10:00:00.000Z');
    vi.stubEnv('POOL_NOW', 'now');
    vi.advanceTimersByTime(5000);
    expect(now().toISOString()).toBe('2026-11-23T10:00:05.000Z');
  });

  it('stays at POOL_NOW while the speed is 0 or unset', () => {
    vi.stubEnv('POOL_NOW', SUNDAY_NOON);
    expect(now().toISOString()).toBe(SUNDAY_NOON);
    vi.advanceTimersByTime(60_000);
    expect(now().toISOString()).toBe(SUNDAY_NOON);
  });

  it('runs from POOL_NOW at POOL_CLOCK_SPEED: 60 is a pool hour per real minute', () => {
    vi.stubEnv('POOL_NOW', SUNDAY_NOON);
    vi.stubEnv('POOL_CLOCK_SPEED', '60');
    expect(now().toISOString()).toBe(SUNDAY_NOON);
    vi.advanceTimersByTime(60_000);
    expect(now().toISOString()).toBe('2025-10-19T17:50:00.000Z');
  });

  it('starts again from a new POOL_NOW', () => {
    vi.stubEnv('POOL_NOW', SUNDAY_NOON);
    vi.stubEnv('POOL_CLOCK_SPEED', '1');
    now();
    vi.advanceTimersByTime(10_000);
    vi.stubEnv('POOL_NOW', '2025-10-20T00:00:00.000Z');
    expect(now().toISOString()).toBe('2025-10-20T00:00:00.000Z');
    vi.advanceTimersByTime(1000);
    expect(now().toISOString()).toBe('2025-10-20T00:00:01.000Z');
  });

  it('refuses a POOL_NOW that is not a time and a negative speed', () => {
    vi.stubEnv('POOL_NOW', 'Sunday');
    expect(() => now()).toThrow('POOL_NOW is not an ISO time: Sunday');
    vi.stubEnv('POOL_NOW', SUNDAY_NOON);
    vi.stubEnv('POOL_CLOCK_SPEED', '-1');
    expect(() => now()).toThrow('POOL_CLOCK_SPEED must be a number, 0 or more');
  });

  it('stamps records at the pool time, a millisecond apart while it stands still, and from a clock moved back', () => {
    vi.stubEnv('POOL_NOW', SUNDAY_NOON);
    const [first, second] = [stampNow(), stampNow()];
    expect(first.toISOString()).toBe(SUNDAY_NOON);
    expect(second.getTime() - first.getTime()).toBe(1);
    vi.stubEnv('POOL_NOW', '2025-10-12T16:50:00.000Z');
    expect(stampNow().toISOString()).toBe('2025-10-12T16:50:00.000Z');
  });
});
