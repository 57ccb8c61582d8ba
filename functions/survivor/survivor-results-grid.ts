import type { SurvivorPool } from '../../shared/schemas/survivor';
import { buildSurvivorGrid, type SurvivorGridRow } from '../../shared/survivor-grid';
import { readPoolSettings } from '../lib/pool-settings';
import type { Viewer } from '../lib/public-user';
import { poolResults } from '../services/survivor-read-service';

/**
 * A survivor pool's grid as the Survivor Pools tab builds it for the viewer: the same pool results
 * (picks of games not yet kicked off left out), cut and marked by the pool's current week.
 */
export const survivorResultsGrid = async (
  viewer: Viewer,
  poolId: string,
  maxWeek?: number,
): Promise<{ pool: SurvivorPool; weeks: number[]; rows: SurvivorGridRow[] }> => {
  const [results, { currentWeek }] = await Promise.all([
    poolResults(viewer, poolId, maxWeek),
    readPoolSettings(),
  ]);
  const rows = buildSurvivorGrid({
    results,
    viewerId: viewer.id,
    viewerIsAdmin: viewer.isAdmin,
    currentWeek,
  });
  return { pool: results.pool, weeks: results.weeks, rows };
};
