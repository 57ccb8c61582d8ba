import type { PoolClient } from './pool-client';

/**
 * The admin moves the Week 6 pools' closing week to Week 18 (an audited setting), so a test at the
 * demo clock (Week 15, long after the pools closed at the first Week 6 kickoff) may still sign up
 * Week 6 players, register and create entries.
 */
export const keepWeek6Open = async (admin: PoolClient): Promise<void> => {
  const response = await admin.send('PUT', '/api/admin/pool-settings', { week6CloseWeek: 18 });
  if (response.status !== 200) throw new Error(`could not move the Week 6 closing week: ${response.status}`);
};
