import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from './config';

export interface NamedSchedule {
  name: string;
  group: string;
}

export interface ScheduleTiming {
  /** cron(...) or rate(...), as EventBridge Scheduler reads it. */
  expression: string;
  timezone?: string;
  enabled: boolean;
}

/**
 * Puts new timing on an EventBridge Scheduler schedule of the stack, so an admin's change applies at
 * once. UpdateSchedule replaces the whole schedule, so what the stack gave it (target, retries,
 * dead-letter queue, description) is read first and sent back unchanged. The Scheduler SDK is loaded
 * here, on an admin's rare change, rather than in every cold start of the functions that import this.
 */
export const updateNamedSchedule = async (
  { name, group }: NamedSchedule,
  timing: ScheduleTiming,
  given?: SchedulerClient,
): Promise<void> => {
  const { GetScheduleCommand, SchedulerClient, UpdateScheduleCommand } = await import(
    '@aws-sdk/client-scheduler'
  );
  const client = given ?? new SchedulerClient({ region: config.region() });
  const current = await client.send(new GetScheduleCommand({ Name: name, GroupName: group }));
  await client.send(
    new UpdateScheduleCommand({
      Name: name,
      GroupName: group,
      Description: current.Description,
      ScheduleExpression: timing.expression,
      ...(timing.timezone ? { ScheduleExpressionTimezone: timing.timezone } : {}),
      State: timing.enabled ? 'ENABLED' : 'DISABLED',
      FlexibleTimeWindow: current.FlexibleTimeWindow ?? { Mode: 'OFF' },
      Target: current.Target,
    }),
  );
};
