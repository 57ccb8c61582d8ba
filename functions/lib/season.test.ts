import { describe, expect, it } from 'vitest';
import { adoptSeason, inJobSeason, inSeason, requestSeason, season } from './season';

// No table here: the process holds its season as after a read (adoptSeason), so nothing is read.
describe("the pool's season in a process", () => {
  it('answers the season the process adopted, pins a run to one season, and lets the next season be set up inside another', async () => {
    adoptSeason(2030);
    expect(season()).toBe(2030);
    expect(await requestSeason()).toBe(2030);
    await inJobSeason(async () => {
      expect(season()).toBe(2030);
      // The process moves on while the job runs: the job stays in the season it started in.
      adoptSeason(2031);
      await Promise.resolve();
      expect(season()).toBe(2030);
      await inSeason(2032, async () => {
        await Promise.resolve();
        expect(season()).toBe(2032);
      });
      expect(season()).toBe(2030);
    });
    expect(season()).toBe(2031);
  });
});
