import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockOffset, recordServerDate, serverNow } from '@/lib/server-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('clockOffset', () => {
  it('is how far the server runs ahead of the browser when the answer came', () => {
    const received = Date.parse('2025-12-12T00:13:00.000Z');
    expect(clockOffset('Fri, 12 Dec 2025 01:13:00 GMT', received)).toBe(60 * 60 * 1000);
    expect(clockOffset('Thu, 11 Dec 2025 23:13:00 GMT', received)).toBe(-60 * 60 * 1000);
  });

  it('is null without a readable Date header', () => {
    expect(clockOffset(null, Date.now())).toBeNull();
    expect(clockOffset('not a date', Date.now())).toBeNull();
  });
});

describe('serverNow', () => {
  it('runs on from the last recorded server time at the browser pace, and ignores answers without one', () => {
    vi.useFakeTimers({ now: Date.parse('2025-12-12T00:13:00.000Z') });
    recordServerDate(new Headers({ date: 'Fri, 12 Dec 2025 01:13:00 GMT' }));
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:13:00.000Z');
    vi.advanceTimersByTime(3 * 60 * 1000);
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:16:00.000Z');
    recordServerDate(new Headers());
    expect(new Date(serverNow()).toISOString()).toBe('2025-12-12T01:16:00.000Z');
  });
});
