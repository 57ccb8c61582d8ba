import type { SystemCheck, SystemStatus } from '../../shared/schemas/admin';
import { loginProviderCheck } from '../lib/auth/login-provider-check';
import { tableName } from '../lib/data/client';
import { getSetting } from '../lib/data/settings-repository';
import { apiLogger } from '../lib/logger';
import { checkProvider } from '../lib/sports-data';

/** A failed check names what failed; the error's own words (an address, a system code) go to the log only. */
const check = async (what: string, run: () => Promise<string>): Promise<SystemCheck> => {
  try {
    return { ok: true, detail: await run() };
  } catch (error) {
    apiLogger.warn('system check failed', { check: what, error });
    return { ok: false, detail: `${what} does not answer (details in the log)` };
  }
};

/** Real checks, each on its own: the table answers, the provider answers, the login provider is discoverable. */
export const systemStatus = async (): Promise<SystemStatus> => {
  const [database, sportsData, login] = await Promise.all([
    check('The table', async () => {
      const week = await getSetting('current_week');
      return `Table ${tableName()} answers (current week ${week ?? 'not set'})`;
    }),
    checkProvider(),
    check('The login provider', async () => loginProviderCheck()),
  ]);
  return { database, sportsData, login };
};
