import { config } from './config';
import { forbidden } from './domain-errors';

export const TESTING_OFF = 'Testing is off in this deployment';

/** Refuses a test-only power (the Testing tab's tools) unless the deployment turned testing on. */
export const requireTesting = (what: string): void => {
  if (!config.testingEnabled()) throw forbidden(`${TESTING_OFF}: ${what}`);
};
