import { Logger } from '@aws-lambda-powertools/logger';

/** The structured (JSON) log of the /api Lambdas: one line per request, and what a route notes besides. */
export const apiLogger = new Logger({ serviceName: 'pool-api' });
