import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NOW, describeClock } from './clock-banner';

const NAMES = ['POOL_NOW', 'POOL_CLOCK_SPEED', 'POOL_TESTING'] as const;
const REAL = new Date('2026-11-28T18:00:00.000Z');
let saved: Record<string, string | undefined>;
beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) delete process.env[name];
});
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('the start-up banner’s clock line', () => {
  it('names the demo time when POOL_NOW is unset, and the running clock when it is set', () => {
    expect(describeClock(REAL)).toMatch(/^2025-12-11T17:00:00.000Z \(demo time/);
    expect(process.env.POOL_NOW).toBe(DEMO_NOW);
    process.env.POOL_NOW = '2025-10-19T12:50:00-04:00';
    process.env.POOL_CLOCK_SPEED = '120';
    expect(describeClock(REAL)).toBe(
      '2025-10-19T16:50:00.000Z (POOL_NOW), running at 120x real time (POOL_CLOCK_SPEED)',
    );
  });

  it('says the real clock with POOL_TESTING=off, which ignores POOL_NOW and POOL_CLOCK_SPEED', () => {
    process.env.POOL_TESTING = 'off';
    process.env.POOL_NOW = '2025-10-19T12:50:00-04:00';
    process.env.POOL_CLOCK_SPEED = '120';
    expect(describeClock(REAL)).toBe(
      'real time (2026-11-28T18:00:00.000Z); POOL_TESTING=off ignores POOL_NOW and POOL_CLOCK_SPEED',
    );
    delete process.env.POOL_NOW;
    delete process.env.POOL_CLOCK_SPEED;
    expect(describeClock(REAL)).toBe('real time (2026-11-28T18:00:00.000Z)');
    expect(process.env.POOL_NOW).toBeUndefined();
  });
});
