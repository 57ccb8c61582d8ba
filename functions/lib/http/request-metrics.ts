import { AsyncLocalStorage } from 'node:async_hooks';

/** Per-request counters, read by the logging middleware and the Server-Timing header. */
export interface RequestMetrics {
  dynamoCalls: number;
  dynamoMs: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

export const withRequestMetrics = <T>(
  run: () => Promise<T>,
): { metrics: RequestMetrics; result: Promise<T> } => {
  const metrics: RequestMetrics = { dynamoCalls: 0, dynamoMs: 0 };
  return { metrics, result: storage.run(metrics, run) };
};

export const recordDynamoCall = (ms: number): void => {
  const metrics = storage.getStore();
  if (!metrics) return;
  metrics.dynamoCalls += 1;
  metrics.dynamoMs += ms;
};
